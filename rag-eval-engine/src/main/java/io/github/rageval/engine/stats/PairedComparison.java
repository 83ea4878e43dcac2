package io.github.rageval.engine.stats;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * The change of one metric between two runs over the same queries, with every paired test's p-value.
 *
 * @param n the number of paired queries
 * @param changed how many queries have a different value
 * @param meanDifference the mean of after - before
 * @param pValues one per test, in {@link PairedTest} order
 */
public record PairedComparison(int n, int changed, double meanDifference, Map<PairedTest, PValue> pValues) {
    public PairedComparison {
        pValues = Collections.unmodifiableMap(new EnumMap<>(pValues));
    }

    public PValue pValue(PairedTest test) {
        return pValues.get(test);
    }
}
