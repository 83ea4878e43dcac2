package io.github.rageval.engine.baseline;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One golden query whose result changed against the baseline.
 *
 * @param index its position in the golden dataset, from 0
 * @param before the query in the baseline
 * @param after the query now
 * @param depth the top compared: k, or {@link RecordedCase#LISTED_RESULTS} when k is larger (a run file's
 *        lists of 1,000 are kept to their first 100)
 * @param entered ids in the top {@code depth} now that were not before, in their current order
 * @param left ids in the top {@code depth} before that are not now, in their baseline order
 */
public record QueryChange(int index, RecordedCase before, RecordedCase after, int depth, List<String> entered,
                          List<String> left) {
    public QueryChange {
        entered = List.copyOf(entered);
        left = List.copyOf(left);
    }

    /** @param k the runs' k: what lies below it is no change a reader of the top k would see */
    public static QueryChange of(int index, RecordedCase before, RecordedCase after, int k) {
        int depth = depthAt(k);
        List<String> beforeIds = before.topIds(depth);
        List<String> afterIds = after.topIds(depth);
        // Sets, not List.contains: lists of 100 made this ten thousand comparisons per query.
        Set<String> beforeSet = new HashSet<>(beforeIds);
        Set<String> afterSet = new HashSet<>(afterIds);
        return new QueryChange(index, before, after, depth,
                afterIds.stream().filter(id -> !beforeSet.contains(id)).toList(),
                beforeIds.stream().filter(id -> !afterSet.contains(id)).toList());
    }

    /** The top a comparison at this k looks at: k, or {@link RecordedCase#LISTED_RESULTS} when k is larger. */
    public static int depthAt(int k) {
        return Math.min(k, RecordedCase.LISTED_RESULTS);
    }

    public String query() {
        return after.query();
    }

    /** HIT -> MISS or MISS -> HIT. */
    public boolean flipped() {
        return before.hit() != after.hit();
    }

    /**
     * Anything a reader would notice: a flip, another first relevant rank, another top {@code depth} or its order,
     * another number of results, a value.
     */
    public boolean changed() {
        return flipped() || before.firstRelevantRank() != after.firstRelevantRank()
                || !before.topIds(depth).equals(after.topIds(depth))
                || before.retrievedCount() != after.retrievedCount() || !before.values().equals(after.values());
    }

    /** {@code HIT -> MISS}, {@code MISS -> HIT}, or the unchanged verdict ({@code HIT}). */
    public String kind() {
        String was = before.hit() ? "HIT" : "MISS";
        String is = after.hit() ? "HIT" : "MISS";
        return flipped() ? was + " -> " + is : is;
    }

    /** {@code first relevant rank 1 -> none}. */
    public String ranks() {
        return "first relevant rank " + rank(before.firstRelevantRank()) + " -> " + rank(after.firstRelevantRank());
    }

    /** A 1-based rank, or {@code none} for 0. */
    public static String rank(int rank) {
        return rank == 0 ? "none" : String.valueOf(rank);
    }
}
