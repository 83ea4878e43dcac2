package io.github.rageval.engine.goldenset.lock;

import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;
import java.util.SortedMap;

/**
 * The check's side of the lock: when the golden set's lock exists and the evaluation reads a corpus, the corpus is
 * compared with it before anything is evaluated ({@link LockComparison}), so that a judged document deleted since is
 * said as such rather than as an unknown id. Without a lock there is nothing to compare, and nothing is said: a
 * project that locks nothing is told nothing on every build. (The settings pass refuses what would otherwise pass
 * unsaid: {@code staleJudgments=fail} written with nothing to compare ({@link #unavailable}), and a {@code lockFile}
 * written that is not there.)
 *
 * @param lockFile the golden set's lock
 * @param lockLabel how messages name it
 * @param policy whether stale judgments warn or fail the gate
 * @param words how advice names the lock goal and the lockFile setting
 */
public record LockCheck(Path lockFile, String lockLabel, StalePolicy policy, SettingWords words) {

    /** Why the corpus cannot be compared with the lock. */
    public enum Unavailable {
        /** A run file is evaluated: no corpus is read, nothing is hashed. */
        RUN_FILE,
        /** There is no lock at the place the check looks. */
        NO_LOCK,
        /** The corpus file is not there (a retriever with its own index run without it). */
        NO_CORPUS
    }

    /**
     * Why {@link #compare} would find nothing to compare, or empty when it compares: the settings pass refuses a
     * {@code staleJudgments=fail} the user wrote that could then never fail.
     *
     * @param run whether a run file is evaluated
     */
    public static Optional<Unavailable> unavailable(Path lockFile, LockedGoldenSet set, boolean run) {
        if (run) {
            return Optional.of(Unavailable.RUN_FILE);
        }
        if (!Files.exists(lockFile, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.of(Unavailable.NO_LOCK);
        }
        if (!Files.exists(set.corpusFile(), LinkOption.NOFOLLOW_LINKS)) {
            return Optional.of(Unavailable.NO_CORPUS);
        }
        return Optional.empty();
    }

    /**
     * The corpus compared with the lock; empty without a lock, for a run file (no corpus is read, nothing to hash),
     * and for a retriever with its own index run without the corpus file.
     *
     * @throws InputException for a lock that cannot be used, or a golden set or corpus that cannot be read
     */
    public Optional<StaleJudgments> compare(EvaluationSettings settings) throws InputException {
        Optional<LockRide> ride = prepare(settings);
        return ride.isEmpty() ? Optional.empty() : Optional.of(ride.get().stale());
    }

    /**
     * The comparison made ready before the corpus is read: the lock and the golden set read, and a lock of another
     * golden set refused, as {@link #compare} does first; the corpus's part rides on the evaluation's read
     * ({@link LockRide}). Empty where {@link #compare} is.
     *
     * @throws InputException for a lock that cannot be used, or a golden set that cannot be read
     */
    public Optional<LockRide> prepare(EvaluationSettings settings) throws InputException {
        LockedGoldenSet set = LockedGoldenSet.of(settings);
        if (unavailable(lockFile, set, settings.sources().run() != null).isPresent()) {
            return Optional.empty();
        }
        String goldenSet = set.goldenFile().getFileName().toString();
        LockFile lock = LockFile.read(lockFile, lockLabel, goldenSet, words);
        GoldenDataset golden = set.read();
        SortedMap<String, JudgedDocument> judged = JudgedDocument.of(golden);
        LockComparison.requireSameGoldenSet(lock, judged, lockLabel, words);
        return Optional.of(new LockRide(this, set, lock, judged));
    }
}
