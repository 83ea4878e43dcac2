package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.input.RunCoverage;
import io.github.rageval.engine.retriever.index.IndexStats;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Where an evaluation's ranked lists came from: a retriever (built-in or the team's), or a run file. */
public sealed interface ResultSource {

    /**
     * A retriever, over a corpus or over its own index.
     *
     * @param settings what report.json records of it: its name under {@code type}, then its settings
     * @param documents the number of documents in the corpus, or {@link #NO_CORPUS}
     * @param vocabularySize the number of terms it indexed; 0 when it does not say (not a built-in retriever)
     * @param depth how many documents each query was asked for
     * @param index the size of its index; null when it does not say
     */
    record Retriever(Map<String, Object> settings, int documents, int vocabularySize, int depth, IndexStats index)
            implements ResultSource {
        /** {@link #documents()} of a retriever evaluated without a corpus. */
        public static final int NO_CORPUS = -1;

        public Retriever {
            settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        }

        /** The name it was configured by: {@code tfidf}, or the class name of the team's retriever. */
        public String name() {
            return String.valueOf(settings.get("type"));
        }

        /** Whether it reported on its index: the built-in retrievers do. */
        public boolean describesIndex() {
            return index != null;
        }
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
