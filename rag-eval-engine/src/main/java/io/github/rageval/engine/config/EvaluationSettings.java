package io.github.rageval.engine.config;

import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.latency.LatencySettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Everything one evaluation needs, as the user configured it: still unvalidated, so that the evaluation
 * can reject every bad value with a message before any file is read.
 *
 * @param corpus the corpus file (JSON array or JSON Lines)
 * @param goldenDataset the golden dataset file (JSON array or JSON Lines)
 * @param k how many documents each query may return
 * @param thresholds minimum per metric name, as written ({@code "0.90"}, {@code "90%"})
 * @param sources BEIR folder, run and qrels files, when the data is not in the specification's two files
 * @param scoring cutoffs, relevance level, depth and how a run's mismatches are treated
 * @param explain which queries get an explanation of their ranking (built-in retriever only)
 * @param segments thresholds per tag and limits on missed queries, as written
 * @param threads threads that run the retriever's queries; 0 means one per available processor
 * @param retriever the retriever to evaluate and its options (its own: the old top-level names of the tfidf
 *     retriever's options are mapped onto them by the settings pass)
 * @param corpusOptional whether a missing corpus file means "no corpus" (the corpus was left at its default) rather
 *     than an error; only a retriever with its own index can run without one
 * @param variants retrievers compared on the same golden set, one of them gated; when there are any, they replace
 *     {@code retriever}
 * @param latency whether latency is reported, and its limits, as written
 * @param words how the evaluation's messages name the settings, in the words of the front end they were written in
 *     ({@code runMismatch}, {@code --run-mismatch}); the parameters' own when no front end is at hand
 */
public record EvaluationSettings(Path corpus, Path goldenDataset, int k,
                                 Map<String, String> thresholds, DataSources sources, ScoringOptions scoring,
                                 ExplainMode explain, SegmentSettings segments, int threads,
                                 RetrieverSpec retriever, boolean corpusOptional, Variants variants,
                                 LatencySettings latency, SettingWords words) {
    public static final int DEFAULT_K = Integer.parseInt(Defaults.K);
    /** One query thread per available processor. */
    public static final int ALL_PROCESSORS = 0;

    public EvaluationSettings {
        thresholds = thresholds == null ? Map.of() : new LinkedHashMap<>(thresholds);
        sources = sources == null ? DataSources.NONE : sources;
        scoring = scoring == null ? ScoringOptions.DEFAULTS : scoring;
        explain = explain == null ? ExplainMode.MISSES : explain;
        segments = segments == null ? SegmentSettings.NONE : segments;
        retriever = retriever == null ? RetrieverSpec.DEFAULT : retriever;
        variants = variants == null ? Variants.NONE : variants;
        latency = latency == null ? LatencySettings.NONE : latency;
        words = words == null ? SettingWords.PARAMETERS : words;
    }

    /** Settings whose messages name the settings by the parameters' own names. */
    public EvaluationSettings(Path corpus, Path goldenDataset, int k,
                              Map<String, String> thresholds, DataSources sources, ScoringOptions scoring,
                              ExplainMode explain, SegmentSettings segments, int threads,
                              RetrieverSpec retriever, boolean corpusOptional, Variants variants,
                              LatencySettings latency) {
        this(corpus, goldenDataset, k, thresholds, sources, scoring, explain, segments, threads, retriever,
                corpusOptional, variants, latency, SettingWords.PARAMETERS);
    }

    /** Settings with latency left at its default ({@code auto}, no limits). */
    public EvaluationSettings(Path corpus, Path goldenDataset, int k,
                              Map<String, String> thresholds, DataSources sources, ScoringOptions scoring,
                              ExplainMode explain, SegmentSettings segments, int threads,
                              RetrieverSpec retriever, boolean corpusOptional, Variants variants) {
        this(corpus, goldenDataset, k, thresholds, sources, scoring, explain, segments, threads, retriever,
                corpusOptional, variants, LatencySettings.NONE);
    }

    /** Settings of one retriever, without variants. */
    public EvaluationSettings(Path corpus, Path goldenDataset, int k,
                              Map<String, String> thresholds, DataSources sources, ScoringOptions scoring,
                              ExplainMode explain, SegmentSettings segments, int threads,
                              RetrieverSpec retriever, boolean corpusOptional) {
        this(corpus, goldenDataset, k, thresholds, sources, scoring, explain, segments, threads, retriever,
                corpusOptional, Variants.NONE);
    }

    /** Settings with every field but the retriever's, which is the default one with the corpus required. */
    public EvaluationSettings(Path corpus, Path goldenDataset, int k,
                              Map<String, String> thresholds, DataSources sources, ScoringOptions scoring,
                              ExplainMode explain, SegmentSettings segments, int threads) {
        this(corpus, goldenDataset, k, thresholds, sources, scoring, explain, segments, threads,
                RetrieverSpec.DEFAULT, false);
    }

    /** The specification's evaluation: the built-in retriever over the two files, its four metrics at k. */
    public EvaluationSettings(Path corpus, Path goldenDataset, int k,
                              Map<String, String> thresholds) {
        this(Objects.requireNonNull(corpus, "corpus"), Objects.requireNonNull(goldenDataset, "goldenDataset"), k,
                thresholds, DataSources.NONE, ScoringOptions.DEFAULTS, null, null, ALL_PROCESSORS);
    }

    /** Settings that explain the misses, have no rules for tags and use one query thread per processor. */
    public EvaluationSettings(Path corpus, Path goldenDataset, int k,
                              Map<String, String> thresholds, DataSources sources, ScoringOptions scoring) {
        this(corpus, goldenDataset, k, thresholds, sources, scoring, null, null, ALL_PROCESSORS);
    }

    public EvaluationSettings with(DataSources newSources) {
        return new EvaluationSettings(corpus, goldenDataset, k, thresholds, newSources, scoring, explain,
                segments, threads, retriever, corpusOptional, variants, latency, words);
    }

    public EvaluationSettings with(ScoringOptions newScoring) {
        return new EvaluationSettings(corpus, goldenDataset, k, thresholds, sources, newScoring, explain,
                segments, threads, retriever, corpusOptional, variants, latency, words);
    }

    public EvaluationSettings with(ExplainMode newExplain) {
        return new EvaluationSettings(corpus, goldenDataset, k, thresholds, sources, scoring, newExplain,
                segments, threads, retriever, corpusOptional, variants, latency, words);
    }

    public EvaluationSettings with(SegmentSettings newSegments) {
        return new EvaluationSettings(corpus, goldenDataset, k, thresholds, sources, scoring, explain,
                newSegments, threads, retriever, corpusOptional, variants, latency, words);
    }

    /** @param newThreads query threads; 0 for one per available processor */
    public EvaluationSettings withThreads(int newThreads) {
        return new EvaluationSettings(corpus, goldenDataset, k, thresholds, sources, scoring, explain,
                segments, newThreads, retriever, corpusOptional, variants, latency, words);
    }

    /**
     * @param newRetriever the retriever and its options
     * @param newCorpusOptional whether a missing corpus file means no corpus (left at its default) or an error
     */
    public EvaluationSettings with(RetrieverSpec newRetriever, boolean newCorpusOptional) {
        return new EvaluationSettings(corpus, goldenDataset, k, thresholds, sources, scoring, explain,
                segments, threads, newRetriever, newCorpusOptional, variants, latency, words);
    }

    /** The same settings with this latency mode and these limits. */
    public EvaluationSettings with(LatencySettings newLatency) {
        return new EvaluationSettings(corpus, goldenDataset, k, thresholds, sources, scoring, explain,
                segments, threads, retriever, corpusOptional, variants, newLatency, words);
    }

    /** The same settings, their messages naming the settings in the words of the front end they were written in. */
    public EvaluationSettings withWords(SettingWords frontEndWords) {
        return new EvaluationSettings(corpus, goldenDataset, k, thresholds, sources, scoring, explain,
                segments, threads, retriever, corpusOptional, variants, latency, frontEndWords);
    }

    /** The same settings comparing these variants. */
    public EvaluationSettings with(Variants newVariants) {
        return new EvaluationSettings(corpus, goldenDataset, k, thresholds, sources, scoring, explain,
                segments, threads, retriever, corpusOptional, newVariants, latency, words);
    }

    /**
     * What report.json and the baseline record of the gated retriever: the gate variant's settings when variants are
     * compared, else the retriever's.
     */
    public Map<String, Object> describeRetriever() throws ConfigurationException {
        return variants.isEmpty() ? Retrievers.describe(retriever) : variants.describe(
                variants.gateVariant());
    }

    /** @return the query threads to start: {@link #threads()}, or the processor count for 0 */
    public int effectiveThreads() {
        return threads == ALL_PROCESSORS ? Runtime.getRuntime().availableProcessors() : threads;
    }
}
