package io.github.rageval.engine.goal.check;

import io.github.rageval.engine.saved.BaselineLocation;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.baseline.SinceBaseline;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.render.AnalysisConsole;
import io.github.rageval.engine.render.ConsoleLine;
import io.github.rageval.engine.render.ShowQueries;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.saved.BaselineFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnalysesTest {
    @TempDir
    Path folder;

    private static AnalysisSettings defaults() throws ConfigurationException {
        return Fixtures.withDrops(Map.of(), false);
    }

    @Test
    void withoutABaselineTheIntervalsAndThresholdsDecide() throws Exception {
        Analysis analysis = Analyses.run(Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN), defaults(),
                BaselineLocation.none());

        assertThat(analysis.baselineStatus()).isEqualTo(Analysis.BaselineStatus.NONE);
        assertThat(analysis.comparison()).isNull();
        assertThat(analysis.passed()).isTrue();
        assertThat(analysis.failures()).isEmpty();
        assertThat(analysis.intervals()).containsOnlyKeys("mean_precision", "mean_recall", "mrr", "hit_rate");
        assertThat(analysis.intervals().get("hit_rate").low()).isEqualTo(1.0);
        // mrr 0.93 is 0.03 above its 0.90 threshold, its interval far wider: one warning per such threshold.
        assertThat(analysis.diagnostics()).extracting(Diagnostic::kind, Diagnostic::metric)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("small_golden_set", "mean_recall"),
                        org.assertj.core.groups.Tuple.tuple("small_golden_set", "mrr"));
        assertThat(analysis.diagnostics().get(1).message()).startsWith("golden set too small for the margin: mrr 0.93 [")
                .contains("(n=10) is 0.03 above its 0.90 threshold, but its 95% interval is ");
    }

    @Test
    void theRegressionFailsOnThresholdsAndDropsAndShowsThePrecisionTrap() throws Exception {
        Analysis analysis = Fixtures.regression(Fixtures.withDrops(Map.of("mrr", "0.05", "hit_rate", "10%"), false));

        assertThat(analysis.passed()).isFalse();
        assertThat(analysis.failureSummary()).isEqualTo("3 of 3 thresholds not met, 2 of 2 max drops exceeded");
        assertThat(analysis.failures()).containsExactly(
                "mean_recall 0.80 fell below the 0.90 gate",
                "MRR 0.80 fell below the 0.90 gate",
                "hit_rate 0.80 fell below the 0.95 gate",
                "mrr dropped 0.93 -> 0.80 (-0.13), more than the allowed 0.05",
                "hit_rate dropped 1.00 -> 0.80 (-0.20), more than the allowed 10%");
        assertThat(analysis.diagnostics()).extracting(Diagnostic::kind).containsExactly("small_golden_set",
                "small_golden_set", "small_golden_set", "precision_trap");
        assertThat(analysis.diagnostics().get(3).message()).isEqualTo("precision trap: mean_precision rose 0.52 ->"
                + " 0.62 (+0.10) while mean_recall fell 0.95 -> 0.80 (-0.15) and hit_rate fell 1.00 -> 0.80 (-0.20);"
                + " queries return fewer documents (2.50 -> 1.60 per query on average): precision divides by what"
                + " came back, so returning less raises it. Judge this change by recall, MRR and hit rate, not by"
                + " precision.");
    }

    @Test
    void aChangeWithinNoisePassesWhenDropsMustBeSignificant() throws Exception {
        Analysis analysis = Fixtures.against(Fixtures.THREE_PLUS,
                Fixtures.withDrops(Map.of("mrr", "0.02", "hit_rate", "0.02"), true));

        assertThat(analysis.evaluation().passed()).as("the 0.95 hit_rate threshold fails").isFalse();
        assertThat(analysis.dropViolations()).isEmpty();
        assertThat(analysis.comparison().excused()).hasSize(2);
        assertThat(analysis.failureSummary()).isEqualTo("1 of 3 thresholds not met");
    }

    @Test
    void aBaselineFromAnotherConfigurationIsNotComparedAndFailsOrWarns() throws Exception {
        Path baseline = folder.resolve("baseline.json");
        BaselineFile.write(Fixtures.baseline(), baseline);
        EvaluationSettings otherK = EvaluationSettings.builder().corpus(Fixtures.CORPUS).goldenDataset(Fixtures.GOLDEN)
                .k(2).build();
        BaselineLocation location = new BaselineLocation(baseline, "baseline.json", true);

        Analysis failing = Analyses.run(otherK, defaults(), location);
        assertThat(failing.baselineStatus()).isEqualTo(Analysis.BaselineStatus.MISMATCH);
        assertThat(failing.comparison()).isNull();
        assertThat(failing.passed()).isFalse();
        assertThat(failing.failureSummary()).isEqualTo("the baseline baseline.json was recorded with another configuration");
        assertThat(failing.failures()).containsExactly("k differs (3 in the baseline, 2 now)",
                "Re-record the baseline with mvn rag-eval:baseline and commit it, or set baselineMismatch=warn"
                        + " (-Drageval.baselineMismatch=warn) to only warn.");

        AnalysisSettings warn = AnalysisSettings.parse(500, 500, 1, 0.05, "randomization", false, Map.of(), "WARN");
        Analysis warning = Analyses.run(otherK, warn, location);
        assertThat(warning.passed()).isTrue();
        assertThat(warning.diagnostics()).extracting(Diagnostic::kind).containsExactly("baseline_mismatch");
        assertThat(warning.diagnostics().get(0).message()).isEqualTo("baseline baseline.json was recorded with"
                + " another configuration, so it is not compared: k differs (3 in the baseline, 2 now). Re-record the"
                + " baseline with mvn rag-eval:baseline and commit it.");
    }

    @Test
    void anEditedGoldenFileIsComparedOnTheQueriesBothRunsShareAndTheEditIsNamed() throws Exception {
        Path golden = Files.writeString(folder.resolve("golden.json"),
                Files.readString(Fixtures.GOLDEN).replace("reset my password", "reset my password please"));
        BaselineFile.write(Fixtures.baseline(), folder.resolve("baseline.json"));
        EvaluationSettings edited = EvaluationSettings.builder().corpus(Fixtures.CORPUS).goldenDataset(golden).k(3)
                .build();

        Analysis analysis = Analyses.run(edited, defaults(),
                new BaselineLocation(folder.resolve("baseline.json"), "baseline.json", false));

        assertThat(analysis.mismatches()).isEmpty();
        assertThat(analysis.passed()).isTrue();
        SinceBaseline since = analysis.comparison().since();
        assertThat(since.shared()).isEqualTo(9);
        assertThat(since.queriesAdded()).containsExactly("How do I reset my password please?");
        assertThat(since.queriesRemoved()).containsExactly("How do I reset my password?");
        assertThat(AnalysisConsole.lines(analysis, ShowQueries.NONE).stream().map(ConsoleLine::text)
                .collect(java.util.stream.Collectors.joining("\n"))).contains("BASELINE: baseline.json (same k;"
                + " compared on the 9 queries of 10 both runs have)", "golden set since the baseline: 1 query added:"
                + " How do I reset my password please?; 1 query removed: How do I reset my password?");
    }

    @Test
    void theDefaultBaselineMayBeAbsentButANamedOneMustExist() throws Exception {
        Path missing = folder.resolve("baseline.json");
        EvaluationSettings settings = Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN);
        AnalysisSettings drops = Fixtures.withDrops(Map.of("mrr", "0.05"), false);

        Analysis analysis = Analyses.run(settings, drops, new BaselineLocation(missing, "baseline.json", false));
        assertThat(analysis.baselineStatus()).isEqualTo(Analysis.BaselineStatus.NONE);
        assertThat(analysis.diagnostics()).extracting(Diagnostic::kind).endsWith("max_drop_without_baseline");
        assertThat(analysis.diagnostics().get(analysis.diagnostics().size() - 1).message()).isEqualTo("maxDrop is set"
                + " for mrr but there is no baseline at baseline.json to compare with. Record one with"
                + " mvn rag-eval:baseline and commit it.");

        assertThatThrownBy(() -> Analyses.run(settings, drops, new BaselineLocation(missing, "baseline.json", true)))
                .isInstanceOf(InputException.class).hasMessageContaining("does not exist");
    }

    @Test
    void settingsAreValidatedWithWhatToWrite() {
        assertThatThrownBy(() -> AnalysisSettings.parse(10, 1000, 1, 0.05, "randomization", false, Map.of(), "fail"))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("bootstrapSamples = '10' is not allowed. Use 100 to 1000000 (default 10000).");
        assertThatThrownBy(() -> AnalysisSettings.parse(1000, 1000, 1, 1.0, "randomization", false, Map.of(), "fail"))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("significance = '1.0' is outside (0, 1). Write the significance level alpha, such as 0.05"
                        + " (the default).");
        assertThatThrownBy(() -> AnalysisSettings.parse(1000, 1000, 1, 0.05, "anova", false, Map.of(), "fail"))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("significanceTest = 'anova' is not allowed. Use one of: randomization, wilcoxon, t-test.");
        assertThatThrownBy(() -> AnalysisSettings.parse(1000, 1000, 1, 0.05, "wilcoxon", false, Map.of(), "ignore"))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("baselineMismatch = 'ignore' is not allowed. Use fail or warn.");
        assertThatThrownBy(() -> AnalysisSettings.parse(1000, 1000, 1, 0.05, "wilcoxon", false,
                Map.of("recall", "0.1"), "fail")).isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("unknown metric 'recall' in maxDrop.");
        assertThat(AnalysisSettings.defaults().bootstrapSamples()).isEqualTo(10_000);
        assertThat(AnalysisSettings.defaults().seed()).isEqualTo(42);
    }

    @Test
    void theSameInputsGiveTheSameAnalysis() throws Exception {
        Analysis first = Fixtures.regression(defaults());
        Analysis second = Fixtures.regression(defaults());

        assertThat(first.intervals()).isEqualTo(second.intervals());
        assertThat(first.comparison().metrics()).extracting(m -> m.paired().pValues())
                .isEqualTo(second.comparison().metrics().stream().map(m -> m.paired().pValues()).toList());
    }
}
