/**
 * The {@code spring} retriever's adapter, the side that touches Spring: it starts the project's application context
 * ({@link io.github.rageval.spring.ApplicationStarter}), chooses the bean under the gate
 * ({@link io.github.rageval.spring.BeanChoice}) and turns Spring AI's documents into rankings
 * ({@link io.github.rageval.spring.SpringAiDocuments}). Loaded in a class loader over the project's test classpath,
 * never in the plugin's: it is compiled against Spring AI 1.1 and Spring Boot 3.5 and runs on whichever Spring the
 * project has, using only what is the same from those versions to Spring AI 2.0 and Spring Boot 4.
 */
package io.github.rageval.spring;
