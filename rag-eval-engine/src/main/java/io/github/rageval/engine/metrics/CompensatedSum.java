package io.github.rageval.engine.metrics;

/**
 * Neumaier's compensated summation, the algorithm Python 3.12+ uses in {@code sum()} on floats. Means over
 * queries then come out as the specification printed them (0.5166666666666666, not ...667) and do not depend on
 * the order queries are added in beyond the last bit.
 */
public final class CompensatedSum {
    private double sum;
    private double compensation;

    public void add(double value) {
        double t = sum + value;
        if (Math.abs(sum) >= Math.abs(value)) {
            compensation += (sum - t) + value;
        } else {
            compensation += (value - t) + sum;
        }
        sum = t;
    }

    public double value() {
        return sum + compensation;
    }

    public static double mean(double[] values) {
        if (values.length == 0) {
            return 0.0;
        }
        CompensatedSum total = new CompensatedSum();
        for (double value : values) {
            total.add(value);
        }
        return total.value() / values.length;
    }
}
