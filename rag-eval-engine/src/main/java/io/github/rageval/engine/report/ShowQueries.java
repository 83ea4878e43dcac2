package io.github.rageval.engine.report;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Which golden queries the console report prints one by one. */
public enum ShowQueries {
    /** Every query, hit or miss. */
    ALL,
    /** Only queries with no relevant document in the top k. */
    MISSES,
    /** None: only the vocabulary size, the summary and the gate. */
    NONE;

    public static Optional<ShowQueries> parse(String text) {
        return Arrays.stream(values()).filter(v -> v.name().equalsIgnoreCase(text == null ? "" : text.trim()))
                .findFirst();
    }

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
