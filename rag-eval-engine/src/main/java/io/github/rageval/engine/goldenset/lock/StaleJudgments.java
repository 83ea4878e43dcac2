package io.github.rageval.engine.goldenset.lock;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.SettingWords;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What changed in the corpus since the golden set's lock, as a check reports it: judged documents whose text changed
 * since they were judged, judged documents deleted, documents added that nobody judged (and how many of them the
 * retriever ranks in the top k), and judged documents the lock does not know yet (judged after it was written).
 *
 * <p>The first three are stale judgments: under {@link StalePolicy#FAIL} any of them fails the gate. Added documents
 * count only when the retriever ranks one in the top k of some query (a document nobody retrieves changes no
 * verdict), or when the lock lists no ids (a corpus past {@link LockFile#LISTED_IDS_AT_MOST}) and the ids changed:
 * then which documents are new is not known, and a gate asked to fail must not pass on what it cannot see.
 *
 * @param lockLabel how messages name the lock file
 * @param policy warn or fail
 * @param words how advice names the lock goal
 * @param changed judged documents whose text changed, by id
 * @param deleted judged documents no longer in the corpus, by id
 * @param corpus how the corpus's other documents changed: added, deleted
 * @param unlocked judged documents the lock has no hash of (judged after it was written), by id
 * @param k the cutoff the added documents' ranks are held to; 0 until counted
 * @param addedRanked how many added documents the retriever ranked in the top k of some query; -1 until counted or
 *     when which documents were added is not known
 */
public record StaleJudgments(String lockLabel, StalePolicy policy, SettingWords words, List<JudgedDocument> changed,
                             List<JudgedDocument> deleted, CorpusChange corpus, List<String> unlocked, int k,
                             int addedRanked) {
    /** Documents named in one message at most; the rest are counted. */
    static final int LISTED_AT_MOST = 20;

    public StaleJudgments {
        changed = List.copyOf(changed);
        deleted = List.copyOf(deleted);
        unlocked = List.copyOf(unlocked);
    }

    /** These findings with the added documents' ranks counted from the gated evaluation's rankings. */
    public StaleJudgments withRanked(List<CaseResult> cases, int cutoff) {
        if (!corpus.known()) {
            return new StaleJudgments(lockLabel, policy, words, changed, deleted, corpus, unlocked, cutoff, -1);
        }
        Set<String> ranked = new HashSet<>();
        for (CaseResult result : cases) {
            List<ScoredDocument> retrieved = result.retrieved();
            for (int i = 0; i < Math.min(cutoff, retrieved.size()); i++) {
                if (corpus.addedIds().contains(retrieved.get(i).docId())) {
                    ranked.add(retrieved.get(i).docId());
                }
            }
        }
        return new StaleJudgments(lockLabel, policy, words, changed, deleted, corpus, unlocked, cutoff,
                ranked.size());
    }

    /** The ids of the judged documents deleted since the lock: known, not typos, for the relevant-id check. */
    public Set<String> deletedIds() {
        Set<String> ids = new HashSet<>();
        deleted.forEach(document -> ids.add(document.id()));
        return ids;
    }

    /** Whether some judgment is stale: a judged document changed or deleted, or added documents that matter. */
    public boolean stale() {
        return !changed.isEmpty() || !deleted.isEmpty() || addedMatter();
    }

    /** Whether the gate fails for them: stale under {@link StalePolicy#FAIL}. */
    public boolean fails() {
        return policy == StalePolicy.FAIL && stale();
    }

    /** Whether the added documents count against the judgments: ranked in the top k, or not known at all. */
    private boolean addedMatter() {
        return corpus.known() ? addedRanked > 0 : corpus.idsChanged();
    }

    /** Whether there is nothing to say: the corpus is as the lock recorded it and the lock knows every judgment. */
    public boolean clean() {
        return changed.isEmpty() && deleted.isEmpty() && !corpus.idsChanged() && unlocked.isEmpty();
    }

    /** {@code 2 judged documents changed, 1 deleted since the lock golden.lock.json}: the failure's summary. */
    public String headline() {
        List<String> parts = new ArrayList<>();
        if (!changed.isEmpty()) {
            parts.add(documents(changed.size(), "judged document") + " changed");
        }
        if (!deleted.isEmpty()) {
            parts.add(documents(deleted.size(), "judged document") + " deleted");
        }
        if (addedMatter()) {
            parts.add(!corpus.known() ? "documents added or deleted" : documents(addedRanked, "unjudged document")
                    + " added and ranked in the top " + k);
        }
        return String.join(", ", parts) + " since the lock " + lockLabel;
    }

    /** What the retriever makes of the added documents: {@code ; the retriever ranks it in the top 3 ...}. */
    private String ranked(int added) {
        if (addedRanked < 0) {
            return "";
        }
        if (added == 1) {
            return addedRanked == 0 ? "; the retriever ranks it in the top " + k + " of no query"
                    : "; the retriever ranks it in the top " + k + " of some query: judge it, it may be relevant";
        }
        return addedRanked == 0 ? "; the retriever ranks none of them in the top " + k
                : "; the retriever ranks " + addedRanked + " of them in the top " + k + " of some query: judge"
                + (addedRanked == 1 ? " it, it may" : " those, they may") + " be relevant";
    }

    /** One message per finding, in a fixed order: changed, deleted, added, not locked. Empty when clean. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        if (!changed.isEmpty()) {
            lines.add(documents(changed.size(), "judged document") + " changed"
                    + " since " + (changed.size() == 1 ? "it was" : "they were") + " judged (lock " + lockLabel
                    + "): " + listed(changed) + ". Review " + (changed.size() == 1 ? "its" : "their")
                    + " judgments, then accept the new texts with " + words.command(Goal.LOCK) + " ("
                    + words.command(Goal.BASELINE) + " re-locks too, with the baseline).");
        }
        if (!deleted.isEmpty()) {
            lines.add(documents(deleted.size(), "judged document") + (deleted.size() == 1 ? " was" : " were")
                    + " deleted from the corpus since the lock " + lockLabel + ": " + listed(deleted) + ". The"
                    + " golden set still grades " + (deleted.size() == 1 ? "it" : "them") + ", and no retriever can"
                    + " find a deleted document: remove or replace " + (deleted.size() == 1 ? "it" : "them")
                    + " in the golden set, then re-lock with " + words.command(Goal.LOCK) + ".");
        }
        int added = corpus.added();
        if (corpus.known() && added > 0) {
            lines.add(documents(added, "document") + (added == 1 ? " was" : " were") + " added to the corpus since"
                    + " the lock " + lockLabel + " and nobody judged " + (added == 1 ? "it" : "them") + ranked(added)
                    + ". Once reviewed, re-lock with " + words.command(Goal.LOCK) + ".");
        } else if (!corpus.known() && corpus.idsChanged()) {
            lines.add(String.format(Locale.ROOT, "the corpus's ids changed since the lock %s (%d documents then, %d"
                    + " now), and a lock of more than %d documents lists no ids, so which documents were added or"
                    + " deleted, and whether the retriever ranks them, is not known. Review the corpus's changes,"
                    + " then re-lock with %s.", lockLabel, corpus.documentsThen(), corpus.documentsNow(),
                    LockFile.LISTED_IDS_AT_MOST, words.command(Goal.LOCK)));
        }
        if (!unlocked.isEmpty()) {
            List<String> shown = unlocked.stream().limit(LISTED_AT_MOST).map(Shown::value).toList();
            lines.add(documents(unlocked.size(), "judged document") + (unlocked.size() == 1 ? " is" : " are")
                    + " not in the lock " + lockLabel + " (judged after it was written): " + String.join(", ", shown)
                    + more(unlocked.size()) + ". " + (unlocked.size() == 1 ? "Its text is" : "Their texts are")
                    + " not checked until you re-lock with " + words.command(Goal.LOCK) + ".");
        }
        return lines;
    }

    private static String listed(List<JudgedDocument> documents) {
        return String.join(", ", documents.stream().limit(LISTED_AT_MOST).map(JudgedDocument::describe).toList())
                + more(documents.size());
    }

    private static String more(int count) {
        return count > LISTED_AT_MOST ? " and " + (count - LISTED_AT_MOST) + " more" : "";
    }

    private static String documents(int count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
