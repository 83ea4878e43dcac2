package com.acme.springapp;

import org.springframework.ai.rag.retrieval.search.DocumentRetriever;
import org.springframework.ai.vectorstore.SearchRequest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** An application with a VectorStore and a DocumentRetriever over it that returns its 2 best documents. */
@Configuration
public class RetrieverApp {
    @Bean(destroyMethod = "close")
    public WordStore store() {
        return new WordStore("via-store-");
    }

    @Bean
    public DocumentRetriever topTwo(WordStore store) {
        return query -> store.similaritySearch(SearchRequest.builder().query(query.text()).topK(2).build());
    }
}
