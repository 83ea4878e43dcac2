package io.github.rageval.engine.data;

import java.util.Objects;

/** One document of the corpus: its id and the text the retriever indexes. */
public record Document(String id, String text) {
    public Document {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(text, "text");
    }
}
