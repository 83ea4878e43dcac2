/**
 * The application's retrieval quality held in a JUnit 5 test: {@link
 * io.github.rageval.examples.springai.quality.SupportSearchQualityTest} starts the application with
 * {@code @SpringBootTest} and gates its own {@code VectorStore} bean with rag-eval-junit, on the golden set and
 * thresholds the plugin's check goal uses in the same build (see docs/junit.md).
 */
package io.github.rageval.examples.springai.quality;
