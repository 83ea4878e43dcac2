/**
 * A small Spring Boot application whose Spring AI {@code VectorStore} is what the build gates: rag-eval's
 * {@code spring} retriever starts this application's context, loads the golden corpus into the store and asks it the
 * golden queries (see docs/spring-ai.md).
 */
package io.github.rageval.examples.springai;
