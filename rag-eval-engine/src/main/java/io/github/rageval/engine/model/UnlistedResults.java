package io.github.rageval.engine.model;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a ranking held beyond the results a saved report lists of it. report.json lists a query's first 100 results
 * only; a case read back from it keeps how many more there were and where among them the first relevant document
 * stood, so that the reports written again from it count and rank as the evaluation did ("... and 980 more", first
 * relevant rank 120) instead of as if the ranking ended at the listed head.
 *
 * @param count how many results follow the listed ones; 0 for a ranking held whole
 * @param firstRelevantRank the 1-based rank, in the whole ranking, of the first relevant document when none of the
 *     listed ones is relevant and an unlisted one is; 0 otherwise
 */
public record UnlistedResults(int count, int firstRelevantRank) {
    /** A ranking held whole: nothing beyond what is listed. */
    public static final UnlistedResults NONE = new UnlistedResults(0, 0);

    public UnlistedResults {
        if (count < 0 || firstRelevantRank < 0 || (count == 0 && firstRelevantRank != 0)) {
            throw new IllegalArgumentException("unlisted results " + count + ", first relevant " + firstRelevantRank);
        }
    }

    /**
     * Checks that the rank lies among the unlisted results of a ranking that lists these documents.
     *
     * @throws IllegalArgumentException when it does not
     */
    public void requireBeyond(int listed) {
        if (firstRelevantRank != 0 && (firstRelevantRank <= listed || firstRelevantRank > listed + count)) {
            throw new IllegalArgumentException("the first relevant rank " + firstRelevantRank + " is not among the "
                    + count + " results after the " + listed + " listed");
        }
    }

    /**
     * The 1-based rank of the first relevant document of the whole ranking, 0 when none is: among the listed ones,
     * else the unlisted one recorded.
     */
    public int firstRelevantRank(List<ScoredDocument> listed, List<String> relevantDocIds) {
        int rank = firstRelevantAmong(listed, relevantDocIds);
        return rank > 0 ? rank : firstRelevantRank;
    }

    /** The 1-based rank of the first relevant document among these; 0 when none is. */
    public static int firstRelevantAmong(List<ScoredDocument> ranking, List<String> relevantDocIds) {
        Set<String> relevant = new HashSet<>(relevantDocIds);
        if (ranking instanceof PackedRanking packed) {
            // A run file's list: its ids compared as bytes, not decoded to a string each (a million for a run file).
            return packed.indexOfFirst(relevant) + 1;
        }
        for (int i = 0; i < ranking.size(); i++) {
            if (relevant.contains(ranking.get(i).docId())) {
                return i + 1;
            }
        }
        return 0;
    }
}
