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
    /** Metrics summed side by side, each in a local accumulator. */
    static final int GROUP = 8;
    /** About how many draws are made at a time when they are not kept (1 MB of ints). */
    static final long BLOCK_DRAWS = 1L << 18;
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
     * than once per metric (a run of thousands of queries has too many draws to keep). Each metric's sum runs in draw
     * order from 0, so its means equal {@link #means(double[])} of it alone, bit for bit.
     *
     * <p>Why it is laid out so: the sums are the bootstrap's cost (samples x n x metrics additions, 2 billion for
     * 10,000 resamples of 7,000 queries and 30 metrics). The values are copied query-major, {@value #GROUP} metrics
     * side by side, so that one draw reads one cache line per group; the draws are made a block of resamples at a
     * time, and each group of metrics is summed over the block in {@value #GROUP} local accumulators, which stay in
     * registers, where one array of sums would be stored and loaded again on every addition. Each accumulator still
     * adds its metric's values in draw order, so no sum's rounding changes.
     */
    public List<double[]> means(List<double[]> metrics) {
        double[][] values = metrics.toArray(double[][]::new);
        for (double[] one : values) {
            if (one.length != n) {
                throw new IllegalArgumentException(one.length + " values for draws over " + n + " queries");
            }
        }
        int metricCount = values.length;
        int groups = (metricCount + GROUP - 1) / GROUP;
        int stride = groups * GROUP;
        // Query-major copy, padded with zeros to whole groups: a draw reads a short run of memory per group.
        double[] byQuery = new double[n * stride];
        for (int m = 0; m < metricCount; m++) {
            for (int q = 0; q < n; q++) {
                byQuery[q * stride + m] = values[m][q];
            }
        }
        double[][] means = new double[stride][samples];
        int perBlock = (int) Math.max(1, Math.min(samples, BLOCK_DRAWS / n));
        int[] block = kept != null ? kept : new int[perBlock * n];
        RandomGenerator random = kept == null ? new Well19937c(seed) : null;
        for (int first = 0; first < samples; first += perBlock) {
            int count = Math.min(perBlock, samples - first);
            int offset = kept != null ? first * n : 0;
            if (kept == null) {
                for (int i = 0; i < count * n; i++) {
                    block[i] = random.nextInt(n);
                }
            }
            for (int group = 0; group < groups; group++) {
                sumGroup(byQuery, stride, group * GROUP, block, offset, count, means, first);
            }
        }
        return Arrays.asList(Arrays.copyOf(means, metricCount));
    }

    /**
     * The means of {@value #GROUP} metrics (from {@code metric} on) over {@code count} resamples whose draws start at
     * {@code offset}, written from resample {@code first} on.
     */
    private void sumGroup(double[] byQuery, int stride, int metric, int[] draws, int offset, int count,
                          double[][] means, int first) {
        for (int s = 0; s < count; s++) {
            double a0 = 0;
            double a1 = 0;
            double a2 = 0;
            double a3 = 0;
            double a4 = 0;
            double a5 = 0;
            double a6 = 0;
            double a7 = 0;
            int start = offset + s * n;
            for (int i = start; i < start + n; i++) {
                int from = draws[i] * stride + metric;
                a0 += byQuery[from];
                a1 += byQuery[from + 1];
                a2 += byQuery[from + 2];
                a3 += byQuery[from + 3];
                a4 += byQuery[from + 4];
                a5 += byQuery[from + 5];
                a6 += byQuery[from + 6];
                a7 += byQuery[from + 7];
            }
            int at = first + s;
            means[metric][at] = a0 / n;
            means[metric + 1][at] = a1 / n;
            means[metric + 2][at] = a2 / n;
            means[metric + 3][at] = a3 / n;
            means[metric + 4][at] = a4 / n;
            means[metric + 5][at] = a5 / n;
            means[metric + 6][at] = a6 / n;
            means[metric + 7][at] = a7 / n;
        }
    }
}
