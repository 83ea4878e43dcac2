package com.acme.springapp;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.ai.document.Document;
import org.springframework.ai.vectorstore.SearchRequest;
import org.springframework.ai.vectorstore.VectorStore;
import org.springframework.ai.vectorstore.filter.Filter;

/**
 * A VectorStore without vectors, for tests: a document's score is the share of the query's words it contains, ties
 * by id; results below the request's similarity threshold are left out, as a real store leaves them out.
 */
public class WordStore implements VectorStore {
    private final Map<String, Document> documents = new LinkedHashMap<>();
    private final String prefix;
    private SearchRequest lastRequest;

    /** @param prefix put before every id returned, to tell stores apart */
    public WordStore(String prefix) {
        this.prefix = prefix;
    }

    public WordStore() {
        this("");
    }

    @Override
    public void add(List<Document> added) {
        added.forEach(document -> documents.put(document.getId(), document));
    }

    @Override
    public void delete(List<String> ids) {
        ids.forEach(documents::remove);
    }

    @Override
    public void delete(Filter.Expression expression) {
        throw new UnsupportedOperationException("not in this test store");
    }

    @Override
    public List<Document> similaritySearch(SearchRequest request) {
        lastRequest = request;
        String[] words = request.getQuery().toLowerCase(Locale.ROOT).split("\\W+");
        List<Document> found = new ArrayList<>();
        for (Document document : documents.values()) {
            String text = document.getText().toLowerCase(Locale.ROOT);
            long hits = java.util.Arrays.stream(words).filter(w -> !w.isEmpty() && text.contains(w)).count();
            double score = (double) hits / words.length;
            if (score >= request.getSimilarityThreshold()) {
                found.add(Document.builder().id(prefix + document.getId()).text(document.getText())
                        .metadata(document.getMetadata()).score(score).build());
            }
        }
        found.sort(Comparator.comparing(Document::getScore).reversed().thenComparing(Document::getId));
        return found.subList(0, Math.min(request.getTopK(), found.size()));
    }

    /** Tells the test, across class loaders, that the context closed this store. */
    public void close() {
        System.setProperty("rageval.test.closed." + prefix, "true");
    }

    public Map<String, Document> documents() {
        return documents;
    }

    public SearchRequest lastRequest() {
        return lastRequest;
    }
}
