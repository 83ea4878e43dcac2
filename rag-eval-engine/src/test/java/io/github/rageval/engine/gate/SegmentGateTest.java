package io.github.rageval.engine.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.SegmentSettings;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.evaluation.Verdict;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.render.ConsoleReport;
import io.github.rageval.engine.render.ShowQueries;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.saved.JsonReport;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Tags on the specification's golden set (reset, 2FA and SSO critical; reset, protect and 2FA account; the two
 * billing questions billing) under its regression tokenizer, which misses the protect and SSO queries.
 */
class SegmentGateTest {
    private static final String REGRESSION = "(?u)\\b\\w{4,}\\b";
    private static final String SSO = "How do I set up SSO for my company?";
    private static final String PROTECT = "How do I protect my account from someone else logging in?";

    private static EvaluationReport run(Map<String, String> thresholds, SegmentSettings segments) throws Exception {
        return RagEvaluation.run(EvaluationSettings.builder().corpus(Path.of("src/test/resources/seed/corpus.json"))
                .goldenDataset(Path.of("src/test/resources/seed/golden-tagged.json")).k(3)
                .rules(Fixtures.rules(thresholds, segments))
                .retriever(io.github.rageval.engine.evaluation.Fixtures.tfidf(
                        TfidfOptions.defaults().withTokenPattern(REGRESSION))).corpusOptional(false).build());
    }

    @Test
    void theOverallMeansPassButACriticalQueryMissesAndFailsTheGate() throws Exception {
        EvaluationReport report = run(Map.of("hit_rate", "0.75"),
                new SegmentSettings(Map.of(), -1, Map.of("critical", "0")));

        assertThat(report.violations()).isEmpty();
        assertThat(report.passed()).isFalse();
        assertThat(report.violationMessages())
                .containsExactly("[critical] 1 query missed, none allowed: '" + SSO + "'");
        assertThat(Verdict.headline(report)).isEqualTo("1 of 1 miss limits exceeded");
    }

    @Test
    void summariesPerTagAreOverTheTagsQueries() throws Exception {
        EvaluationReport report = run(Map.of(), SegmentSettings.NONE);

        assertThat(report.segments()).containsOnlyKeys("account", "billing", "critical");
        assertThat(report.segments().get("account").queries()).isEqualTo(3);
        assertThat(report.segments().get("account").value(SummaryMetric.HIT_RATE)).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(report.segments().get("critical").value(SummaryMetric.HIT_RATE)).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(report.segments().get("billing").value(SummaryMetric.MRR)).isEqualTo(1.0);
        assertThat(ConsoleReport.lines(report, ShowQueries.NONE)).contains(
                "SUMMARY[billing]: {'k': 3, 'queries': 2, 'mean_precision': 0.75, 'mean_recall': 1.0, 'mrr': 1.0,"
                        + " 'hit_rate': 1.0}");
    }

    @Test
    void tagThresholdsNameTheTagAndOverallLimitsCountEveryQuery() throws Exception {
        EvaluationReport report = run(Map.of(),
                new SegmentSettings(Map.of("account", "hit_rate=0.9,mrr=50%"), 1, Map.of()));

        assertThat(report.violationMessages()).containsExactly(
                "[account] hit_rate 0.67 fell below the 0.9 gate",
                "2 queries missed, at most 1 allowed: '" + PROTECT + "', '" + SSO + "'");
        assertThat(Verdict.headline(report)).isEqualTo("1 of 2 thresholds not met, 1 of 1 miss limits exceeded");
        assertThat(report.violations().get(0).tag()).isEqualTo("account");
    }

    @Test
    void passingRulesAreListedWithTheirValues() throws Exception {
        EvaluationReport report = run(Map.of("hit_rate", "0.75"),
                new SegmentSettings(Map.of("billing", "mrr=1.0"), 2, Map.of("billing", "0")));

        assertThat(report.passed()).isTrue();
        assertThat(ConsoleReport.lines(report, ShowQueries.NONE)).contains("GATE PASSED: hit_rate 0.80 >= 0.75,"
                + " [billing] MRR 1.00 >= 1.0, misses 2 <= 2, [billing] misses 0 <= 0");
    }

    @Test
    void aTagNoQueryCarriesIsAConfigurationErrorNotAPass() {
        assertThatThrownBy(() -> run(Map.of(), new SegmentSettings(Map.of(), -1, Map.of("critcal", "0"))))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("tag 'critcal' has a threshold or a miss limit, but no golden query carries it (tags in"
                        + " the golden dataset: account, billing, critical). Fix the tag's name, or tag the queries"
                        + " with \"tags\": [\"critcal\"].");
    }

    @Test
    void badRulesAreRejectedBeforeAnyFileIsRead() {
        assertThatThrownBy(() -> SegmentRules.parse(Map.of("critical", ""), -1, Map.of()))
                .hasMessageContaining("tagThresholds for tag 'critical' is empty");
        assertThatThrownBy(() -> SegmentRules.parse(Map.of(), -1, Map.of("critical", "-1")))
                .hasMessageContaining("maxFailingQueriesPerTag critical = '-1' is not allowed");
        assertThatThrownBy(() -> SegmentRules.parse(Map.of("bad tag", "mrr=0.5"), -1, Map.of()))
                .hasMessageContaining("names tag 'bad tag', which is not allowed");
        assertThatThrownBy(() -> SegmentRules.parse(Map.of("critical", "ndcg@x=0.5"), -1, Map.of()))
                .isInstanceOf(ConfigurationException.class);
    }

    @Test
    void theCommandLineFormSeparatesTagsWithSemicolons() throws Exception {
        assertThat(TagThresholdSpec.parse("critical:hit_rate=1.0,mrr=0.9; billing:mrr=0.8;critical:P@1=1"))
                .isEqualTo(Map.of("critical", "hit_rate=1.0,mrr=0.9,P@1=1", "billing", "mrr=0.8"));
        assertThatThrownBy(() -> TagThresholdSpec.parse("critical=0.9"))
                .hasMessageContaining("is not of the form tag:metric=value");
    }

    @Test
    void tagsAppearInTheCaseBlockAndInReportJson() throws Exception {
        EvaluationReport report = run(Map.of(), new SegmentSettings(Map.of(), -1, Map.of("critical", "0")));

        assertThat(ConsoleReport.lines(report, ShowQueries.MISSES)).containsSubsequence(
                "[MISS] " + SSO, "       retrieved=[]", "       relevant =['sso-setup']", "       tags     =['critical']");
        assertThat(JsonReport.render(report)).contains("\"segments\" : {", "\"tags\" : [",
                "\"miss_limit_violations\" : [", "\"message\" : \"[critical] 1 query missed, none allowed: '" + SSO);
    }
}
