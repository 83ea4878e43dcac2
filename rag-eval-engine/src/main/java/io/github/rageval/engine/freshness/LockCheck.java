package io.github.rageval.engine.freshness;

import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.data.GoldenDataset;
import io.github.rageval.engine.model.InputException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;
import java.util.SortedMap;

/**
 * The check's side of the lock: when the golden set's lock exists and the evaluation reads a corpus, the corpus is
 * compared with it before anything is evaluated ({@link LockComparison}), so that a judged document deleted since is
 * said as such rather than as an unknown id. Without a lock there is nothing to compare, and nothing is said: a
 * project that locks nothing is told nothing on every build.
 *
 * @param lockFile the golden set's lock
 * @param lockLabel how messages name it
 * @param policy whether stale judgments warn or fail the gate
 * @param words how advice names the lock goal and the lockFile setting
 */
public record LockCheck(Path lockFile, String lockLabel, StalePolicy policy, LockWords words) {

    /**
     * The corpus compared with the lock; empty without a lock, for a run file (no corpus is read, nothing to hash),
     * and for a retriever with its own index run without the corpus file.
     *
     * @throws InputException for a lock that cannot be used, or a golden set or corpus that cannot be read
     */
    public Optional<StaleJudgments> compare(EvaluationSettings settings) throws InputException {
        LockedGoldenSet set = LockedGoldenSet.of(settings);
        if (settings.sources().run() != null || !Files.exists(lockFile, LinkOption.NOFOLLOW_LINKS)
                || !Files.exists(set.corpusFile(), LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        String goldenSet = set.goldenFile().getFileName().toString();
        LockFile lock = LockFile.read(lockFile, lockLabel, goldenSet, words);
        GoldenDataset golden = set.read();
        SortedMap<String, JudgedDocument> judged = JudgedDocument.of(golden);
        CorpusState corpus = CorpusState.read(set.corpusFile(), set.loader(), judged.keySet());
        return Optional.of(LockComparison.compare(lock, corpus, judged, policy, lockLabel, words));
    }
}
