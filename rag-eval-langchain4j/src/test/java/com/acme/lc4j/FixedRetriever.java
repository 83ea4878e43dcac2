package com.acme.lc4j;

import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.content.ContentMetadata;
import dev.langchain4j.rag.content.retriever.ContentRetriever;
import java.util.List;
import java.util.Map;

/**
 * A team's ContentRetriever with fixed answers: the same chunk of a document twice, a content without a score, and
 * the document id under doc_id and under source; "nothing" for a query returns no content.
 */
public class FixedRetriever implements ContentRetriever, AutoCloseable {
    /** Set when closed, for the test to see (a system property: this class is loaded again by the project's loader). */
    public static final String CLOSED = "rageval.test.lc4j.closed";

    private static Content content(String id, String text, Double score) {
        TextSegment segment = TextSegment.from(text, Metadata.from(Map.of("doc_id", id, "source", "kb/" + id)));
        return score == null ? Content.from(segment) : Content.from(segment, Map.of(ContentMetadata.SCORE, score));
    }

    @Override
    public List<Content> retrieve(dev.langchain4j.rag.query.Query query) {
        if (query.text().equals("nothing")) {
            return List.of();
        }
        return List.of(content("billing", "Update your billing address", 0.9),
                content("reset", "How to reset your password", 0.8),
                content("billing", "Billing address, second chunk", 0.7),
                content("sso", "Sign in with single sign-on", null));
    }

    @Override
    public void close() {
        System.setProperty(CLOSED, "true");
    }
}
