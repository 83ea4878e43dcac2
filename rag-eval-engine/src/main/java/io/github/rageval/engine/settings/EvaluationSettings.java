package io.github.rageval.engine.settings;

import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Path;
import java.util.Map;

/**
 * Everything one evaluation needs, typed and checked by the settings pass before any file is read: the gate's rules,
 * cutoffs and runMismatch arrive parsed, and nothing downstream reads their text again. Built with {@link #builder()}.
 *
 * @param corpus the corpus file (JSON array or JSON Lines)
 * @param goldenDataset the golden dataset file (JSON array or JSON Lines)
 * @param k how many documents each query may return
 * @param rules the gate's rules, parsed: thresholds over all queries, per tag, miss limits and latency limits, each
 *     keeping the text the user wrote for the reports
 * @param sources BEIR folder, run and qrels files, when the data is not in the specification's two files
 * @param scoring cutoffs, relevance level, depth and how a run's mismatches are treated
 * @param explain which queries get an explanation of their ranking (built-in retriever only)
 * @param threads threads that run the retriever's queries; 0 means one per available processor
 * @param retriever the retriever to evaluate and its options (its own: the old top-level names of the tfidf
 *     retriever's options are mapped onto them by the settings pass)
 * @param corpusOptional whether a missing corpus file means "no corpus" (the corpus was left at its default) rather
 *     than an error; only a retriever with its own index can run without one
 * @param variants retrievers compared on the same golden set, one of them gated; when there are any, they replace
 *     {@code retriever}
 * @param words how the evaluation's messages name the settings, in the words of the front end they were written in
 *     ({@code runMismatch}, {@code --run-mismatch}); the parameters' own when no front end is at hand
 */
public record EvaluationSettings(Path corpus, Path goldenDataset, int k, GateRules rules, DataSources sources,
                                 ScoringOptions scoring, ExplainMode explain, int threads, RetrieverSpec retriever,
                                 boolean corpusOptional, Variants variants, SettingWords words) {
    public static final int DEFAULT_K = Integer.parseInt(Defaults.K);
    /** One query thread per available processor. */
    public static final int ALL_PROCESSORS = 0;

    public EvaluationSettings {
        rules = rules == null ? GateRules.NONE : rules;
        sources = sources == null ? DataSources.NONE : sources;
        scoring = scoring == null ? ScoringOptions.DEFAULTS : scoring;
        explain = explain == null ? ExplainMode.MISSES : explain;
        retriever = retriever == null ? RetrieverSpec.DEFAULT : retriever;
        variants = variants == null ? Variants.NONE : variants;
        words = words == null ? SettingWords.PARAMETERS : words;
    }

    /** Settings at their defaults, each field set as the builder's method for it says. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding these settings, to change some of them: one field more costs one method, not a wither. */
    public Builder toBuilder() {
        return new Builder().corpus(corpus).goldenDataset(goldenDataset).k(k).rules(rules).sources(sources)
                .scoring(scoring).explain(explain).threads(threads).retriever(retriever).corpusOptional(corpusOptional)
                .variants(variants).words(words);
    }

    /** Builds {@link EvaluationSettings}; every field starts at the default its method names. */
    public static final class Builder {
        private Path corpus;
        private Path goldenDataset;
        private int k = DEFAULT_K;
        private GateRules rules = GateRules.NONE;
        private DataSources sources = DataSources.NONE;
        private ScoringOptions scoring = ScoringOptions.DEFAULTS;
        private ExplainMode explain = ExplainMode.MISSES;
        private int threads = ALL_PROCESSORS;
        private RetrieverSpec retriever = RetrieverSpec.DEFAULT;
        private boolean corpusOptional;
        private Variants variants = Variants.NONE;
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

        /**
         * The gate's rules, as the settings pass parsed them; default {@link GateRules#NONE}: no threshold, tag rule,
         * miss limit or latency limit, latency reported as {@code auto} decides.
         */
        public Builder rules(GateRules value) {
            rules = value;
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

        /** How messages name the settings; default {@link SettingWords#PARAMETERS}, the parameters' own names. */
        public Builder words(SettingWords value) {
            words = value;
            return this;
        }

        public EvaluationSettings build() {
            return new EvaluationSettings(corpus, goldenDataset, k, rules, sources, scoring, explain, threads,
                    retriever, corpusOptional, variants, words);
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

    /** The thresholds as the user wrote them (a family named alone expanded to its cutoffs), in the order written. */
    public Map<String, String> thresholds() {
        return rules.written().thresholds();
    }

    /** The tag thresholds and miss limits as the user wrote them. */
    public SegmentSettings segments() {
        return rules.written().segments();
    }

    /** @return the query threads to start: {@link #threads()}, or the processor count for 0 */
    public int effectiveThreads() {
        return threads == ALL_PROCESSORS ? Runtime.getRuntime().availableProcessors() : threads;
    }
}
