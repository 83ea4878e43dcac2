package io.github.rageval.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One document of the corpus, as {@link Retriever#index} receives it.
 *
 * @param id the document's id ({@code doc_id} in a corpus file, {@code _id} in a BEIR corpus)
 * @param text the text to index (a BEIR document's title and text, joined by a newline)
 * @param metadata the corpus record's other fields whose values are text, numbers or booleans, as text, in file
 *     order (a BEIR document's {@code title} and the fields of its {@code metadata} object); never null,
 *     unmodifiable
 */
public record Document(String id, String text, Map<String, String> metadata) {
    public Document {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(text, "text");
        metadata = metadata == null || metadata.isEmpty() ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(metadata));
    }

    /** A document without metadata. */
    public Document(String id, String text) {
        this(id, text, Map.of());
    }
}
