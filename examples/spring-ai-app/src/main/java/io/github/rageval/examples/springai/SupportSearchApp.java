package io.github.rageval.examples.springai;

import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.ai.vectorstore.SimpleVectorStore;
import org.springframework.ai.vectorstore.VectorStore;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A support-article search: Spring AI's in-memory SimpleVectorStore over the embeddings of the auto-configured
 * TransformersEmbeddingModel (application.properties points it at all-MiniLM-L6-v2). The build gates this very
 * bean: rag-eval's spring retriever starts this context, loads the golden corpus into the store and asks it the
 * golden queries.
 */
@SpringBootApplication
public class SupportSearchApp {

    public static void main(String[] args) {
        SpringApplication.run(SupportSearchApp.class, args);
    }

    @Bean
    public VectorStore supportArticles(EmbeddingModel embeddingModel) {
        return SimpleVectorStore.builder(embeddingModel).build();
    }
}
