package io.github.rageval.engine.config;

import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.latency.LatencySettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

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

    /** Settings at their defaults, each field set as the builder's method for it says. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding these settings, to change some of them: one field more costs one method, not a wither. */
    public Builder toBuilder() {
        return new Builder().corpus(corpus).goldenDataset(goldenDataset).k(k).thresholds(thresholds)
                .sources(sources).scoring(scoring).explain(explain).segments(segments).threads(threads)
                .retriever(retriever).corpusOptional(corpusOptional).variants(variants).latency(latency).words(words);
    }

    /** Builds {@link EvaluationSettings}; every field starts at the default its method names. */
    public static final class Builder {
        private Path corpus;
        private Path goldenDataset;
        private int k = DEFAULT_K;
        private Map<String, String> thresholds = Map.of();
        private DataSources sources = DataSources.NONE;
        private ScoringOptions scoring = ScoringOptions.DEFAULTS;
        private ExplainMode explain = ExplainMode.MISSES;
        private SegmentSettings segments = SegmentSettings.NONE;
        private int threads = ALL_PROCESSORS;
        private RetrieverSpec retriever = RetrieverSpec.DEFAULT;
        private boolean corpusOptional;
        private Variants variants = Variants.NONE;
        private LatencySettings latency = LatencySettings.NONE;
        private SettingWords words = SettingWords.PARAMETERS;

        private Builder() {
        }

        /** The corpus file; default none (a run file, a BEIR folder or a retriever with its own index needs none). */
        public Builder corpus(Path value) {
            corpus = value;
            return this;
        }

        /** The golden dataset file; default none (the judgments then come from a BEIR folder or qrels). */
        public Builder goldenDataset(Path value) {
            goldenDataset = value;
            return this;
        }

        /** How many documents each query may return; default {@link #DEFAULT_K}. */
        public Builder k(int value) {
            k = value;
            return this;
        }

        /** Minimum per metric name, as written; default none. */
        public Builder thresholds(Map<String, String> value) {
            thresholds = value;
            return this;
        }

        /** BEIR folder, run and qrels files; default {@link DataSources#NONE}: the specification's two files. */
        public Builder sources(DataSources value) {
            sources = value;
            return this;
        }

        /** Cutoffs, relevance level, depth and run mismatches; default {@link ScoringOptions#DEFAULTS}. */
        public Builder scoring(ScoringOptions value) {
            scoring = value;
            return this;
        }

        /** Which queries get an explanation; default {@link ExplainMode#MISSES}. */
        public Builder explain(ExplainMode value) {
            explain = value;
            return this;
        }

        /** Thresholds per tag and miss limits; default {@link SegmentSettings#NONE}. */
        public Builder segments(SegmentSettings value) {
            segments = value;
            return this;
        }

        /** Query threads; default {@link #ALL_PROCESSORS}, one per available processor. */
        public Builder threads(int value) {
            threads = value;
            return this;
        }

        /** The retriever and its options; default {@link RetrieverSpec#DEFAULT}, the built-in tfidf. */
        public Builder retriever(RetrieverSpec value) {
            retriever = value;
            return this;
        }

        /** Whether a missing corpus file means no corpus rather than an error; default false (an error). */
        public Builder corpusOptional(boolean value) {
            corpusOptional = value;
            return this;
        }

        /** Retrievers compared on the same golden set; default {@link Variants#NONE}. */
        public Builder variants(Variants value) {
            variants = value;
            return this;
        }

        /** Latency's mode and limits, as written; default {@link LatencySettings#NONE} ({@code auto}, no limits). */
        public Builder latency(LatencySettings value) {
            latency = value;
            return this;
        }

        /** How messages name the settings; default {@link SettingWords#PARAMETERS}, the parameters' own names. */
        public Builder words(SettingWords value) {
            words = value;
            return this;
        }

        public EvaluationSettings build() {
            return new EvaluationSettings(corpus, goldenDataset, k, thresholds, sources, scoring, explain, segments,
                    threads, retriever, corpusOptional, variants, latency, words);
        }
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
