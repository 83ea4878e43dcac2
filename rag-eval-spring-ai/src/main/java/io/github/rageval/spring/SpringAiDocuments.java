package io.github.rageval.spring;

import io.github.rageval.api.ScoredDocument;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.ai.document.Document;
import org.springframework.ai.vectorstore.VectorStore;

/**
 * Spring AI's documents and rag-eval's, both ways. A result's id is the Spring AI document's id, or the value of the
 * metadata key {@code idMetadata} names (a store that generates its own ids, or holds chunks of a document); a
 * result without that key gets no id, and the evaluation drops it and says so in a warning. A result's score is the
 * document's score; a document without one (a retriever that does not score) is reported with its score missing. Its
 * text (a chunk, when the store holds chunks) goes with it, for a golden set labelled by spans. Other metadata is not
 * reported.
 */
final class SpringAiDocuments {
    private SpringAiDocuments() {
    }

    /**
     * Loads the corpus into the store: each document with its id, text and metadata, and its id again under
     * {@code idMetadata} when that names where results carry it.
     */
    static void load(VectorStore store, List<io.github.rageval.api.Document> corpus, String idMetadata) {
        List<Document> documents = new ArrayList<>(corpus.size());
        for (io.github.rageval.api.Document document : corpus) {
            Map<String, Object> metadata = new LinkedHashMap<>(document.metadata());
            if (idMetadata != null) {
                metadata.put(idMetadata, document.id());
            }
            documents.add(Document.builder().id(document.id()).text(document.text()).metadata(metadata).build());
        }
        if (!documents.isEmpty()) {
            store.add(documents);
        }
    }

    /** The ranking in the order returned; null stays null, which the evaluation reports as a broken contract. */
    static List<ScoredDocument> ranking(List<Document> documents, String idMetadata) {
        if (documents == null) {
            return null;
        }
        List<ScoredDocument> ranking = new ArrayList<>(documents.size());
        for (Document document : documents) {
            ranking.add(document == null ? null : scored(document, idMetadata));
        }
        return ranking;
    }

    private static ScoredDocument scored(Document document, String idMetadata) {
        Object id = idMetadata == null ? document.getId() : document.getMetadata().get(idMetadata);
        Double score = document.getScore();
        // The document's text too: a golden set labelled by spans scores the chunk by the characters it holds.
        return new ScoredDocument(id == null ? null : String.valueOf(id), score == null ? Double.NaN : score,
                document.getText());
    }
}
