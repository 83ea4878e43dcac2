package com.acme.search;

import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Fails where the option failIn says: constructor, index or retrieve (on the SSO query); records close(). */
public class FailingRetriever implements Retriever {
    private final String failIn;

    public FailingRetriever(Map<String, String> options) {
        this.failIn = options.getOrDefault("failIn", "retrieve");
        if (failIn.equals("constructor")) {
            throw new IllegalArgumentException("no search endpoint configured");
        }
    }

    @Override
    public void index(List<Document> corpus) {
        if (failIn.equals("index")) {
            new SearchClient().upload(corpus.size());
        }
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        if (query.contains("SSO")) {
            throw new IllegalStateException("search service answered 503");
        }
        return List.of(new ScoredDocument("pw-reset", 1.0));
    }

    @Override
    public void close() throws Exception {
        Files.writeString(Path.of("target", "closed-after-" + failIn + ".txt"), "closed");
    }

    /** Stands for the team's client library: its frames show in the error. */
    static final class SearchClient {
        void upload(int documents) {
            throw new UnsupportedOperationException("bulk upload of " + documents + " documents refused");
        }
    }
}
