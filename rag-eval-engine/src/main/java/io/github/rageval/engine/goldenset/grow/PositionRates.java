package io.github.rageval.engine.goldenset.grow;

import java.util.HashMap;
import java.util.Map;

/**
 * Clicks and impressions per position over the whole log, every query's together: a position's click-through rate
 * is its clicks divided by its impressions, 0 where nothing was shown (as OpenSearch search-relevance's
 * {@code CoecClickModel} computes its rank-aggregated click-through).
 */
final class PositionRates {
    private final Map<Integer, long[]> counts = new HashMap<>();

    void impression(int position) {
        counts.computeIfAbsent(position, p -> new long[2])[0]++;
    }

    void click(int position) {
        counts.computeIfAbsent(position, p -> new long[2])[1]++;
    }

    double rate(int position) {
        long[] count = counts.get(position);
        return count == null || count[0] == 0 ? 0.0 : (double) count[1] / count[0];
    }
}
