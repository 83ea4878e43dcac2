package io.github.rageval.engine.stats;

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
        if (values.length != n) {
            throw new IllegalArgumentException(values.length + " values for draws over " + n + " queries");
        }
        double[] means = new double[samples];
        RandomGenerator random = kept == null ? new Well19937c(seed) : null;
        int next = 0;
        for (int s = 0; s < samples; s++) {
            double sum = 0;
            for (int i = 0; i < n; i++) {
                sum += values[kept != null ? kept[next++] : random.nextInt(n)];
            }
            means[s] = sum / n;
        }
        return means;
    }
}
