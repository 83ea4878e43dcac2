package io.github.rageval.engine.stats;

import java.util.OptionalInt;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * How many queries a golden set needs for a two-sided paired t-test at level {@value #ALPHA} to detect a drop of
 * {@code d} in a metric's mean with power {@value #POWER}: topic set size design (T. Sakai, "Topic set size design",
 * Information Retrieval Journal 19, 2016; first at CIKM 2014).
 *
 * <p>Sakai's procedure: start from the normal approximation n = ((z<sub>1-α/2</sub> + z<sub>power</sub>) σ<sub>d</sub>
 * / d)<sup>2</sup>, rounded up, then raise n until the t-test's own power reaches the target. That power, the
 * probability that |t| exceeds the critical value w = t<sub>1-α/2</sub>(φ) with φ = n - 1 degrees of freedom when
 * t follows the noncentral t distribution of noncentrality λ = √n d / σ<sub>d</sub>, is taken with the normal
 * approximation Sakai uses (after Nagata): P(t ≤ w) ≈ Φ((w (1 - 1/(4φ)) - λ) / √(1 + w²/(2φ))), both tails added.
 * The normal start is never above the answer (the t-test is the weaker), so the search only climbs, a few steps.
 */
public final class TopicSetSize {
    /** The level of the two-sided test. */
    public static final double ALPHA = 0.05;
    /** The probability of detecting the drop. */
    public static final double POWER = 0.80;
    /** The fewest queries a paired t-test runs on. */
    static final int MIN_QUERIES = 2;
    /** Answers above this are "more than": no golden set of that size is within reach, and the search would crawl. */
    static final int MAX_QUERIES = 1_000_000;
    private static final NormalDistribution NORMAL = new NormalDistribution(0, 1);

    private TopicSetSize() {
    }

    /**
     * The queries needed to detect a drop in a metric whose per-query values over one run are these. With one run there
     * are no differences to measure, so σ<sub>d</sub> is that of two runs whose per-query values are independent
     * draws from the recorded ones: √2 times their standard deviation (n - 1 in the denominator). Two runs of one
     * retriever's versions agree on most queries, which makes their real σ<sub>d</sub> smaller, so this overstates
     * the need: a golden set of that size is enough, not merely about enough. (Against a baseline the differences
     * could be measured, but a run compared with itself has none, and would claim that two queries do.)
     *
     * @param perQuery the metric's value for each query of the run
     * @param drop the drop in the mean to detect, above 0
     * @return as {@link #queries(double, double)}; empty too for fewer than 2 queries
     */
    public static OptionalInt forDrop(double[] perQuery, double drop) {
        int n = perQuery.length;
        if (n < MIN_QUERIES) {
            return queries(Double.NaN, drop);
        }
        double mean = 0;
        for (double value : perQuery) {
            mean += value;
        }
        mean /= n;
        double squares = 0;
        for (double value : perQuery) {
            squares += (value - mean) * (value - mean);
        }
        return queries(Math.sqrt(2 * squares / (n - 1)), drop);
    }

    /**
     * @param sigmaD the standard deviation of the per-query differences between the two runs compared
     * @param drop the drop in the mean to detect, above 0
     * @return the fewest queries that detect it (at most {@value #MAX_QUERIES}); empty when σ<sub>d</sub> is 0 or not
     *     a number, where the per-query values tell nothing of the noise
     */
    public static OptionalInt queries(double sigmaD, double drop) {
        if (!(drop > 0)) {
            throw new IllegalArgumentException("the drop must be above 0, was " + drop);
        }
        if (!(sigmaD > 0) || Double.isInfinite(sigmaD)) {
            return OptionalInt.empty();
        }
        double normal = Math.ceil(Math.pow((NORMAL.inverseCumulativeProbability(1 - ALPHA / 2)
                + NORMAL.inverseCumulativeProbability(POWER)) * sigmaD / drop, 2));
        if (normal >= MAX_QUERIES) {
            return OptionalInt.of(MAX_QUERIES);
        }
        int n = Math.max(MIN_QUERIES, (int) normal);
        while (n < MAX_QUERIES && power(n, drop / sigmaD) < POWER) {
            n++;
        }
        return OptionalInt.of(n);
    }

    /**
     * The power of the two-sided paired t-test over n queries for a drop of {@code effect} standard deviations of
     * the differences, by the normal approximation of the noncentral t above.
     */
    static double power(int n, double effect) {
        double phi = n - 1;
        double w = new TDistribution(phi).inverseCumulativeProbability(1 - ALPHA / 2);
        double lambda = Math.sqrt(n) * effect;
        double scale = Math.sqrt(1 + w * w / (2 * phi));
        double shrunk = w * (1 - 1 / (4 * phi));
        return 1 - NORMAL.cumulativeProbability((shrunk - lambda) / scale)
                + NORMAL.cumulativeProbability((-shrunk - lambda) / scale);
    }
}
