package io.github.rageval.engine.stats;

import java.util.Arrays;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The two-sided Wilcoxon signed-rank test as {@code scipy.stats.wilcoxon} runs it by default on differences that are
 * all non-zero: the exact distribution of the positive rank sum when there are at most {@value #EXACT_LIMIT} of them
 * and no two tie in absolute value; with ties, the exact distribution over every sign assignment of the mid-ranks
 * (scipy's permutation test) up to {@value #PERMUTATION_LIMIT} of them; else the normal approximation with the tie
 * correction and without a continuity correction (scipy's {@code correction=False}).
 *
 * <p>Commons Math's asymptotic formula, used before, leaves the tie correction out and subtracts its continuity
 * correction on the anti-conservative side; IR metrics tie heavily (every change of hit_rate is +1 or -1), so its
 * p-values were orders of magnitude off scipy's and R's.
 */
final class SignedRankTest {
    /** Up to this many differences without ties, the exact distribution (scipy's {@code method='auto'}). */
    static final int EXACT_LIMIT = 50;
    /** Up to this many differences with ties, every sign assignment (scipy's permutation test, 2^13 of them). */
    static final int PERMUTATION_LIMIT = 13;
    private static final NormalDistribution NORMAL = new NormalDistribution(0, 1);

    private SignedRankTest() {
    }

    /** @param differences the non-zero differences, at least one */
    static PValue of(double[] differences) {
        int n = differences.length;
        double[] magnitudes = new double[n];
        for (int i = 0; i < n; i++) {
            magnitudes[i] = Math.abs(differences[i]);
        }
        Ranks ranks = Ranks.of(magnitudes);
        // Twice the mid-ranks: whole numbers, so that rank sums count exactly.
        long positiveSum = 0;
        for (int i = 0; i < n; i++) {
            if (differences[i] > 0) {
                positiveSum += ranks.doubled()[i];
            }
        }
        String over = " over " + n + " changed queries";
        if (!ranks.tied() && n <= EXACT_LIMIT) {
            return PValue.of(exact(ranks.doubled(), (int) positiveSum), "exact" + over);
        }
        if (ranks.tied() && n <= PERMUTATION_LIMIT) {
            return PValue.of(exact(ranks.doubled(), (int) positiveSum), "exact, ties included," + over);
        }
        return PValue.of(normal(n, ranks.tieTerm(), positiveSum / 2.0),
                (ranks.tied() ? "normal approximation with tie correction" : "normal approximation") + over);
    }

    /**
     * 2 min(P(S ≤ s), P(S ≥ s)) for the positive rank sum S when each difference's sign is a fair coin, counted
     * over every sign assignment by subset sums of the (doubled) ranks.
     */
    private static double exact(int[] doubledRanks, int observed) {
        int total = Arrays.stream(doubledRanks).sum();
        // At most 2^50 assignments: counts fit a long, and a double holds each exactly enough to divide.
        long[] ways = new long[total + 1];
        ways[0] = 1;
        int reached = 0;
        for (int rank : doubledRanks) {
            for (int sum = reached; sum >= 0; sum--) {
                ways[sum + rank] += ways[sum];
            }
            reached += rank;
        }
        double assignments = Math.pow(2, doubledRanks.length);
        long atMost = 0;
        long atLeast = 0;
        for (int sum = 0; sum <= total; sum++) {
            if (sum <= observed) {
                atMost += ways[sum];
            }
            if (sum >= observed) {
                atLeast += ways[sum];
            }
        }
        return Math.min(1.0, 2 * Math.min(atMost, atLeast) / assignments);
    }

    /** The normal approximation of S's distribution, its variance reduced by the ties: no continuity correction. */
    private static double normal(int n, double tieTerm, double positiveSum) {
        double mean = n * (n + 1) / 4.0;
        double variance = (n * (n + 1.0) * (2.0 * n + 1.0) - tieTerm / 2) / 24;
        double z = (positiveSum - mean) / Math.sqrt(variance);
        return 2 * NORMAL.cumulativeProbability(-Math.abs(z));
    }

    /**
     * Mid-ranks of values, doubled, and the ties among them.
     *
     * @param doubled twice each value's mid-rank (1-based), by the values' order
     * @param tieTerm the sum over groups of equal values of t^3 - t, t the group's size
     */
    private record Ranks(int[] doubled, double tieTerm) {
        boolean tied() {
            return tieTerm > 0;
        }

        static Ranks of(double[] values) {
            int n = values.length;
            Integer[] order = new Integer[n];
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
            Arrays.sort(order, (a, b) -> Double.compare(values[a], values[b]));
            int[] doubled = new int[n];
            double tieTerm = 0;
            for (int start = 0; start < n; ) {
                int end = start;
                while (end + 1 < n && values[order[end + 1]] == values[order[start]]) {
                    end++;
                }
                // Ranks start+1 .. end+1 share their mean; doubled, that is start + end + 2.
                for (int i = start; i <= end; i++) {
                    doubled[order[i]] = start + end + 2;
                }
                double t = end - start + 1;
                tieTerm += t * t * t - t;
                start = end + 1;
            }
            return new Ranks(doubled, tieTerm);
        }
    }
}
