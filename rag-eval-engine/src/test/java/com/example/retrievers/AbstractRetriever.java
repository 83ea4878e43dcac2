package com.example.retrievers;

import io.github.rageval.api.Retriever;

/** Cannot be created. */
public abstract class AbstractRetriever implements Retriever {
}
