package io.github.rageval.engine.goldenset.lock;

import io.github.rageval.api.Document;
import io.github.rageval.engine.evaluation.CorpusRider;
import io.github.rageval.engine.input.Corpus;
import io.github.rageval.engine.model.InputException;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeSet;

/**
 * The check's comparison with the golden set's lock ({@link LockCheck#prepare}), its judged documents hashed on the
 * evaluation's read of the corpus: the hashes cost nothing but a few digests on the reading thread, and the corpus
 * is read once instead of twice. The judged documents deleted since the lock, known once the read ends, are let
 * through the evaluation's relevant-id check ({@link #knownAbsent}).
 */
public final class LockRide implements CorpusRider {
    private final LockCheck check;
    private final LockedGoldenSet set;
    private final LockFile lock;
    private final SortedMap<String, JudgedDocument> judged;
    private final JudgedHashes hashes;
    /** Null until the read ends. */
    private StaleJudgments stale;

    LockRide(LockCheck check, LockedGoldenSet set, LockFile lock, SortedMap<String, JudgedDocument> judged) {
        this.check = check;
        this.set = set;
        this.lock = lock;
        this.judged = judged;
        this.hashes = new JudgedHashes(judged.keySet());
    }

    @Override
    public void document(Document document) {
        hashes.offer(document);
    }

    @Override
    public void end(Corpus corpus) {
        stale = LockComparison.compared(lock, new CorpusState(new TreeSet<>(corpus.ids()), hashes.hashes()), judged,
                check.policy(), check.lockLabel(), check.words());
    }

    @Override
    public Set<String> knownAbsent() {
        return stale == null ? Set.of() : stale.deletedIds();
    }

    /**
     * The comparison: from the evaluation's read, or, when the evaluation read no corpus, from a read of its own.
     *
     * @throws InputException for a corpus that cannot be read
     */
    public StaleJudgments stale() throws InputException {
        if (stale == null) {
            stale = LockComparison.compared(lock, CorpusState.read(set.corpusFile(), set.loader(), judged.keySet()),
                    judged, check.policy(), check.lockLabel(), check.words());
        }
        return stale;
    }
}
