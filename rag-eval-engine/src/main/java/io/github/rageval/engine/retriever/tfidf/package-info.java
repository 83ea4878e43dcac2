/**
 * The built-in {@code tfidf} retriever, scikit-learn-exact: its factory (name, options, defaults, the settings
 * the report records) and its implementation of the retriever API over the inverted index of
 * {@code io.github.rageval.engine.retrieval}.
 */
package io.github.rageval.engine.retriever.tfidf;
