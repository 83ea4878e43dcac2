package com.acme.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.springframework.ai.document.Document;
import org.springframework.ai.embedding.EmbeddingModel;
import org.springframework.ai.vectorstore.SimpleVectorStore;
import org.springframework.ai.vectorstore.VectorStore;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A support search whose store holds chunks, as an application's ingestion makes them: every article of
 * src/test/rag/articles.tsv (its id, a tab, its text: the corpus's documents) cut into sentences, each stored with
 * its article's id under doc_id.
 */
@SpringBootApplication
public class ChunkedSearchApp {
    @Bean
    public VectorStore supportChunks(EmbeddingModel embeddingModel) throws IOException {
        SimpleVectorStore store = SimpleVectorStore.builder(embeddingModel).build();
        List<Document> chunks = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("src/test/rag/articles.tsv"))) {
            String[] article = line.split("\t", 2);
            for (String sentence : article[1].split("(?<=[.;]) ")) {
                chunks.add(Document.builder().text(sentence).metadata("doc_id", article[0]).build());
            }
        }
        store.add(chunks);
        return store;
    }
}
