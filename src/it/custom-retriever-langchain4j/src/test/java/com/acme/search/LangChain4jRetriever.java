package com.acme.search;

import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import dev.langchain4j.rag.content.ContentMetadata;
import dev.langchain4j.rag.content.retriever.EmbeddingStoreContentRetriever;
import dev.langchain4j.rag.query.Query;
import dev.langchain4j.store.embedding.inmemory.InMemoryEmbeddingStore;
import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import java.util.List;

/** LangChain4j's embedding-store retriever (all-MiniLM-L6-v2, quantized, in process) under the gate. */
public class LangChain4jRetriever implements Retriever {
    private final EmbeddingModel model = new AllMiniLmL6V2QuantizedEmbeddingModel();
    private final InMemoryEmbeddingStore<TextSegment> store = new InMemoryEmbeddingStore<>();

    @Override
    public void index(List<Document> corpus) {
        List<TextSegment> segments = corpus.stream()
                .map(doc -> TextSegment.from(doc.text(), Metadata.from("doc_id", doc.id())))
                .toList();
        store.addAll(model.embedAll(segments).content(), segments);
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        var retriever = EmbeddingStoreContentRetriever.builder()
                .embeddingStore(store).embeddingModel(model).maxResults(k).build();
        return retriever.retrieve(Query.from(query)).stream()
                .map(content -> new ScoredDocument(content.textSegment().metadata().getString("doc_id"),
                        (Double) content.metadata().get(ContentMetadata.SCORE)))
                .toList();
    }
}
