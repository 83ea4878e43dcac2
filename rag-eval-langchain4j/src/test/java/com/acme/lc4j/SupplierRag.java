package com.acme.lc4j;

import dev.langchain4j.rag.content.retriever.ContentRetriever;
import java.util.function.Supplier;

/** A factory as a Supplier. */
public class SupplierRag implements Supplier<ContentRetriever> {
    @Override
    public ContentRetriever get() {
        return new FixedRetriever();
    }
}
