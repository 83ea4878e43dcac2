package io.github.rageval.engine.retriever.capability;

import io.github.rageval.api.Document;

/**
 * A built-in retriever that indexes the corpus as it streams from the file, so that a large corpus is never held
 * as a list: the evaluation hands it every document in file order, then calls {@link #finishIndexing()} once,
 * instead of {@link io.github.rageval.api.Retriever#index}.
 */
public interface StreamingIndexer {

    /** Indexes one document; its text may be dropped afterwards. */
    void add(Document document);

    /** Called once after the last document, before any query. */
    void finishIndexing();

    /** A whole corpus at once, as {@link io.github.rageval.api.Retriever#index} hands it over. */
    default void addAll(java.util.List<Document> corpus) {
        corpus.forEach(this::add);
        finishIndexing();
    }
}
