package io.github.rageval.engine.retriever.bm25;

/**
 * The {@code bm25} retriever's settings, checked.
 *
 * @param k1 term frequency saturation, 0 or more
 * @param b document length normalisation, in [0, 1]
 * @param analyzer the analysis chain of documents and queries
 */
record Bm25Settings(float k1, float b, Bm25Analyzer analyzer) {
}
