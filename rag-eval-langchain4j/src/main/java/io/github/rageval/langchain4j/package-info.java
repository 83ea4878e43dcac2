/**
 * The {@code langchain4j} retriever's adapter, the side that touches LangChain4j: it calls the team's factory
 * ({@link io.github.rageval.langchain4j.FactoryCall}) or builds the ready path's in-memory store over an in-process
 * model ({@link io.github.rageval.langchain4j.InMemoryModelRetriever}), and turns contents into rankings
 * ({@link io.github.rageval.langchain4j.Contents}). Loaded in a class loader over the project's test classpath,
 * never in the plugin's: it is compiled against LangChain4j 1.19 and runs on whichever LangChain4j the project has.
 */
package io.github.rageval.langchain4j;
