package io.github.rageval.engine.stats;

/**
 * A confidence interval for the mean of per-query values.
 *
 * @param value the mean itself
 * @param low the lower bound
 * @param high the upper bound
 * @param level the confidence level, e.g. 0.95
 * @param n the number of queries the mean is over
 */
public record ConfidenceInterval(double value, double low, double high, double level, int n) {

    public double width() {
        return high - low;
    }
}
