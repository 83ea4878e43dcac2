package io.github.rageval.engine.format;

/**
 * Tells a whole number that does not fit apart from text that is no number at all: "99999999999 is not an
 * integer" sends a user looking for a typo in a number that is fine, only too large for a Java int.
 */
public final class WholeNumbers {
    /** The range of a Java int, as messages give it. */
    public static final String RANGE = "-2147483648 to 2147483647";

    private WholeNumbers() {
    }

    /** Whether {@code text} is written as a whole number (an optional sign, then digits), whatever its size. */
    public static boolean looksWhole(String text) {
        String digits = text.startsWith("+") || text.startsWith("-") ? text.substring(1) : text;
        return !digits.isEmpty() && digits.chars().allMatch(c -> c >= '0' && c <= '9');
    }

    /**
     * A whole number as a user writes it: an optional sign, then ASCII digits, surrounding spaces ignored.
     * {@link Integer#parseInt} alone also reads digits of other scripts ({@code \u0663} as 3), which no one types
     * on purpose in a setting; the same numbers are refused everywhere ({@link PlainDecimal} is the decimals' rule).
     *
     * @throws NumberFormatException for anything else, or a number beyond an int
     */
    public static int parseInt(String text) {
        String written = text == null ? "" : text.trim();
        if (!looksWhole(written)) {
            throw new NumberFormatException("not a whole number: '" + Shown.value(written) + "'");
        }
        return Integer.parseInt(written);
    }

    /** As {@link #parseInt}, for a long. */
    public static long parseLong(String text) {
        String written = text == null ? "" : text.trim();
        if (!looksWhole(written)) {
            throw new NumberFormatException("not a whole number: '" + Shown.value(written) + "'");
        }
        return Long.parseLong(written);
    }

    /**
     * @param what what the number is, for the message ("a grade")
     * @return what is wrong with {@code text}, which {@link Integer#parseInt} rejected: out of range, with the range,
     *     or not a whole number
     */
    public static String problem(String text, String what) {
        return looksWhole(text.trim()) ? "is out of range: " + what + " is a whole number from " + RANGE
                : "is not a whole number";
    }
}
