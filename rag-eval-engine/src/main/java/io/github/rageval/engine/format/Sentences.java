package io.github.rageval.engine.format;

/**
 * Joins a message's part that ends with someone else's text (an exception's message, a value) to the sentence that
 * follows, with exactly one period between them: "… with (?:...).. Write the pattern" was seen when the first part
 * already ended with one.
 */
public final class Sentences {
    private Sentences() {
    }

    /** {@code first}, one period (unless it already ends with one), a space, then {@code next}. */
    public static String join(String first, String next) {
        String trimmed = first.stripTrailing();
        return trimmed + (trimmed.endsWith(".") ? " " : ". ") + next;
    }
}
