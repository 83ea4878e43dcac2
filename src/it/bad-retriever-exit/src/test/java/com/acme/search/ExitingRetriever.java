package com.acme.search;

import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.util.List;

/** Gives up the way some scripts do: System.exit(0) from retrieve, which used to end mvn verify green. */
public class ExitingRetriever implements Retriever {
    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        System.exit(0);
        return List.of();
    }
}
