package io.github.rageval.engine.baseline;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which baseline query each current query is: the same golden query id where both have one, else the same query as
 * reports name it (its text). A golden set edited since the baseline (a query added, removed, moved or re-worded under
 * its id) is still compared on the queries both runs share. Two queries of one name are paired in their order.
 *
 * @param baselineIndex for each current query, in golden order, the index of its baseline query; -1 for a query
 *     added since
 * @param removed the baseline queries no current query pairs with, in baseline order
 */
public record QueryPairing(int[] baselineIndex, List<Integer> removed) {
    public QueryPairing {
        baselineIndex = baselineIndex.clone();
        removed = List.copyOf(removed);
    }

    /** The current run's queries paired with the baseline's. */
    public static QueryPairing of(List<RecordedCase> baseline, List<RecordedCase> current) {
        Map<String, Deque<Integer>> byId = new HashMap<>();
        Map<String, Deque<Integer>> byName = new HashMap<>();
        for (int i = 0; i < baseline.size(); i++) {
            RecordedCase recorded = baseline.get(i);
            if (recorded.queryId() != null) {
                byId.computeIfAbsent(recorded.queryId(), id -> new ArrayDeque<>()).add(i);
            }
            byName.computeIfAbsent(recorded.query(), name -> new ArrayDeque<>()).add(i);
        }
        boolean[] taken = new boolean[baseline.size()];
        int[] index = new int[current.size()];
        for (int i = 0; i < current.size(); i++) {
            RecordedCase now = current.get(i);
            int paired = now.queryId() != null ? next(byId.get(now.queryId()), taken) : -1;
            if (paired < 0) {
                paired = next(byName.get(now.query()), baseline, taken, now.queryId() != null);
            }
            index[i] = paired;
            if (paired >= 0) {
                taken[paired] = true;
            }
        }
        List<Integer> removed = new ArrayList<>();
        for (int i = 0; i < taken.length; i++) {
            if (!taken[i]) {
                removed.add(i);
            }
        }
        return new QueryPairing(index, removed);
    }

    /** The first of the candidates not yet taken; -1 for none. */
    private static int next(Deque<Integer> candidates, boolean[] taken) {
        if (candidates != null) {
            for (int candidate : candidates) {
                if (!taken[candidate]) {
                    return candidate;
                }
            }
        }
        return -1;
    }

    /**
     * As {@link #next(Deque, boolean[])}, by name: two queries that both have ids are paired by their ids alone, so a
     * query re-worded under its id and a new query given the old wording are not crossed.
     */
    private static int next(Deque<Integer> candidates, List<RecordedCase> baseline, boolean[] taken,
                            boolean currentHasId) {
        if (candidates != null) {
            for (int candidate : candidates) {
                if (!taken[candidate] && !(currentHasId && baseline.get(candidate).queryId() != null)) {
                    return candidate;
                }
            }
        }
        return -1;
    }

    /** The number of queries both runs have. */
    public int shared() {
        return (int) Arrays.stream(baselineIndex).filter(i -> i >= 0).count();
    }

    /** Whether every query of each run pairs with one of the other, in any order. */
    public boolean complete() {
        return removed.isEmpty() && shared() == baselineIndex.length;
    }

    /** Whether every query pairs with the one at its own index: the golden set did not change. */
    public boolean identity() {
        if (!removed.isEmpty()) {
            return false;
        }
        for (int i = 0; i < baselineIndex.length; i++) {
            if (baselineIndex[i] != i) {
                return false;
            }
        }
        return true;
    }

    /** The current indices of the queries added since the baseline, golden order. */
    public List<Integer> added() {
        List<Integer> added = new ArrayList<>();
        for (int i = 0; i < baselineIndex.length; i++) {
            if (baselineIndex[i] < 0) {
                added.add(i);
            }
        }
        return added;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof QueryPairing that && Arrays.equals(baselineIndex, that.baselineIndex)
                && removed.equals(that.removed);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(baselineIndex) + removed.hashCode();
    }

    @Override
    public String toString() {
        return "QueryPairing" + Arrays.toString(baselineIndex) + " removed " + removed;
    }
}
