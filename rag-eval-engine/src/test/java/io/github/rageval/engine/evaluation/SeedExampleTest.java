package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.settings.read.SettingsCheck;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.render.ConsoleReport;
import io.github.rageval.engine.render.ShowQueries;
import io.github.rageval.engine.retriever.index.IndexStats;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.saved.JsonReport;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The specification's example, end to end: every number of its EXPECTED output, baseline and regression. */
class SeedExampleTest {
    static final Path CORPUS = Path.of("src/test/resources/seed/corpus.json");
    static final Path GOLDEN = Path.of("src/test/resources/seed/golden.json");
    static final Map<String, String> SPEC_THRESHOLDS = Map.of("mean_recall", "0.9", "mrr", "0.9", "hit_rate", "0.95");

    static EvaluationReport run(TfidfOptions options) throws Exception {
        return RagEvaluation.run(EvaluationSettings.builder().corpus(CORPUS).goldenDataset(GOLDEN).k(3)
                .rules(Fixtures.rules(new java.util.TreeMap<>(SPEC_THRESHOLDS)))
                .retriever(Fixtures.tfidf(options)).corpusOptional(false).build());
    }

    @Test
    void baselineMatchesTheSpecificationAndPasses() throws Exception {
        EvaluationReport report = run(TfidfOptions.defaults());

        assertThat(report.vocabularySize()).isEqualTo(226);
        assertThat(retrievedIds(report)).containsExactly(
                List.of("pw-reset"),
                List.of("delete-account", "data-export", "pw-reset"),
                List.of("2fa-setup", "pw-reset"),
                List.of("sso-setup", "refund-policy", "pw-reset"),
                List.of("webhook-config", "pw-reset", "api-rate-limits"),
                List.of("api-rate-limits", "pw-reset", "billing-cycle"),
                List.of("billing-cycle"),
                List.of("refund-policy", "team-roles", "delete-account"),
                List.of("data-export", "delete-account", "pw-reset"),
                List.of("team-roles", "sso-setup", "pw-reset"));
        assertThat(report.summary().value(SummaryMetric.MEAN_PRECISION)).isCloseTo(0.5166666666666666, within(1e-12));
        assertThat(report.summary().value(SummaryMetric.MEAN_RECALL)).isCloseTo(0.95, within(1e-12));
        assertThat(report.summary().value(SummaryMetric.MRR)).isCloseTo(0.9333333333333333, within(1e-12));
        assertThat(report.summary().value(SummaryMetric.HIT_RATE)).isEqualTo(1.0);
        assertThat(report.passed()).isTrue();
    }

    @Test
    void consoleReportReproducesTheSpecificationsPrintedDigits() throws Exception {
        List<String> lines = ConsoleReport.lines(run(TfidfOptions.defaults()), ShowQueries.ALL);

        assertThat(lines).startsWith("Vocabulary size: 226", "",
                "[HIT ] How do I reset my password?",
                "       retrieved=['pw-reset']",
                "       relevant =['pw-reset']",
                "       precision@3=1.00  recall@3=1.00  reciprocal_rank=1.00", "",
                "[HIT ] How do I protect my account from someone else logging in?",
                "       retrieved=['delete-account', 'data-export', 'pw-reset']",
                "       relevant =['pw-reset', '2fa-setup']",
                "       precision@3=0.33  recall@3=0.50  reciprocal_rank=0.33");
        assertThat(lines).contains("SUMMARY: {'k': 3, 'mean_precision': 0.5166666666666666, 'mean_recall': 0.95,"
                + " 'mrr': 0.9333333333333333, 'hit_rate': 1.0}");
    }

    @Test
    void regressionTokenPatternRaisesPrecisionButFailsTheGate() throws Exception {
        EvaluationReport report = run(TfidfOptions.defaults().withTokenPattern("(?u)\\b\\w{4,}\\b"));

        assertThat(report.vocabularySize()).isEqualTo(180);
        assertThat(retrievedIds(report).get(3)).isEmpty();
        assertThat(report.summary().value(SummaryMetric.MEAN_PRECISION)).isCloseTo(0.6166666666666667, within(1e-12));
        assertThat(report.summary().value(SummaryMetric.MEAN_RECALL)).isCloseTo(0.8, within(1e-12));
        assertThat(report.summary().value(SummaryMetric.MRR)).isCloseTo(0.8, within(1e-12));
        assertThat(report.summary().value(SummaryMetric.HIT_RATE)).isCloseTo(0.8, within(1e-12));
        assertThat(report.violations()).extracting(v -> v.message()).containsExactly(
                "mean_recall 0.80 fell below the 0.9 gate",
                "MRR 0.80 fell below the 0.9 gate",
                "hit_rate 0.80 fell below the 0.95 gate");
        assertThat(ConsoleReport.lines(report, ShowQueries.MISSES)).containsSubsequence(
                "[MISS] How do I set up SSO for my company?", "       retrieved=[]");
    }

    @Test
    void jsonReportIsTheSameWhateverTheNumberOfQueryThreads() throws Exception {
        EvaluationSettings settings = EvaluationSettings.builder().corpus(CORPUS).goldenDataset(GOLDEN).k(3)
                .rules(Fixtures.rules(SPEC_THRESHOLDS)).explain(ExplainMode.ALL).build();
        String oneThread = JsonReport.render(RagEvaluation.run(settings.toBuilder().threads(1).build()));
        String fourThreads = JsonReport.render(RagEvaluation.run(settings.toBuilder().threads(4).build()));

        assertThat(fourThreads).isEqualTo(oneThread);
    }

    @Test
    void theReportStatesTheIndexSize() throws Exception {
        EvaluationReport report = run(TfidfOptions.defaults());
        IndexStats index = ((ResultSource.Retriever) report.source()).index();

        assertThat(index.documents()).isEqualTo(10);
        assertThat(index.terms()).isEqualTo(226);
        assertThat(index.bytesPerPosting()).isEqualTo(12);
        assertThat(JsonReport.render(report)).contains("\"index\" : {\n    \"documents\" : 10,\n    \"terms\" : 226,\n"
                + "    \"postings\" : " + index.postings() + ",\n    \"bytes_per_posting\" : 12,\n"
                + "    \"estimated_bytes\" : " + index.estimatedBytes() + "\n  }");
        assertThat(ConsoleReport.lines(report, ShowQueries.NONE)).contains("Index: 10 documents, 226 terms, "
                + index.postings() + " postings of 12 bytes, about 0.02 MB in all");
    }

    @Test
    void negativeThreadsAreAConfigurationError() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SettingsCheck.evaluation(EvaluationSettings.builder()
                .corpus(CORPUS).goldenDataset(GOLDEN).k(3).rules(Fixtures.rules(SPEC_THRESHOLDS)).threads(-2).build()))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("threads = '-2' is not allowed.")
                .hasMessageContaining("or to 0 for one per available processor");
    }

    @Test
    void jsonReportIsByteIdenticalAcrossRuns() throws Exception {
        String first = JsonReport.render(run(TfidfOptions.defaults()));
        String second = JsonReport.render(run(TfidfOptions.defaults()));

        assertThat(first).isEqualTo(second);
        assertThat(first).contains("\"vocabulary_size\" : 226").doesNotContain("\r");
    }

    private static List<List<String>> retrievedIds(EvaluationReport report) {
        return report.cases().stream()
                .map(CaseResult::retrieved)
                .map(list -> list.stream().map(ScoredDocument::docId).toList())
                .toList();
    }
}
