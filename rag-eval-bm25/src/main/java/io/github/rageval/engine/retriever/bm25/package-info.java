/**
 * The built-in {@code bm25} retriever on Apache Lucene, as Anserini configures it: {@code BM25Similarity} with
 * k1 0.9 and b 0.4, the English analyzer (Porter stemming, Lucene's English stop words), bag-of-words queries with
 * each term boosted by its count, ties broken by document id ascending. It reproduces Anserini's published BEIR
 * numbers; its factory is found by the name {@code bm25} through the engine's retriever services.
 */
package io.github.rageval.engine.retriever.bm25;
