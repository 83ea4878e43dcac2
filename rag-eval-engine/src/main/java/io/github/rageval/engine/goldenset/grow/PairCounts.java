package io.github.rageval.engine.goldenset.grow;

import java.util.Arrays;

/**
 * The clicks and impressions of one (query, document) pair, the impressions counted per position they were shown at:
 * COEC's expected clicks are summed over those positions once every position's click-through rate is known, at the
 * end of the log. Kept small on purpose (a few ints per position the pair was seen at), since a log of a million
 * lines holds many pairs.
 */
final class PairCounts {
    private long clicks;
    private long impressions;
    private int[] positions = new int[2];
    private long[] shown = new long[2];
    private int size;

    void click() {
        clicks++;
    }

    void impression(int position) {
        impressions(position, 1);
    }

    private void impressions(int position, long count) {
        impressions += count;
        for (int i = 0; i < size; i++) {
            if (positions[i] == position) {
                shown[i] += count;
                return;
            }
        }
        if (size == positions.length) {
            positions = Arrays.copyOf(positions, size * 2);
            shown = Arrays.copyOf(shown, size * 2);
        }
        positions[size] = position;
        shown[size++] = count;
    }

    /** Adds another tally of the same pair (a UBI search's events, once its query is known). */
    void add(PairCounts other) {
        clicks += other.clicks;
        for (int i = 0; i < other.size; i++) {
            impressions(other.positions[i], other.shown[i]);
        }
    }

    long clicks() {
        return clicks;
    }

    long impressions() {
        return impressions;
    }

    /**
     * The clicks expected of the pair: at each position it was shown, its impressions there times that position's
     * click-through rate over the whole log.
     */
    double expectedClicks(PositionRates rates) {
        double expected = 0.0;
        for (int i = 0; i < size; i++) {
            expected += rates.rate(positions[i]) * shown[i];
        }
        return expected;
    }
}
