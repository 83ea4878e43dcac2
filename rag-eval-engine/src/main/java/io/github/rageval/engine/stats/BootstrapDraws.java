package io.github.rageval.engine.stats;

import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.random.RandomGenerator;
import org.apache.commons.math3.random.Well19937c;

/**
 * The bootstrap's resamples of n queries: {@code samples} times n query indexes drawn with replacement from one seeded
 * generator. Every metric of every retriever is resampled with these same draws, so they are drawn once and kept
 * (when they fit in {@value #MAX_KEPT} indexes) instead of being drawn again for each metric: drawing is most of a
 * bootstrap's cost. Larger ones are drawn again on each use, in the same order, so the means are the same either way.
 */
public final class BootstrapDraws {
    /** The most indexes kept in memory (64 MB of ints). */
    static final long MAX_KEPT = 1L << 24;
    private final int n;
    private final int samples;
    private final long seed;
    private final int[] kept;

    private BootstrapDraws(int n, int samples, long seed, int[] kept) {
        this.n = n;
        this.samples = samples;
        this.seed = seed;
        this.kept = kept;
    }

    /**
     * @param n the number of queries, at least 1
     * @param samples how many resamples, at least 1
     */
    public static BootstrapDraws of(int n, int samples, long seed) {
        if (n < 1 || samples < 1) {
            throw new IllegalArgumentException("n and samples must be at least 1, were " + n + " and " + samples);
        }
        return of(n, samples, seed, (long) n * samples <= MAX_KEPT);
    }

    /** Draws kept in memory or drawn again on each use, as asked. */
    static BootstrapDraws of(int n, int samples, long seed, boolean keep) {
        if (!keep) {
            return new BootstrapDraws(n, samples, seed, null);
        }
        int[] indexes = new int[n * samples];
        RandomGenerator random = new Well19937c(seed);
        for (int i = 0; i < indexes.length; i++) {
            indexes[i] = random.nextInt(n);
        }
        return new BootstrapDraws(n, samples, seed, indexes);
    }

    public int n() {
        return n;
    }

    public int samples() {
        return samples;
    }

    public long seed() {
        return seed;
    }

    /** The mean of each resample of these values (one per query, in the order the draws index). */
    public double[] means(double[] values) {
        return means(List.of(values)).get(0);
    }

    /**
     * The means of each resample for several metrics at once, each list entry one metric's values (one per query):
     * one pass over the draws serves them all, so draws that are not kept are drawn once for all the metrics rather
     * than once per metric (a run of thousands of queries has too many draws to keep). Each metric's sums run in
     * draw order, so its means equal {@link #means(double[])} of it alone, bit for bit.
     */
    public List<double[]> means(List<double[]> metrics) {
        double[][] values = metrics.toArray(double[][]::new);
        for (double[] one : values) {
            if (one.length != n) {
                throw new IllegalArgumentException(one.length + " values for draws over " + n + " queries");
            }
        }
        // Query-major copy (every metric's value of one query side by side): a draw then reads one short run of
        // memory instead of one value in each metric's array.
        int metricCount = values.length;
        double[] byQuery = new double[n * metricCount];
        for (int m = 0; m < metricCount; m++) {
            for (int q = 0; q < n; q++) {
                byQuery[q * metricCount + m] = values[m][q];
            }
        }
        double[][] means = new double[metricCount][samples];
        double[] sums = new double[metricCount];
        RandomGenerator random = kept == null ? new Well19937c(seed) : null;
        int next = 0;
        for (int s = 0; s < samples; s++) {
            Arrays.fill(sums, 0);
            for (int i = 0; i < n; i++) {
                int from = (kept != null ? kept[next++] : random.nextInt(n)) * metricCount;
                for (int m = 0; m < metricCount; m++) {
                    sums[m] += byQuery[from + m];
                }
            }
            for (int m = 0; m < metricCount; m++) {
                means[m][s] = sums[m] / n;
            }
        }
        return Arrays.asList(means);
    }
}
