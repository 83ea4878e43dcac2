package io.github.rageval.engine.retriever.capability;

import io.github.rageval.engine.retriever.index.IndexStats;

/** A built-in retriever whose index the report describes: its vocabulary and its size in memory. */
public interface IndexedRetriever {

    /** The number of distinct terms indexed. */
    int vocabularySize();

    /** The index's size. */
    IndexStats stats();
}
