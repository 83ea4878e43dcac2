package io.github.rageval.engine.render;

import io.github.rageval.engine.model.Keywords;
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
        return Keywords.parse(ShowQueries.class, text);
    }

    public String key() {
        return Keywords.key(this);
    }
}
