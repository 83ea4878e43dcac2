package io.github.rageval.engine;

import io.github.rageval.engine.data.RunCoverage;
import io.github.rageval.engine.retrieval.IndexStats;
import io.github.rageval.engine.retrieval.TfidfOptions;
import java.nio.file.Path;

/** Where an evaluation's ranked lists came from: the built-in retriever, or a run file produced elsewhere. */
public sealed interface ResultSource {

    /**
     * The built-in TF-IDF retriever over a corpus.
     *
     * @param tfidf its settings
     * @param documents the number of documents in the corpus
     * @param vocabularySize the number of terms it fitted
     * @param depth how many documents each query was asked for
     * @param index the size of its index
     */
    record Retriever(TfidfOptions tfidf, int documents, int vocabularySize, int depth, IndexStats index)
            implements ResultSource {
    }

    /**
     * A run file.
     *
     * @param file the file read
     * @param results how many results it holds over all queries
     * @param coverage how its queries line up with the judgments
     * @param depth how many results per query were evaluated at most, or 0 for all
     */
    record RunFile(Path file, int results, RunCoverage coverage, int depth) implements ResultSource {
    }
}
