package com.acme.springapp;

import org.springframework.ai.vectorstore.VectorStore;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** An application whose store cannot start: it cannot log in to its database. */
@Configuration
public class FailingApp {
    @Bean
    public VectorStore store(@Value("${acme.db.password:none}") String password) {
        throw new IllegalStateException("login refused for password " + password);
    }
}
