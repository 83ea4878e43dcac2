package io.github.rageval.examples.springai.quality;

import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.util.List;
import org.springframework.ai.vectorstore.SearchRequest;
import org.springframework.ai.vectorstore.VectorStore;

/**
 * The application's {@link VectorStore} bean as a rag-eval {@link Retriever}, asked as the plugin's {@code spring}
 * retriever asks it, so that this test and the check goal gate the same rankings: the corpus added to the store with
 * its document ids, then each query's {@code k} most similar documents with no similarity threshold (a threshold
 * would cut the ranking the metrics are computed on), in the store's own order.
 *
 * <p>Deliberately not a Spring bean: the application's component scan covers this package, and the plugin starts
 * the same application from the test classpath.
 */
final class VectorStoreRetriever implements Retriever {
    private final VectorStore store;

    VectorStoreRetriever(VectorStore store) {
        this.store = store;
    }

    @Override
    public void index(List<Document> corpus) {
        store.add(corpus.stream().map(document -> org.springframework.ai.document.Document.builder()
                .id(document.id()).text(document.text()).build()).toList());
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        SearchRequest request = SearchRequest.builder().query(query).topK(k).similarityThresholdAll().build();
        return store.similaritySearch(request).stream()
                .map(found -> new ScoredDocument(found.getId(), found.getScore())).toList();
    }
}
