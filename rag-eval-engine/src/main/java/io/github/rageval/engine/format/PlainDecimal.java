package io.github.rageval.engine.format;

import java.math.BigDecimal;
import java.util.regex.Pattern;

/**
 * The one reader of the numbers a user writes (thresholds, maxDrop, latency limits, retriever options, decimal
 * settings): a plain decimal, an optional sign, ASCII digits, an optional fraction and an optional exponent
 * ({@code 0.9}, {@code -2}, {@code 1.5e-3}), whose value is a finite double. {@link Double#parseDouble} alone would
 * also take {@code 0x1p1}, {@code 1.2d}, {@code NaN}, {@code Infinity} and {@code 1e400}, and {@link BigDecimal}
 * digits of any script: a value the user did not mean, or one that makes a limit never fail, must be refused, and
 * every setting refuses the same ones.
 */
public final class PlainDecimal {
    /** Why text that is not a plain decimal is refused, as messages put it after the value. */
    public static final String NOT_A_NUMBER = "is not a number";
    private static final Pattern GRAMMAR = Pattern.compile("[+-]?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?");

    private PlainDecimal() {
    }

    /**
     * The decimal written, exactly, surrounding spaces ignored.
     *
     * @throws NumberFormatException whose message says what is wrong, worded to follow the value in a message
     *     ({@value #NOT_A_NUMBER}, {@code is out of range: ...}), for text that is not a plain decimal or whose value a
     *     double cannot hold (beyond about 1.8e308, or so close to 0 that it would read as 0)
     */
    public static BigDecimal parse(String text) {
        String written = text == null ? "" : text.trim();
        if (!GRAMMAR.matcher(written).matches()) {
            throw new NumberFormatException(NOT_A_NUMBER);
        }
        BigDecimal value;
        try {
            value = new BigDecimal(written);
        } catch (NumberFormatException e) {
            // Only an exponent beyond an int gets here.
            throw new NumberFormatException("has an exponent too large for a number");
        }
        double nearest = value.doubleValue();
        if (Double.isInfinite(nearest)) {
            throw new NumberFormatException("is out of range: a number's size is at most about 1.8e308");
        }
        if (nearest == 0 && value.signum() != 0) {
            throw new NumberFormatException("is too close to 0 to be held as a number: the nearest to 0 is about"
                    + " 4.9e-324");
        }
        return value;
    }

    /** As {@link #parse}, as the nearest double, which is finite. */
    public static double parseDouble(String text) {
        return parse(text).doubleValue();
    }

    /** Whether {@link #parse} takes the text. */
    public static boolean isPlain(String text) {
        try {
            parse(text);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
