package io.github.rageval.spring;

import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.util.List;
import org.springframework.ai.rag.Query;
import org.springframework.ai.rag.retrieval.search.DocumentRetriever;
import org.springframework.ai.vectorstore.VectorStore;

/**
 * A Spring AI {@link DocumentRetriever} (a {@code VectorStoreDocumentRetriever} with its threshold and filter, or the
 * team's own) as a retriever. It returns as many documents as it is configured to: beyond {@code k} the evaluation
 * cuts them and says so. The corpus is loaded, when asked, into the context's VectorStore.
 */
final class DocumentRetrieverAdapter implements Retriever {
    private final DocumentRetriever retriever;
    private final VectorStore loadInto;
    private final String idMetadata;

    /**
     * @param loadInto the store {@link #index} loads the corpus into; null to load nothing
     * @param idMetadata the metadata key that holds a result's document id; null for the document's own id
     */
    DocumentRetrieverAdapter(DocumentRetriever retriever, VectorStore loadInto, String idMetadata) {
        this.retriever = retriever;
        this.loadInto = loadInto;
        this.idMetadata = idMetadata;
    }

    /** The adapter of a bean known to be a DocumentRetriever (the class is linked only here). */
    static DocumentRetrieverAdapter of(Object bean, VectorStore loadInto, String idMetadata) {
        return new DocumentRetrieverAdapter((DocumentRetriever) bean, loadInto, idMetadata);
    }

    @Override
    public void index(List<Document> corpus) {
        if (loadInto != null) {
            SpringAiDocuments.load(loadInto, corpus, idMetadata);
        }
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        return SpringAiDocuments.ranking(retriever.retrieve(new Query(query)), idMetadata);
    }
}
