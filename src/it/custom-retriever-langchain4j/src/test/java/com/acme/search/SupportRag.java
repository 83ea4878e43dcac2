package com.acme.search;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import dev.langchain4j.rag.content.retriever.ContentRetriever;
import dev.langchain4j.rag.content.retriever.EmbeddingStoreContentRetriever;
import dev.langchain4j.store.embedding.inmemory.InMemoryEmbeddingStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The team's retrieval pipeline, as its application builds it: its articles ingested into an embedding store with
 * their id under doc_id, and LangChain4j's EmbeddingStoreContentRetriever over it (the store's 3 best).
 */
public class SupportRag implements Supplier<ContentRetriever> {
    @Override
    public ContentRetriever get() {
        EmbeddingModel model = new AllMiniLmL6V2QuantizedEmbeddingModel();
        InMemoryEmbeddingStore<TextSegment> store = new InMemoryEmbeddingStore<>();
        List<TextSegment> segments = articles();
        store.addAll(model.embedAll(segments).content(), segments);
        return EmbeddingStoreContentRetriever.builder().embeddingStore(store).embeddingModel(model).maxResults(3)
                .build();
    }

    private static List<TextSegment> articles() {
        try {
            List<TextSegment> segments = new ArrayList<>();
            for (JsonNode article : new ObjectMapper().readTree(Path.of("src/test/rag/corpus.json").toFile())) {
                segments.add(TextSegment.from(article.get("text").asText(),
                        Metadata.from("doc_id", article.get("doc_id").asText())));
            }
            return segments;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
