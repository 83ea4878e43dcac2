package com.acme.search;

import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A team's retriever that a hosted search service would need an API key for: it requires the option apiKey. What it
 * ranks does not matter here: every query gets the first k documents of the corpus, scores falling with the rank.
 */
public class KeyedRetriever implements Retriever {
    private final List<String> ids = new ArrayList<>();

    public KeyedRetriever(Map<String, String> options) {
        if (options.getOrDefault("apiKey", "").isBlank()) {
            throw new IllegalArgumentException("the option apiKey is required");
        }
    }

    @Override
    public void index(List<Document> corpus) {
        corpus.forEach(document -> ids.add(document.id()));
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        List<ScoredDocument> ranked = new ArrayList<>();
        for (int rank = 0; rank < Math.min(k, ids.size()); rank++) {
            ranked.add(new ScoredDocument(ids.get(rank), 1.0 / (rank + 1)));
        }
        return ranked;
    }
}
