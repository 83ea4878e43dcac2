package com.acme.springapp;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;

/** An application with one VectorStore, and a second one under the profile {@code archive}. */
@Configuration
public class StoreApp {
    @Bean(destroyMethod = "close")
    public WordStore articles(@Value("${acme.prefix:}") String prefix) {
        return new WordStore(prefix);
    }

    @Bean(destroyMethod = "close")
    @Profile("archive")
    public WordStore archive() {
        return new WordStore("archive-");
    }
}
