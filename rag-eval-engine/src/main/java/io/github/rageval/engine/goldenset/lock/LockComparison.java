package io.github.rageval.engine.goldenset.lock;

import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Compares the corpus as it is now with the golden set's lock: each judged document's hash with the one locked,
 * the corpus's ids with the ids locked. Sorted by id throughout, so that the same inputs give the same report.
 */
public final class LockComparison {
    private LockComparison() {
    }

    /**
     * @param lock the lock as read
     * @param now the corpus as read now, with the judged documents' hashes
     * @param judged every document the golden set grades now
     * @param lockLabel how messages name the lock file
     * @throws InputException when the lock and the golden set share no judged document: a lock of another golden set
     */
    public static StaleJudgments compare(LockFile lock, CorpusState now, SortedMap<String, JudgedDocument> judged,
                                         StalePolicy policy, String lockLabel, SettingWords words)
            throws InputException {
        requireSameGoldenSet(lock, judged, lockLabel, words);
        return compared(lock, now, judged, policy, lockLabel, words);
    }

    /**
     * Refuses the lock of another golden set: one that shares no judged document with this one. It needs no corpus,
     * so a check says it before the corpus is read.
     *
     * @throws InputException when the lock and the golden set share no judged document
     */
    static void requireSameGoldenSet(LockFile lock, SortedMap<String, JudgedDocument> judged, String lockLabel,
                                     SettingWords words) throws InputException {
        if (!lock.judged().isEmpty() && !judged.isEmpty()
                && judged.keySet().stream().noneMatch(lock.judged()::containsKey)) {
            throw new InputException("lock file " + lockLabel + " holds none of the " + judged.size() + " documents"
                    + " the golden set judges (it locked " + lock.judged().size() + " others): it is the lock of"
                    + " another golden set. Point " + words.name(GoalSettings.LOCK_FILE)
                    + " at this golden set's lock, or write one"
                    + " with " + words.command(Goal.LOCK) + ".");
        }
    }

    /** The comparison of a lock known to be this golden set's ({@link #requireSameGoldenSet}). */
    static StaleJudgments compared(LockFile lock, CorpusState now, SortedMap<String, JudgedDocument> judged,
                                   StalePolicy policy, String lockLabel, SettingWords words) {
        List<JudgedDocument> changed = new ArrayList<>();
        List<JudgedDocument> deleted = new ArrayList<>();
        List<String> unlocked = new ArrayList<>();
        for (JudgedDocument document : judged.values()) {
            String locked = lock.judged().get(document.id());
            String current = now.judgedHashes().get(document.id());
            if (locked == null) {
                // A document judged after the lock; one the corpus lacks is the relevant-id check's to report.
                if (current != null) {
                    unlocked.add(document.id());
                }
            } else if (current == null) {
                deleted.add(document);
            } else if (!current.equals(locked)) {
                changed.add(document);
            }
        }
        return new StaleJudgments(lockLabel, policy, words, changed, deleted, corpusChange(lock, now, judged),
                unlocked, 0, -1);
    }

    private static CorpusChange corpusChange(LockFile lock, CorpusState now, SortedMap<String, JudgedDocument> judged) {
        boolean idsChanged = !DocumentHash.ofIds(now.ids()).equals(lock.idsHash());
        if (!lock.listsIds()) {
            return new CorpusChange(lock.documents(), now.documents(), idsChanged, null, 0);
        }
        SortedSet<String> added = new TreeSet<>(now.ids());
        added.removeAll(lock.ids());
        added.removeAll(judged.keySet());
        SortedSet<String> removed = new TreeSet<>(lock.ids());
        removed.removeAll(now.ids());
        removed.removeAll(lock.judged().keySet());
        removed.removeAll(judged.keySet());
        return new CorpusChange(lock.documents(), now.documents(), idsChanged, added, removed.size());
    }
}
