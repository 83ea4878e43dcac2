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
 * @param thresholds minimum per metric name, as written ({@code "0.90"}, {@code "90%"})
 * @param sources BEIR folder, run and qrels files, when the data is not in the specification's two files
 * @param scoring cutoffs, relevance level, depth and how a run's mismatches are treated
 * @param explain which queries get an explanation of their ranking (built-in retriever only)
 * @param segments thresholds per tag and limits on missed queries, as written
 * @param threads threads that run the built-in retriever's queries; 0 means one per available processor
 */
public record EvaluationSettings(Path corpus, Path goldenDataset, int k, TfidfOptions tfidf,
                                 Map<String, String> thresholds, DataSources sources, ScoringOptions scoring,
                                 ExplainMode explain, SegmentSettings segments, int threads) {
    public static final int DEFAULT_K = 3;
    /** One query thread per available processor. */
    public static final int ALL_PROCESSORS = 0;

    public EvaluationSettings {
        Objects.requireNonNull(tfidf, "tfidf");
        thresholds = thresholds == null ? Map.of() : new LinkedHashMap<>(thresholds);
        sources = sources == null ? DataSources.NONE : sources;
        scoring = scoring == null ? ScoringOptions.DEFAULTS : scoring;
        explain = explain == null ? ExplainMode.MISSES : explain;
        segments = segments == null ? SegmentSettings.NONE : segments;
    }

    /** The specification's evaluation: the built-in retriever over the two files, its four metrics at k. */
    public EvaluationSettings(Path corpus, Path goldenDataset, int k, TfidfOptions tfidf,
                              Map<String, String> thresholds) {
        this(Objects.requireNonNull(corpus, "corpus"), Objects.requireNonNull(goldenDataset, "goldenDataset"), k,
                tfidf, thresholds, DataSources.NONE, ScoringOptions.DEFAULTS, null, null, ALL_PROCESSORS);
    }

    /** Settings that explain the misses, have no rules for tags and use one query thread per processor. */
    public EvaluationSettings(Path corpus, Path goldenDataset, int k, TfidfOptions tfidf,
                              Map<String, String> thresholds, DataSources sources, ScoringOptions scoring) {
        this(corpus, goldenDataset, k, tfidf, thresholds, sources, scoring, null, null, ALL_PROCESSORS);
    }

    public EvaluationSettings with(DataSources newSources) {
        return new EvaluationSettings(corpus, goldenDataset, k, tfidf, thresholds, newSources, scoring, explain,
                segments, threads);
    }

    public EvaluationSettings with(ScoringOptions newScoring) {
        return new EvaluationSettings(corpus, goldenDataset, k, tfidf, thresholds, sources, newScoring, explain,
                segments, threads);
    }

    public EvaluationSettings with(ExplainMode newExplain) {
        return new EvaluationSettings(corpus, goldenDataset, k, tfidf, thresholds, sources, scoring, newExplain,
                segments, threads);
    }

    public EvaluationSettings with(SegmentSettings newSegments) {
        return new EvaluationSettings(corpus, goldenDataset, k, tfidf, thresholds, sources, scoring, explain,
                newSegments, threads);
    }

    /** @param newThreads query threads; 0 for one per available processor */
    public EvaluationSettings withThreads(int newThreads) {
        return new EvaluationSettings(corpus, goldenDataset, k, tfidf, thresholds, sources, scoring, explain,
                segments, newThreads);
    }

    /** @return the query threads to start: {@link #threads()}, or the processor count for 0 */
    public int effectiveThreads() {
        return threads == ALL_PROCESSORS ? Runtime.getRuntime().availableProcessors() : threads;
    }
}
