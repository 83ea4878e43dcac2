package io.github.rageval.engine.format;

/**
 * A count with its noun in the number the count asks for: {@code 1 query}, {@code 3 queries}, {@code 0 queries}.
 * Console lines and messages count things the user reads back ("1 judgment judge documents" reads as a typo), so each
 * count names its noun through here rather than with a plural written in.
 */
public final class Counted {
    private Counted() {
    }

    /** {@code 1 query} for one, {@code n queries} for any other count. */
    public static String of(long count, String one, String many) {
        return count + " " + choose(count, one, many);
    }

    /** The word for this count: {@code one} for 1, else {@code many} (a verb agrees the same way: is/are). */
    public static String choose(long count, String one, String many) {
        return count == 1 ? one : many;
    }
}
