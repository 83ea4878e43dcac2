package io.github.rageval.api;

import java.util.List;
import java.util.Objects;

/**
 * One golden query, as {@link Retriever#retrieve(Query, int)} receives it.
 *
 * @param id the golden case's {@code query_id}; null when the golden dataset gives none
 * @param text the query's text
 * @param tags the golden case's tags ({@code critical}, {@code billing}), each once, in the order given; never
 *     null, unmodifiable
 */
public record Query(String id, String text, List<String> tags) {
    public Query {
        Objects.requireNonNull(text, "text");
        tags = tags == null ? List.of() : List.copyOf(tags);
    }
}
