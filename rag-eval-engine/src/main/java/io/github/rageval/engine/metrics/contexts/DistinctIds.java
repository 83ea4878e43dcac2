package io.github.rageval.engine.metrics.contexts;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The share of one list's distinct ids that occur in another list, which both of ragas' id-based context metrics
 * are: precision counts the retrieved ids found among the references, recall the reference ids found among the
 * retrieved. ragas turns both lists into sets of {@code str(id)} first, so duplicates count once and order is
 * irrelevant; ids here are strings already and compared exactly (case and leading zeros matter).
 */
final class DistinctIds {
    private DistinctIds() {
    }

    /**
     * @param counted the ids whose distinct values are counted
     * @param searched the ids they are looked up in
     * @return distinct counted ids found in searched over distinct counted ids; NaN when counted is empty
     */
    static double shareFound(List<String> counted, List<String> searched) {
        Set<String> distinct = distinct(counted);
        if (distinct.isEmpty()) {
            return Double.NaN;
        }
        Set<String> lookup = distinct(searched);
        int hits = 0;
        for (String id : distinct) {
            if (lookup.contains(id)) {
                hits++;
            }
        }
        return (double) hits / distinct.size();
    }

    private static Set<String> distinct(List<String> ids) {
        Set<String> set = new HashSet<>();
        for (String id : ids) {
            set.add(Objects.requireNonNull(id, "context id"));
        }
        return set;
    }
}
