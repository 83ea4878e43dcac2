package io.github.rageval.engine.goal.check;

import io.github.rageval.engine.baseline.CorpusChecksum;
import io.github.rageval.engine.baseline.DocumentDigests;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.evaluation.CorpusRider;
import io.github.rageval.engine.evaluation.Evaluations;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.goldenset.checks.GoldenSetInspection;
import io.github.rageval.engine.goldenset.checks.GoldenSetReport;
import io.github.rageval.engine.goldenset.checks.InspectionUnderway;
import io.github.rageval.engine.goldenset.lock.LockCheck;
import io.github.rageval.engine.goldenset.lock.LockRide;
import io.github.rageval.engine.goldenset.lock.StaleJudgments;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.GoldenSetChecks;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the check and baseline goals read beside their evaluation, the corpus read once: the comparison with the
 * golden set's lock, the golden set's checks and the fingerprint's checksum of the corpus each take what they need
 * from the evaluation's read ({@link CorpusRider}) instead of reading the file again. Whatever needs no corpus is
 * done first, as before: a lock that cannot be used, or a query judged two ways, stops the build before anything
 * is retrieved. When the evaluation reads no corpus (a run file), each reads it itself where it still needs it.
 *
 * <p>Use it in a try-with-resources around the evaluation: closing stops what is still running beside it.
 */
final class CheckReads implements AutoCloseable {
    private final EvaluationSettings settings;
    private final Optional<LockRide> lock;
    private final InspectionUnderway checks;
    private final CorpusChecksum checksum;
    /** Null when no baseline is compared or recorded: hashing every document would then be for nothing. */
    private final DocumentDigests documents;
    private final FingerprintAlongside fingerprint;

    private CheckReads(EvaluationSettings settings, Optional<LockRide> lock, InspectionUnderway checks,
                       CorpusChecksum checksum, FingerprintAlongside fingerprint, DocumentDigests documents) {
        this.settings = settings;
        this.documents = documents;
        this.lock = lock;
        this.checks = checks;
        this.checksum = checksum;
        this.fingerprint = fingerprint;
    }

    /**
     * The lock read and the golden set checked as far as they can be without the corpus.
     *
     * @param lock the comparison with the golden set's lock; null for none
     * @param hashDocuments whether each document's text is hashed for a baseline ({@link DocumentDigests}): when
     *     one is compared or recorded
     * @param processors the processors available: with two or more the golden set's corpus checks run on a thread
     *     of their own
     * @throws InputException for a lock that cannot be used, a query judged two ways, or a golden set that cannot
     *     be read
     */
    static CheckReads begin(EvaluationSettings settings, GoldenSetChecks checks, LockCheck lock,
                            boolean hashDocuments, ProgressListener progress, int processors) throws InputException {
        Optional<LockRide> ride = lock == null ? Optional.empty() : lock.prepare(settings);
        InspectionUnderway underway = GoldenSetInspection.beginRiding(settings, checks, Set.of(), progress,
                processors);
        CorpusChecksum checksum = new CorpusChecksum();
        return new CheckReads(settings, ride, underway, checksum,
                FingerprintAlongside.start(settings, checksum, processors),
                hashDocuments ? new DocumentDigests() : null);
    }

    /** The evaluation, every rider on its read of the corpus; the lock's first, whose deleted ids it lets through. */
    Evaluations evaluate(ProgressListener progress) throws ConfigurationException, InputException {
        List<CorpusRider> riders = new ArrayList<>();
        lock.ifPresent(riders::add);
        riders.add(checks.rider());
        riders.add(checksum);
        if (documents != null) {
            riders.add(documents);
        }
        return RagEvaluation.evaluate(settings, progress, CorpusRider.all(riders));
    }

    /** The fingerprint, after the evaluation. */
    Fingerprint fingerprint() throws ConfigurationException, InputException {
        return fingerprint.get();
    }

    /**
     * Each corpus document's text hash by id, after the evaluation; empty when it read no corpus, too large a one, or
     * hashed none.
     */
    Map<String, String> documents() {
        return documents == null ? Map.of() : documents.taken();
    }

    /** The golden set's checks' report, once they are done. */
    GoldenSetReport goldenSet() throws InputException {
        return checks.join();
    }

    /** The comparison with the lock, after the evaluation; empty without one. */
    Optional<StaleJudgments> stale() throws InputException {
        return lock.isEmpty() ? Optional.empty() : Optional.of(lock.get().stale());
    }

    /** Stops and awaits what still runs beside an evaluation that failed; their outcome is dropped. */
    @Override
    public void close() {
        try {
            fingerprint.close();
        } finally {
            checks.close();
        }
    }
}
