package io.github.rageval.engine.goldenset.lock;

import java.util.Collections;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * How the corpus's documents changed since the lock, the judged ones aside.
 *
 * @param documentsThen the documents the corpus held at the lock
 * @param documentsNow the documents it holds now
 * @param idsChanged whether its set of ids differs from the lock's
 * @param addedIds the documents added since that nobody judges, sorted; null when the lock lists no ids (a corpus
 *     past {@link LockFile#LISTED_IDS_AT_MOST})
 * @param removedUnjudged the documents nobody judged that were deleted since; 0 when the lock lists no ids
 */
public record CorpusChange(int documentsThen, int documentsNow, boolean idsChanged, SortedSet<String> addedIds,
                           int removedUnjudged) {
    public CorpusChange {
        addedIds = addedIds == null ? null : Collections.unmodifiableSortedSet(new TreeSet<>(addedIds));
    }

    /** Whether which documents were added is known: the lock listed the corpus's ids. */
    public boolean known() {
        return addedIds != null;
    }

    /** The documents added that nobody judges; without listed ids, how many more the corpus holds. */
    public int added() {
        return addedIds != null ? addedIds.size() : Math.max(0, documentsNow - documentsThen);
    }
}
