package io.github.rageval.engine.data;

import java.util.List;
import java.util.Objects;

/** One labelled query of the golden dataset: the query text and the ids of the documents that answer it. */
public record GoldenCase(String query, List<String> relevantDocIds) {
    public GoldenCase {
        Objects.requireNonNull(query, "query");
        relevantDocIds = List.copyOf(relevantDocIds);
    }
}
