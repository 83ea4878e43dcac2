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
     * What is wrong with a setting's value that {@link #parseInt} rejected: not a whole number, or one too large to
     * read. Its range is the setting's own (a k of at least 1, a maxFailingQueries
     * of -1 or more), which the settings pass checks once the number is read, so a number too large to read is not
     * answered with int's range, whose negative half most settings refuse.
     *
     * @param setting the setting's name as the front end writes it
     */
    public static String settingProblem(String text, String setting) {
        String written = text.trim();
        if (!looksWhole(written)) {
            return "is not a whole number";
        }
        return written.startsWith("-") ? "is out of range (below " + Integer.MIN_VALUE + ")"
                : "is too large: " + setting + " holds at most " + Integer.MAX_VALUE;
    }
}
