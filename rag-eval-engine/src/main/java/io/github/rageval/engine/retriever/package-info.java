/**
 * Where retrievers plug in: a {@link io.github.rageval.engine.retriever.RetrieverSpec} names one, and
 * {@link io.github.rageval.engine.retriever.Retrievers} finds it, a built-in retriever through its
 * {@link io.github.rageval.engine.retriever.RetrieverFactory} (one sub-package each, e.g. {@code tfidf}) or the
 * team's own {@link io.github.rageval.api.Retriever} on the project's test classpath, loaded in isolation from
 * rag-eval's own dependencies. {@link io.github.rageval.engine.retriever.LoadedRetriever} guards every call:
 * failures name the call and the query, rankings are checked against the API's contract. Built-in retrievers may
 * add capabilities ({@code retriever.capability}), and any retriever may run over chunks ({@code
 * retriever.chunking}).
 */
package io.github.rageval.engine.retriever;
