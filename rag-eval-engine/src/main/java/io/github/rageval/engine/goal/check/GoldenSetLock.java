package io.github.rageval.engine.goal.check;

import io.github.rageval.engine.format.Counted;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.goldenset.lock.CorpusState;
import io.github.rageval.engine.goldenset.lock.DocumentHash;
import io.github.rageval.engine.goldenset.lock.JudgedDocument;
import io.github.rageval.engine.goldenset.lock.LockComparison;
import io.github.rageval.engine.goldenset.lock.LockFile;
import io.github.rageval.engine.goldenset.lock.LockedGoldenSet;
import io.github.rageval.engine.goldenset.lock.StaleJudgments;
import io.github.rageval.engine.goldenset.lock.StalePolicy;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.saved.AtomicFiles;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import java.util.function.Function;

/**
 * The {@code lock} goal: the golden set and the corpus read, each judged document's text hashed, and the golden set's
 * lock written ({@link LockFile}), atomically. Run again after a review, it accepts what changed (the re-lock): the new lock
 * replaces the old one, and the console says what it accepted. A lock that would come out byte for byte the same is
 * not written again.
 */
public final class GoldenSetLock {
    /** Missing documents named in the error at most; the rest are counted. */
    private static final int LISTED_AT_MOST = 20;

    private GoldenSetLock() {
    }

    /**
     * What to lock and where.
     *
     * @param set the golden set and the corpus
     * @param lockFile the lock written
     */
    public record Plan(LockedGoldenSet set, Path lockFile) {
    }

    /**
     * What a lock run did.
     *
     * @param plan what was locked
     * @param lock the lock as it is now
     * @param written whether the file was written (false: it already held this lock)
     * @param accepted what the lock replaced accepted, compared with the corpus now; null when there was none, or
     *     none readable
     */
    public record Outcome(Plan plan, LockFile lock, boolean written, StaleJudgments accepted) {
        /** The console's line. */
        public String line(Function<Path, String> label) {
            String file = label.apply(plan.lockFile());
            String what = Counted.of(lock.judged().size(), "judged document", "judged documents") + " of "
                    + lock.goldenSet() + " and the corpus's " + Counted.of(lock.documents(), "document", "documents");
            if (!written) {
                return "Lock " + file + " is up to date (" + what + " as locked): nothing written.";
            }
            if (accepted == null) {
                return "Locked " + what + " into " + file + " (" + DocumentHash.ALGORITHM + " of each judged"
                        + " document's text): commit it with the golden set.";
            }
            return "Re-locked " + what + " into " + file + ", accepting " + accepted.changed().size() + " changed and "
                    + accepted.deleted().size() + " deleted judged documents, " + Counted.of(accepted.corpus()
                    .added(), "document", "documents") + " added, " + accepted.unlocked().size() + " newly judged:"
                    + " commit it with the golden set.";
        }
    }

    /** As {@link #run(Plan, Function, LockWords, ProgressListener)}, its phases told to no one. */
    public static Outcome run(Plan plan, Function<Path, String> label, SettingWords words)
            throws InputException, IOException {
        return run(plan, label, words, ProgressListener.NONE);
    }

    /**
     * @param progress told of the phases: the golden set read and the corpus hashed, the lock written
     * @throws InputException for a corpus that is missing, a judged document it lacks, or a lock file in the way that
     *     belongs to another golden set
     * @throws IOException when the lock cannot be written
     */
    public static Outcome run(Plan plan, Function<Path, String> label, SettingWords words, ProgressListener progress)
            throws InputException, IOException {
        LockedGoldenSet set = plan.set();
        Path corpusFile = set.corpusFile();
        if (!Files.exists(corpusFile, LinkOption.NOFOLLOW_LINKS)) {
            throw new InputException("corpus file " + label.apply(corpusFile) + " does not exist: the lock hashes the"
                    + " text of each judged document as the corpus holds it, so it needs the corpus (a run file"
                    + " holds no texts). Point corpus at the corpus file, or beir at a BEIR folder.");
        }
        ProgressMeter hashing = ProgressMeter.start("golden set read and corpus hashed", -1, progress);
        GoldenDataset golden = set.read();
        SortedMap<String, JudgedDocument> judged = JudgedDocument.of(golden);
        CorpusState corpus = CorpusState.read(corpusFile, set.loader(), judged.keySet());
        requireJudgedInCorpus(judged, corpus, label.apply(corpusFile), words);
        hashing.finish();
        ProgressMeter writing = ProgressMeter.start("lock written", -1, progress);
        String goldenSet = set.goldenFile().getFileName().toString();
        LockFile lock = LockFile.of(goldenSet, corpus);
        String text = lock.render();
        Path file = plan.lockFile();
        StaleJudgments accepted = null;
        if (Files.isRegularFile(file)) {
            if (Files.readString(file, StandardCharsets.UTF_8).equals(text)) {
                writing.finish();
                return new Outcome(plan, lock, false, null);
            }
            accepted = previous(file, label.apply(file), goldenSet, corpus, judged, words);
        }
        // Atomically: a killed run leaves the old lock whole.
        AtomicFiles.write(file, text);
        writing.finish();
        return new Outcome(plan, lock, true, accepted);
    }

    /**
     * What the lock being replaced says of the corpus now; null when it cannot be read (a re-lock is how a broken
     * lock is mended). One of another golden set is never overwritten: that lock would be lost.
     */
    private static StaleJudgments previous(Path file, String label, String goldenSet, CorpusState corpus,
                                           SortedMap<String, JudgedDocument> judged, SettingWords words)
            throws InputException {
        LockFile old;
        try {
            old = LockFile.readAny(file, label, words);
        } catch (InputException unreadable) {
            return null;
        }
        if (!old.goldenSet().equals(goldenSet)) {
            throw new InputException("lock file " + label + " is the lock of the golden set " + old.goldenSet()
                    + ", not " + goldenSet + ": writing this one over it would lose it. Point "
                    + words.name(GoalSettings.LOCK_FILE)
                    + " at a file of its own.");
        }
        return LockComparison.compare(old, corpus, judged, StalePolicy.WARN, label, words);
    }

    /** A judged document the corpus lacks has no text to hash: the golden set or the corpus must be fixed first. */
    private static void requireJudgedInCorpus(SortedMap<String, JudgedDocument> judged, CorpusState corpus,
                                              String corpusLabel, SettingWords words) throws InputException {
        List<String> missing = judged.keySet().stream().filter(id -> !corpus.judgedHashes().containsKey(id))
                .toList();
        if (missing.isEmpty()) {
            return;
        }
        List<String> shown = missing.stream().limit(LISTED_AT_MOST).map(id -> "\"" + Shown.value(id)
                + "\"").toList();
        throw new InputException(missing.size() + (missing.size() == 1 ? " judged document is" : " judged documents"
                + " are") + " not in the corpus " + corpusLabel + ": " + String.join(", ", shown)
                + (missing.size() > shown.size() ? " and " + (missing.size() - shown.size()) + " more" : "")
                + ". The lock records the text of every document the golden set judges: fix the ids in the golden"
                + " set, or add the documents to the corpus, then run " + words.command(Goal.LOCK) + " again.");
    }
}
