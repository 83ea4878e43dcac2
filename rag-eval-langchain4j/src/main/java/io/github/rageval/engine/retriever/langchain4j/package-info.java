/**
 * The built-in {@code langchain4j} retriever, rag-eval's side of it: the options ({@link
 * io.github.rageval.engine.retriever.langchain4j.LangChain4jSettings}), the in-process models known by name, and the
 * factory that checks and records them and starts the adapter ({@code io.github.rageval.langchain4j}) in a class
 * loader over the project's test classpath. Nothing here refers to LangChain4j: these classes load in the plugin,
 * where no LangChain4j is, and a build on another retriever never loads them.
 */
package io.github.rageval.engine.retriever.langchain4j;
