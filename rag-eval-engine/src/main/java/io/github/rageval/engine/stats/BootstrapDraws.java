package io.github.rageval.engine.stats;

import java.util.Arrays;
import java.util.List;

/**
 * The bootstrap's resamples of n queries: {@code samples} times n query indexes drawn with replacement from one seeded
 * generator. Every metric of every retriever is resampled with these same draws, so they are drawn once and kept
 * (when they fit in {@value #MAX_KEPT} indexes) instead of being drawn again for each metric: drawing is most of a
 * bootstrap's cost. Larger ones are drawn again on each use, in the same order, so the means are the same either way.
 *
 * <p>The draws are {@code new Well19937c(seed)}'s {@code nextInt(n)}, one after another: the reports' intervals are
 * fixed by them. They are made a block at a time by {@link Well19937cBlocks}, the same numbers without a call per
 * draw; and when they are not kept and there is a second processor, a second thread draws the next block while this
 * one sums the current one ({@link BlocksFilledAhead}), the blocks summed in draw order, so no mean changes.
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
    /** Resamples drawn and summed at a time when the draws are not kept. */
    private final int perBlock;
    /** Whether a second thread draws the next block while the current one is summed. */
    private final boolean ahead;

    private BootstrapDraws(int n, int samples, long seed, int[] kept, int perBlock, boolean ahead) {
        this.n = n;
        this.samples = samples;
        this.seed = seed;
        this.kept = kept;
        this.perBlock = perBlock;
        this.ahead = ahead;
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
        return of(n, samples, seed, keep, BLOCK_DRAWS, Runtime.getRuntime().availableProcessors() >= 2);
    }

    /**
     * Draws kept in memory or drawn again on each use about {@code blockDraws} at a time, with a second thread
     * drawing ahead or not, as asked.
     */
    static BootstrapDraws of(int n, int samples, long seed, boolean keep, long blockDraws, boolean ahead) {
        int perBlock = (int) Math.max(1, Math.min(samples, blockDraws / n));
        if (!keep) {
            return new BootstrapDraws(n, samples, seed, null, perBlock, ahead);
        }
        int[] indexes = new int[n * samples];
        new Well19937cBlocks(seed).nextInts(n, indexes, 0, indexes.length);
        return new BootstrapDraws(n, samples, seed, indexes, perBlock, ahead);
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
     * side by side, so that one draw reads one short run of memory per group, and each group in an array of its own
     * (64 bytes a query, 450 KB for 7,000 queries), so that a pass's random reads stay in that much memory rather
     * than range over one table of all the metrics (four times as large, past a core's second-level cache and its
     * address translation cache: 30% slower). The draws are made a block of resamples at a time, and each group of
     * metrics is summed over the block in {@value #GROUP} local accumulators, which stay in registers, where one
     * array of sums would be stored and loaded again on every addition. Each accumulator still adds its metric's
     * values in draw order, so no sum's rounding changes.
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
        // Per group, a query-major copy, the last group padded with zeros: a draw reads one short run of memory.
        double[][] byQuery = new double[groups][n * GROUP];
        for (int m = 0; m < metricCount; m++) {
            double[] group = byQuery[m / GROUP];
            for (int q = 0; q < n; q++) {
                group[q * GROUP + m % GROUP] = values[m][q];
            }
        }
        double[][] means = new double[groups * GROUP][samples];
        int blocks = (samples + perBlock - 1) / perBlock;
        if (kept != null) {
            for (int b = 0; b < blocks; b++) {
                sumBlock(byQuery, kept, b * perBlock * n, b, means);
            }
        } else {
            Well19937cBlocks random = new Well19937cBlocks(seed);
            BlocksFilledAhead.run(blocks, perBlock * n,
                    (b, into) -> random.nextInts(n, into, 0, resamplesIn(b) * n),
                    (b, drawn) -> sumBlock(byQuery, drawn, 0, b, means), ahead);
        }
        return Arrays.asList(Arrays.copyOf(means, metricCount));
    }

    /** How many resamples block {@code block} holds: {@link #perBlock}, fewer in the last block. */
    private int resamplesIn(int block) {
        return Math.min(perBlock, samples - block * perBlock);
    }

    /** The means of every group of metrics over block {@code block}, whose draws start at {@code offset}. */
    private void sumBlock(double[][] byQuery, int[] draws, int offset, int block, double[][] means) {
        for (int group = 0; group < byQuery.length; group++) {
            sumGroup(byQuery[group], group * GROUP, draws, offset, resamplesIn(block), means, block * perBlock);
        }
    }

    /**
     * The means of {@value #GROUP} metrics (from {@code metric} on) over {@code count} resamples whose draws start at
     * {@code offset}, written from resample {@code first} on.
     */
    private void sumGroup(double[] byQuery, int metric, int[] draws, int offset, int count,
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
                int from = draws[i] * GROUP;
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
