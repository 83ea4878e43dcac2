package com.acme.search;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.langchain4j.data.document.Document;
import dev.langchain4j.data.document.Metadata;
import dev.langchain4j.data.document.splitter.DocumentSplitters;
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
 * The team's pipeline, as its application builds it: each document split by LangChain4j's recursive splitter into
 * segments of at most 160 characters (each keeping the document's doc_id), embedded into a store, and retrieved two at
 * a time.
 */
public class ChunkedSupportRag implements Supplier<ContentRetriever> {
    @Override
    public ContentRetriever get() {
        EmbeddingModel model = new AllMiniLmL6V2QuantizedEmbeddingModel();
        InMemoryEmbeddingStore<TextSegment> store = new InMemoryEmbeddingStore<>();
        List<TextSegment> segments = DocumentSplitters.recursive(160, 0).splitAll(documents());
        store.addAll(model.embedAll(segments).content(), segments);
        return EmbeddingStoreContentRetriever.builder().embeddingStore(store).embeddingModel(model).maxResults(2)
                .build();
    }

    private static List<Document> documents() {
        try {
            List<Document> documents = new ArrayList<>();
            for (JsonNode article : new ObjectMapper().readTree(Path.of("src/test/rag/corpus.json").toFile())) {
                documents.add(Document.from(article.get("text").asText(),
                        Metadata.from("doc_id", article.get("doc_id").asText())));
            }
            return documents;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
