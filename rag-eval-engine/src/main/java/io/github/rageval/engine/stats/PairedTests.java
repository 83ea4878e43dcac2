package io.github.rageval.engine.stats;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.IntStream;
import org.apache.commons.math3.random.RandomGenerator;
import org.apache.commons.math3.random.Well19937c;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * Paired two-sided significance tests of a change between two runs over the same queries (before[i] and after[i]
 * belong to query i). None throws: a degenerate case (no query changed, a single query) gets the p-value its
 * definition gives, or a {@link PValue#notApplicable} with the reason.
 */
public final class PairedTests {
    /** Up to this many changed queries the randomization test enumerates every sign assignment. */
    public static final int EXACT_LIMIT = 20;

    private PairedTests() {
    }

    public static PairedComparison compare(double[] before, double[] after, int randomizationSamples, long seed) {
        if (before.length != after.length) {
            throw new IllegalArgumentException("paired samples differ in length: " + before.length + " and "
                    + after.length);
        }
        double[] differences = changedDifferences(before, after);
        double total = 0;
        for (int i = 0; i < before.length; i++) {
            total += after[i] - before[i];
        }
        Map<PairedTest, PValue> pValues = new EnumMap<>(PairedTest.class);
        pValues.put(PairedTest.RANDOMIZATION, randomization(differences, randomizationSamples, seed));
        pValues.put(PairedTest.WILCOXON, wilcoxon(before, after, differences.length));
        pValues.put(PairedTest.T_TEST, tTest(before, after));
        return new PairedComparison(before.length, differences.length,
                before.length == 0 ? 0.0 : total / before.length, pValues);
    }

    /** after - before for the queries whose value changed; unchanged queries carry no sign to flip. */
    static double[] changedDifferences(double[] before, double[] after) {
        return IntStream.range(0, before.length).filter(i -> after[i] != before[i])
                .mapToDouble(i -> after[i] - before[i]).toArray();
    }

    /**
     * Under "no change", each query's difference is as likely to have the opposite sign. The p-value is the
     * share of sign assignments whose |sum| is at least the observed one: all 2^m of them for m changed queries
     * up to {@value #EXACT_LIMIT}, else {@code samples} seeded random ones ((hits + 1) / (samples + 1)).
     */
    static PValue randomization(double[] differences, int samples, long seed) {
        int m = differences.length;
        if (m == 0) {
            return PValue.of(1.0, "no query changed");
        }
        double observed = Math.abs(sum(differences));
        double bar = observed - 1e-9 * Math.max(1.0, observed);
        if (m <= EXACT_LIMIT) {
            long assignments = 1L << m;
            long atLeast = 0;
            for (long mask = 0; mask < assignments; mask++) {
                double sum = 0;
                for (int j = 0; j < m; j++) {
                    sum += ((mask >> j) & 1) == 1 ? -differences[j] : differences[j];
                }
                if (Math.abs(sum) >= bar) {
                    atLeast++;
                }
            }
            return PValue.of((double) atLeast / assignments,
                    "exact over " + assignments + " sign assignments of " + m + " changed queries");
        }
        RandomGenerator random = new Well19937c(seed);
        long atLeast = 0;
        for (int s = 0; s < samples; s++) {
            double sum = 0;
            for (double difference : differences) {
                sum += random.nextBoolean() ? -difference : difference;
            }
            if (Math.abs(sum) >= bar) {
                atLeast++;
            }
        }
        return PValue.of((atLeast + 1.0) / (samples + 1.0), String.format(Locale.ROOT,
                "%d seeded random sign assignments of %d changed queries", samples, m));
    }

    /**
     * The signed-rank test on the changed queries only (zero differences dropped, Wilcoxon's own treatment), as
     * scipy.stats.wilcoxon computes it by default ({@link SignedRankTest}).
     */
    static PValue wilcoxon(double[] before, double[] after, int changed) {
        if (changed == 0) {
            return PValue.of(1.0, "no query changed");
        }
        return SignedRankTest.of(changedDifferences(before, after));
    }

    /** Commons Math's paired t-test; it needs two queries, and differences that are not all equal. */
    static PValue tTest(double[] before, double[] after) {
        int n = before.length;
        if (n < 2) {
            return PValue.notApplicable("needs at least 2 queries, has " + n);
        }
        double first = after[0] - before[0];
        boolean allEqual = true;
        for (int i = 1; i < n && allEqual; i++) {
            allEqual = after[i] - before[i] == first;
        }
        if (allEqual) {
            return first == 0
                    ? PValue.of(1.0, "no query changed")
                    : PValue.of(0.0, "every query changed by the same amount (no variance)");
        }
        return PValue.of(new TTest().pairedTTest(after, before), "over " + n + " queries");
    }

    private static double sum(double[] values) {
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return sum;
    }
}
