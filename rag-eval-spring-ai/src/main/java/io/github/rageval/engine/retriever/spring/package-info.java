/**
 * The built-in {@code spring} retriever, rag-eval's side of it: the options ({@link
 * io.github.rageval.engine.retriever.spring.SpringSettings}), the factory that checks and records them, and the
 * class loader over the project's test classpath in which the adapter ({@code io.github.rageval.spring}) starts the
 * project's application context. Nothing here refers to Spring: these classes load in the plugin, where no Spring
 * is, and a build on another retriever never loads them.
 */
package io.github.rageval.engine.retriever.spring;
