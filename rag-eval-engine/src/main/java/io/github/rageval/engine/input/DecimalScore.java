package io.github.rageval.engine.input;

import java.nio.charset.StandardCharsets;

/**
 * A TREC run's score field read from its bytes: a decimal number as C's atof reads one,
 * {@code [+-]?([0-9]+.?[0-9]*|.[0-9]+)([eE][+-]?[0-9]+)?}, checked by hand rather than by a regular expression.
 * The value is the double nearest to the decimal, exactly as {@link Double#parseDouble} gives it: a number of at most
 * 15 significant digits times a power of ten up to 10^22 is computed directly (both factors are exact doubles, so
 * the one multiplication or division rounds correctly: Clinger's fast path); anything else goes to
 * {@link Double#parseDouble}.
 */
final class DecimalScore {
    /** What {@link #parse} returns for text that is not such a number (NaN is never one). */
    static final double NOT_A_NUMBER = Double.NaN;
    private static final int FAST_DIGITS = 15;
    private static final double[] POWERS_OF_TEN = new double[23];

    static {
        POWERS_OF_TEN[0] = 1;
        for (int i = 1; i < POWERS_OF_TEN.length; i++) {
            POWERS_OF_TEN[i] = POWERS_OF_TEN[i - 1] * 10;
        }
    }

    private DecimalScore() {
    }

    /**
     * The number in ASCII bytes {@code from..to}; {@link #NOT_A_NUMBER} when they are not a decimal number; an
     * infinity when it is beyond the range of a double.
     */
    static double parse(byte[] bytes, int from, int to) {
        int i = from;
        boolean negative = false;
        if (i < to && (bytes[i] == '+' || bytes[i] == '-')) {
            negative = bytes[i] == '-';
            i++;
        }
        long digits = 0;
        int significant = 0;
        int scale = 0;
        int integerDigits = 0;
        for (; i < to && isDigit(bytes[i]); i++) {
            integerDigits++;
            if (digits != 0 || bytes[i] != '0') {
                significant++;
                digits = significant <= FAST_DIGITS ? digits * 10 + (bytes[i] - '0') : digits;
            }
        }
        int fractionDigits = 0;
        if (i < to && bytes[i] == '.') {
            i++;
            for (; i < to && isDigit(bytes[i]); i++) {
                fractionDigits++;
                if (digits != 0 || bytes[i] != '0') {
                    significant++;
                    digits = significant <= FAST_DIGITS ? digits * 10 + (bytes[i] - '0') : digits;
                }
                scale--;
            }
        }
        if (integerDigits + fractionDigits == 0) {
            return NOT_A_NUMBER;
        }
        int exponent = 0;
        if (i < to && (bytes[i] == 'e' || bytes[i] == 'E')) {
            i++;
            boolean negativeExponent = false;
            if (i < to && (bytes[i] == '+' || bytes[i] == '-')) {
                negativeExponent = bytes[i] == '-';
                i++;
            }
            int start = i;
            for (; i < to && isDigit(bytes[i]); i++) {
                exponent = exponent < 100_000 ? exponent * 10 + (bytes[i] - '0') : exponent;
            }
            if (i == start) {
                return NOT_A_NUMBER;
            }
            exponent = negativeExponent ? -exponent : exponent;
        }
        if (i != to) {
            return NOT_A_NUMBER;
        }
        if (digits == 0 && significant == 0) {
            return negative ? -0.0 : 0.0;
        }
        int power = scale + exponent;
        if (significant <= FAST_DIGITS && Math.abs(power) < POWERS_OF_TEN.length) {
            double value = power >= 0 ? digits * POWERS_OF_TEN[power] : digits / POWERS_OF_TEN[-power];
            return negative ? -value : value;
        }
        return Double.parseDouble(new String(bytes, from, to - from, StandardCharsets.ISO_8859_1));
    }

    private static boolean isDigit(byte b) {
        return b >= '0' && b <= '9';
    }
}
