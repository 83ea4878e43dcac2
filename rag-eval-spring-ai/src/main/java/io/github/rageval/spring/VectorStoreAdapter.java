package io.github.rageval.spring;

import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.util.List;
import org.springframework.ai.vectorstore.SearchRequest;
import org.springframework.ai.vectorstore.VectorStore;

/**
 * A Spring AI {@link VectorStore} as a retriever: asked for its {@code k} most similar documents, with no similarity
 * threshold (a threshold would cut the ranking the metrics are computed on; the store's own order is kept), and,
 * when asked to, loaded with the corpus first.
 */
final class VectorStoreAdapter implements Retriever {
    private final VectorStore store;
    private final boolean load;
    private final String idMetadata;

    /**
     * @param load whether {@link #index} loads the corpus into the store (false: it is already filled)
     * @param idMetadata the metadata key that holds a result's document id; null for the document's own id
     */
    VectorStoreAdapter(VectorStore store, boolean load, String idMetadata) {
        this.store = store;
        this.load = load;
        this.idMetadata = idMetadata;
    }

    @Override
    public void index(List<Document> corpus) {
        if (load) {
            SpringAiDocuments.load(store, corpus, idMetadata);
        }
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        SearchRequest request = SearchRequest.builder().query(query).topK(k).similarityThresholdAll().build();
        return SpringAiDocuments.ranking(store.similaritySearch(request), idMetadata);
    }
}
