package io.github.rageval.engine.explain;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Which golden queries get an explanation. */
public enum ExplainMode {
    /** Every query. */
    ALL,
    /** Queries with no relevant document in the top k. */
    MISSES,
    /** None. */
    NONE;

    public static Optional<ExplainMode> parse(String text) {
        return Arrays.stream(values()).filter(v -> v.name().equalsIgnoreCase(text == null ? "" : text.trim()))
                .findFirst();
    }

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
