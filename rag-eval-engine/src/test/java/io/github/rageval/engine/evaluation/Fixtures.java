package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.goal.check.Analyses;
import io.github.rageval.engine.latency.LatencySettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.retriever.tfidf.TfidfRetrieverFactory;
import io.github.rageval.engine.saved.BaselineLocation;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.GateRules;
import io.github.rageval.engine.settings.SegmentSettings;
import io.github.rageval.engine.settings.Variant;
import io.github.rageval.engine.settings.Variants;
import io.github.rageval.engine.settings.WrittenRules;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The seed example's runs, for the tests of baselines, statistics and reports. */
public final class Fixtures {
    public static final Path CORPUS = SeedExampleTest.CORPUS;
    public static final Path GOLDEN = SeedExampleTest.GOLDEN;
    public static final String FOUR_PLUS = "(?u)\\b\\w{4,}\\b";
    public static final String THREE_PLUS = "(?u)\\b\\w{3,}\\b";

    private Fixtures() {
    }

    /** The specification's thresholds, in metric order. */
    public static Map<String, String> specThresholds() {
        Map<String, String> thresholds = new LinkedHashMap<>();
        thresholds.put("mean_recall", "0.90");
        thresholds.put("mrr", "0.90");
        thresholds.put("hit_rate", "0.95");
        return thresholds;
    }

    /** The specification's thresholds, parsed: they are valid, so a parse error here is the test's own fault. */
    public static GateRules specRules() {
        try {
            return rules(specThresholds());
        } catch (ConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The gate's rules of these thresholds as written, parsed as the settings pass parses them. */
    public static GateRules rules(Map<String, String> thresholds) throws ConfigurationException {
        return rules(thresholds, SegmentSettings.NONE);
    }

    /** As {@link #rules(Map)}, with tag thresholds and miss limits as written. */
    public static GateRules rules(Map<String, String> thresholds, SegmentSettings segments)
            throws ConfigurationException {
        return rules(thresholds, segments, LatencySettings.NONE);
    }

    /** As {@link #rules(Map, SegmentSettings)}, with latency's mode and limits as written. */
    public static GateRules rules(Map<String, String> thresholds, SegmentSettings segments, LatencySettings latency)
            throws ConfigurationException {
        return new WrittenRules(thresholds, segments, latency).parse(SettingWords.PARAMETERS);
    }

    public static EvaluationSettings settings(String tokenPattern) {
        return EvaluationSettings.builder().corpus(CORPUS).goldenDataset(GOLDEN).k(3).rules(specRules())
                .retriever(tfidf(TfidfOptions.defaults().withTokenPattern(tokenPattern))).corpusOptional(false).build();
    }

    /** The tfidf retriever with these options, as the settings pass gives it (its own options). */
    public static RetrieverSpec tfidf(TfidfOptions options) {
        return RetrieverSpec.builder(TfidfRetrieverFactory.NAME).options(TfidfRetrieverFactory.optionsOf(options))
                .build();
    }

    /** The seed data's good run, recorded as a baseline. */
    public static RecordedRun baseline() throws Exception {
        return Analyses.record(settings(TfidfOptions.DEFAULT_TOKEN_PATTERN));
    }

    /** The run with the given token pattern, analysed against the seed baseline. */
    public static Analysis against(String tokenPattern, AnalysisSettings settings) throws Exception {
        EvaluationSettings evaluation = settings(tokenPattern);
        return Analyses.analyse(RagEvaluation.run(evaluation), Fingerprint.of(evaluation), baseline(),
                "src/test/rag/baseline.json", settings);
    }

    /** The specification's regression against the seed baseline. */
    public static Analysis regression(AnalysisSettings settings) throws Exception {
        return against(FOUR_PLUS, settings);
    }

    /** Analysis settings with these drop rules and the rest at their defaults, with fewer resamples for speed. */
    public static AnalysisSettings withDrops(Map<String, String> drops, boolean requireSignificance)
            throws ConfigurationException {
        return AnalysisSettings.parse(2000, 2000, 42, 0.05, "randomization", requireSignificance, drops, "fail");
    }

    /** A TF-IDF variant, with this token pattern or the default one (null). */
    public static Variant tfidf(String name, String tokenPattern) {
        Map<String, String> options = tokenPattern == null ? Map.of() : Map.of("tokenPattern", tokenPattern);
        return new Variant(name, RetrieverSpec.builder("tfidf").options(options).build());
    }

    /** A hybrid variant fusing others, with these options ({@code fuse}, {@code method}, ...). */
    public static Variant hybrid(String name, Map<String, String> options) {
        return new Variant(name, RetrieverSpec.builder("hybrid").options(options).build());
    }

    /** The issue's three variants: two TF-IDF token patterns and their reciprocal rank fusion; gate may be null. */
    public static Variants issueVariants(String gate) {
        return new Variants(List.of(tfidf("words2", null), tfidf("words4", FOUR_PLUS),
                hybrid("fused", Map.of("fuse", "words2,words4"))), gate);
    }

    /** The seed example with these variants in place of its own retriever, under the specification's thresholds. */
    public static EvaluationSettings withVariants(Variants variants) {
        return settings(TfidfOptions.DEFAULT_TOKEN_PATTERN).toBuilder().variants(variants).build();
    }

    /** The check of these settings without a baseline, with fewer resamples for speed. */
    public static Analysis analyse(EvaluationSettings settings) throws Exception {
        return Analyses.run(settings, withDrops(Map.of(), false), new BaselineLocation(
                Path.of("target/no-baseline.json"), "no-baseline.json", false));
    }
}
