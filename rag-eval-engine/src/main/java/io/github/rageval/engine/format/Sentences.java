package io.github.rageval.engine.format;

import java.util.List;

/**
 * Joins a message's part that ends with someone else's text (an exception's message, a value) to the sentence that
 * follows, with exactly one period between them: "… with (?:...).. Write the pattern" was seen when the first part
 * already ended with one. Also names several items in a sentence.
 */
public final class Sentences {
    private Sentences() {
    }

    /** {@code first}, one period (unless it already ends with one), a space, then {@code next}. */
    public static String join(String first, String next) {
        String trimmed = first.stripTrailing();
        return trimmed + (trimmed.endsWith(".") ? " " : ". ") + next;
    }

    /** {@code a}, {@code a and b}, {@code a, b and c}: items named in a sentence. */
    public static String and(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
