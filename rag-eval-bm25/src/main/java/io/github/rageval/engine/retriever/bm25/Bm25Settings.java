package io.github.rageval.engine.retriever.bm25;

import java.util.Optional;

/**
 * The {@code bm25} retriever's settings, checked.
 *
 * @param k1 term frequency saturation, 0 or more
 * @param b document length normalisation, in [0, 1]
 * @param analyzer the analysis chain of documents and queries: a built-in one's name ({@code english}), or the
 *     fully qualified name of a Lucene {@code Analyzer} on the project's test classpath
 */
record Bm25Settings(float k1, float b, String analyzer) {

    /** The built-in analyzer, or empty for a class name. */
    Optional<Bm25Analyzer> builtInAnalyzer() {
        return Bm25Analyzer.byKey(analyzer);
    }
}
