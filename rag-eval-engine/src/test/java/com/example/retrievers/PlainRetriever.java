package com.example.retrievers;

import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.util.List;

/** A retriever with only a no-argument constructor: always the same answer. */
public class PlainRetriever implements Retriever {
    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        return List.of(new ScoredDocument("pw-reset", 0.5));
    }
}
