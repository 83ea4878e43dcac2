package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.check.Analyses;
import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import java.nio.file.Path;
import java.util.LinkedHashMap;
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

    public static EvaluationSettings settings(String tokenPattern) {
        return new EvaluationSettings(CORPUS, GOLDEN, 3, TfidfOptions.defaults().withTokenPattern(tokenPattern),
                specThresholds());
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
}
