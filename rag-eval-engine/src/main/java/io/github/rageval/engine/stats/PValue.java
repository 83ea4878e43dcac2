package io.github.rageval.engine.stats;

/**
 * One test's two-sided p-value, or why there is none.
 *
 * @param value the p-value in [0, 1], or NaN when the test does not apply
 * @param note how it was obtained ("exact over 1024 sign assignments") or why it does not apply
 */
public record PValue(double value, String note) {

    public static PValue of(double value, String note) {
        return new PValue(Math.max(0.0, Math.min(1.0, value)), note);
    }

    public static PValue notApplicable(String reason) {
        return new PValue(Double.NaN, reason);
    }

    public boolean applicable() {
        return !Double.isNaN(value);
    }

    /** Significant at level alpha: applicable and below it. */
    public boolean below(double alpha) {
        return applicable() && value < alpha;
    }
}
