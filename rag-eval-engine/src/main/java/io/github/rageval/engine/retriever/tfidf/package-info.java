/**
 * The built-in {@code tfidf} retriever, scikit-learn-exact ({@code TfidfVectorizer} + cosine similarity): its
 * factory (name, options, defaults, the settings the report records), its implementation of the retriever API,
 * the inverted index it builds from a streamed corpus (vocabulary with idf, posting lists of tf-idf weights), the
 * retriever itself, and its explanations of misses term by term.
 */
package io.github.rageval.engine.retriever.tfidf;
