package io.github.rageval.engine.stats;

import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * Percentile bootstrap interval of a mean: the queries are resampled with replacement {@code samples} times, the
 * mean is taken of each resample, and the interval runs between the (1 - level) / 2 and (1 + level) / 2
 * percentiles of those means (Commons Math's R-7 estimator, as numpy's default).
 *
 * <p>The random generator is seeded with the same seed for every metric, so every metric is resampled with the
 * same draws of queries: the intervals are reproducible byte for byte and do not change when metrics are added.
 * A strongly skewed resampling distribution can leave the observed mean just outside the percentiles; the
 * interval is then widened to include it, so a value is never printed outside its own interval.
 */
public final class BootstrapInterval {
    public static final double LEVEL = 0.95;

    private BootstrapInterval() {
    }

    /**
     * @param values one value per query
     * @param mean the mean of {@code values} as reported (computed by the caller's summation)
     * @param samples how many resamples, at least 1
     * @param seed the random generator's seed
     */
    public static ConfidenceInterval of(double[] values, double mean, int samples, long seed) {
        if (samples < 1) {
            throw new IllegalArgumentException("samples must be at least 1, was " + samples);
        }
        if (values.length == 0) {
            return new ConfidenceInterval(mean, mean, mean, LEVEL, 0);
        }
        return of(values, mean, BootstrapDraws.of(values.length, samples, seed));
    }

    /**
     * The interval from draws made once for many metrics (the same as drawing them for this one: {@link
     * BootstrapDraws}).
     *
     * @param values one value per query, as many as the draws' n
     */
    public static ConfidenceInterval of(double[] values, double mean, BootstrapDraws draws) {
        return fromMeans(draws.means(values), mean, values.length);
    }

    /**
     * The interval from the resamples' means already taken ({@link BootstrapDraws#means(java.util.List)} serves
     * many metrics in one pass).
     *
     * @param means each resample's mean
     * @param mean the mean of the values as reported
     * @param n how many queries were resampled
     */
    public static ConfidenceInterval fromMeans(double[] means, double mean, int n) {
        Percentile percentile = new Percentile().withEstimationType(Percentile.EstimationType.R_7);
        percentile.setData(means);
        double tail = (1 - LEVEL) / 2 * 100;
        double low = Math.min(percentile.evaluate(tail), mean);
        double high = Math.max(percentile.evaluate(100 - tail), mean);
        return new ConfidenceInterval(mean, low, high, LEVEL, n);
    }
}
