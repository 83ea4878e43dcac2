package io.github.rageval.engine.format;

import io.github.rageval.engine.stats.ConfidenceInterval;
import io.github.rageval.engine.stats.PValue;
import java.math.BigDecimal;
import java.math.RoundingMode;

/** Numbers as every report prints them: exact binary values rounded half-to-even, never locale-dependent. */
public final class Decimals {
    private static final int MAX_DECIMALS = 12;

    private Decimals() {
    }

    /** {@code 0.93}. */
    public static String two(double value) {
        return PythonFormat.twoDecimals(value);
    }

    /** {@code 12%}: a share as a whole percentage, rounded half-to-even; {@code n/a} when there is none (NaN). */
    public static String percent(double share) {
        return Double.isNaN(share) ? "n/a" : new BigDecimal(share * 100).setScale(0, RoundingMode.HALF_EVEN)
                .toPlainString() + "%";
    }

    /** {@code +0.10}, {@code -0.13}: the sign of the exact value, two decimals of its magnitude. */
    public static String signed(double delta) {
        return (delta < 0 ? "-" : "+") + two(Math.abs(delta));
    }

    /**
     * The magnitude of {@code value} with two decimals, or as many more as it takes to show it is above
     * {@code limit} (a drop of 0.0500001 over an allowed 0.05 reads {@code 0.0500001}, not {@code 0.05}).
     */
    public static String above(double value, BigDecimal limit) {
        BigDecimal exact = new BigDecimal(Math.abs(value));
        for (int decimals = 2; decimals < MAX_DECIMALS; decimals++) {
            BigDecimal shown = exact.setScale(decimals, RoundingMode.HALF_EVEN);
            if (shown.compareTo(limit) > 0) {
                return shown.toPlainString();
            }
        }
        return exact.setScale(MAX_DECIMALS, RoundingMode.HALF_EVEN).toPlainString();
    }

    /** {@code p = 0.031}, {@code p < 0.001}, or {@code p n/a} when the test does not apply. */
    public static String p(PValue p) {
        String number = pNumber(p);
        return "p " + (number.startsWith("<") || !p.applicable() ? number : "= " + number);
    }

    /** {@code 0.031}, {@code < 0.001}, or {@code n/a} when the test does not apply. */
    public static String pNumber(PValue p) {
        if (!p.applicable()) {
            return "n/a";
        }
        if (p.value() < 0.001) {
            return "< 0.001";
        }
        return new BigDecimal(p.value()).setScale(3, RoundingMode.HALF_EVEN).toPlainString();
    }

    /** {@code [0.80, 1.00]}. */
    public static String interval(ConfidenceInterval interval) {
        return "[" + two(interval.low()) + ", " + two(interval.high()) + "]";
    }

    /** {@code 0.93 [0.80, 1.00] (n=10)}. */
    public static String withInterval(ConfidenceInterval interval) {
        return two(interval.value()) + " " + interval(interval) + " (n=" + interval.n() + ")";
    }

    /** A configured double as Python's repr writes it: {@code 0.05}. */
    public static String shortest(double value) {
        return PythonFormat.floatRepr(value);
    }
}
