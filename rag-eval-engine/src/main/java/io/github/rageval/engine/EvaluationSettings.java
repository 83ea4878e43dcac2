package io.github.rageval.engine;

import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.retrieval.TfidfOptions;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Everything one evaluation needs, as the user configured it: still unvalidated, so that {@link RagEvaluation}
 * can reject every bad value with a message before any file is read.
 *
 * @param corpus the corpus file (JSON array or JSON Lines)
 * @param goldenDataset the golden dataset file (JSON array or JSON Lines)
 * @param k how many documents each query may return
 * @param tfidf the built-in retriever's settings
 * @param thresholds minimum per summary metric key, as written ({@code "0.90"}, {@code "90%"})
 * @param explain which queries get an explanation of their ranking
 */
public record EvaluationSettings(Path corpus, Path goldenDataset, int k, TfidfOptions tfidf,
                                 Map<String, String> thresholds, ExplainMode explain) {
    public static final int DEFAULT_K = 3;

    public EvaluationSettings {
        Objects.requireNonNull(corpus, "corpus");
        Objects.requireNonNull(goldenDataset, "goldenDataset");
        Objects.requireNonNull(tfidf, "tfidf");
        thresholds = thresholds == null ? Map.of() : new LinkedHashMap<>(thresholds);
        explain = explain == null ? ExplainMode.MISSES : explain;
    }

    /** Settings that explain the misses. */
    public EvaluationSettings(Path corpus, Path goldenDataset, int k, TfidfOptions tfidf,
                              Map<String, String> thresholds) {
        this(corpus, goldenDataset, k, tfidf, thresholds, ExplainMode.MISSES);
    }
}
