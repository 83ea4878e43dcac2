package io.github.rageval.engine.gate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricFamily;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GateTest {

    /** A summary whose hit rate is hits / total. */
    private static Summary hitRate(int hits, int total) {
        List<GoldenCase> cases = new ArrayList<>();
        for (int i = 0; i < total; i++) {
            cases.add(new GoldenCase(i < hits ? "hit" : "miss", List.of("hit")));
        }
        return Summary.of(3, new Evaluator(3).evaluate((q, k) -> List.of(new ScoredDocument(q, 1)), cases));
    }

    @Test
    void aValueEqualToItsThresholdPasses() throws Exception {
        Gate gate = new Gate(List.of(Threshold.parse("hit_rate", "0.7")));

        assertThat(gate.check(hitRate(7, 10))).isEmpty();
        assertThat(gate.check(hitRate(6, 10))).hasSize(1);
    }

    @Test
    void percentagesAreThresholdsToo() throws Exception {
        Threshold threshold = Threshold.parse("hit_rate", " 95% ");

        assertThat(threshold.bound()).isEqualByComparingTo("0.95");
        assertThat(threshold.asWritten()).isEqualTo("95%");
        assertThat(new Gate(List.of(threshold)).check(hitRate(9, 10))).extracting(Violation::message)
                .containsExactly("hit_rate 0.90 fell below the 95% gate");
    }

    @Test
    void messagesShowMoreDigitsWhenTwoWouldReadAsMeetingTheGate() throws Exception {
        Gate gate = new Gate(List.of(Threshold.parse("hit_rate", "0.999")));

        assertThat(gate.check(hitRate(998, 1000))).extracting(Violation::message)
                .containsExactly("hit_rate 0.998 fell below the 0.999 gate");
    }

    @Test
    void mrrIsSpelledAsTheSpecificationPrintsIt() throws Exception {
        Gate gate = new Gate(List.of(Threshold.parse("mrr", "0.90")));

        assertThat(gate.check(hitRate(8, 10))).extracting(Violation::message)
                .containsExactly("MRR 0.80 fell below the 0.90 gate");
    }

    @Test
    void badThresholdsAreConfigurationErrors() {
        assertThatThrownBy(() -> Threshold.parse("ndgc@10", "0.5")).isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("unknown metric 'ndgc@10' in thresholds. Use one of: mean_precision,"
                        + " mean_recall, mrr, hit_rate, map, Rprec, recip_rank, ndcg, or at a cutoff c: ndcg@c,");
        assertThatThrownBy(() -> Threshold.parse("P", "0.5")).hasMessageContaining("unknown metric 'P'");
        assertThatThrownBy(() -> Threshold.parse("ndcg@0", "0.5")).hasMessageContaining("unknown metric");
        assertThatThrownBy(() -> Threshold.parse("mrr", "1.5")).hasMessageContaining("outside [0, 1]");
        assertThatThrownBy(() -> Threshold.parse("mrr", "-0.1")).hasMessageContaining("outside [0, 1]");
        assertThatThrownBy(() -> Threshold.parse("mrr", "high")).hasMessageContaining("is not a number");
        assertThatThrownBy(() -> Threshold.parse("mrr", "150%")).hasMessageContaining("outside [0, 1]");
        assertThatThrownBy(() -> Threshold.parse("mrr", "1e-400")).hasMessage("mrr = '1e-400' in thresholds is too close"
                + " to 0 to be held as a number: the nearest to 0 is about 4.9e-324. Write a fraction such as"
                + " 0.90 or a percentage such as 90%.");
        assertThatThrownBy(() -> Threshold.parse("mrr", "\u0660.9")).hasMessageContaining("is not a number");
    }

    @Test
    void aThresholdNamedTwiceIsAnErrorNotTheLastOneKept() {
        assertThatThrownBy(() -> ThresholdSpec.parse("mrr=0.5,mrr=0.9")).isInstanceOf(ConfigurationException.class)
                .hasMessage("threshold names 'mrr' twice in 'mrr=0.5,mrr=0.9' (0.5 and 0.9). Give each once.");
        Map<String, String> twoSpellings = new java.util.LinkedHashMap<>();
        twoSpellings.put("ndcg_at_3", "0.5");
        twoSpellings.put("ndcg_cut_3", "0.9");
        assertThatThrownBy(() -> Gate.parse(twoSpellings, "thresholds")).isInstanceOf(ConfigurationException.class)
                .hasMessage("thresholds names ndcg@3 twice, as 'ndcg_at_3' and as 'ndcg_cut_3'. Keep one of them.");
        assertThatThrownBy(() -> SegmentRules.parse(Map.of("critical", "P@5=0.5,P_5=0.6"), -1, Map.of()))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("tagThresholds for tag 'critical' names P@5 twice");
    }

    @Test
    void aMissLimitBelowMinusOneIsAnError() throws Exception {
        assertThatThrownBy(() -> SegmentRules.parse(Map.of(), -2, Map.of())).isInstanceOf(ConfigurationException.class)
                .hasMessage("maxFailingQueries = '-2' is not allowed. Write how many queries may miss: 0 or more, or -1"
                        + " for no limit.");
        assertThat(SegmentRules.parse(Map.of(), SegmentRules.NO_LIMIT, Map.of()).missLimits()).isEmpty();
    }

    @Test
    void violationsComeInMetricOrder() throws Exception {
        Gate gate = new Gate(List.of(Threshold.parse("hit_rate", "1"), Threshold.parse("mean_recall", "1")));

        assertThat(gate.check(hitRate(1, 2))).extracting(Violation::metric)
                .containsExactly(SummaryMetric.MEAN_RECALL.metric(), SummaryMetric.HIT_RATE.metric());
    }

    @Test
    void thresholdSpecReadsTheCommandLineForm() throws Exception {
        assertThat(ThresholdSpec.parse("mean_recall=0.90, mrr = 90% ;hit_rate=1"))
                .isEqualTo(Map.of("mean_recall", "0.90", "mrr", "90%", "hit_rate", "1"));
        assertThat(ThresholdSpec.parse("ndcg@10=0.3,P_5=40%")).isEqualTo(Map.of("ndcg@10", "0.3", "P_5", "40%"));
        assertThat(Threshold.parse("ndcg_at_10", "0.3").metric().key()).isEqualTo("ndcg@10");
        assertThat(ThresholdSpec.parse(" ")).isEmpty();
        assertThatThrownBy(() -> ThresholdSpec.parse("mrr")).hasMessageContaining("not of the form metric=value");
    }

    private static final Metric UNJ_AT_1 = Metric.at(MetricFamily.UNJ, 1);

    /** Summaries (over all queries, and over the tag critical) whose unj@1 is unjudged / total. */
    private static Map<String, Summary> unjudgedShare(int unjudged, int total) {
        List<GoldenCase> cases = new ArrayList<>();
        for (int i = 0; i < total; i++) {
            cases.add(new GoldenCase("q" + i, i < unjudged ? "unjudged" : "judged", Map.of("judged", 0),
                    List.of("critical")));
        }
        // Each query returns one document, its own text: judged or not.
        List<CaseResult> results = new Evaluator(1, List.of(UNJ_AT_1), 1)
                .evaluate((query, k) -> List.of(new ScoredDocument(query, 1)), cases);
        Summary summary = Summary.of(1, List.of(UNJ_AT_1), results);
        return Map.of("all", summary, "critical", summary);
    }

    @Test
    void aThresholdWhereMoreIsWorseIsAMaximumFailingTheMeansAboveIt() throws Exception {
        for (String written : List.of("0.2", "20%")) {
            Gate gate = new Gate(List.of(Threshold.parse("unj@1", written)));

            assertThat(gate.check(unjudgedShare(1, 10).get("all"))).as("below").isEmpty();
            assertThat(gate.check(unjudgedShare(2, 10).get("all"))).as("at").isEmpty();
            assertThat(gate.check(unjudgedShare(3, 10).get("all"))).extracting(Violation::message)
                    .containsExactly("unj@1 0.30 is above the " + written + " maximum");
        }
        // Two decimals that would read as meeting the maximum get more.
        assertThat(new Gate(List.of(Threshold.parse("unj@1", "0.001"))).check(unjudgedShare(1, 999).get("all")))
                .extracting(Violation::message).containsExactly("unj@1 0.001001 is above the 0.001 maximum");
    }

    @Test
    void aTagThresholdWhereMoreIsWorseIsAMaximumToo() throws Exception {
        SegmentGate gate = new SegmentGate(SegmentRules.parse(Map.of("critical", "unj@1=0.2"), -1, Map.of()));

        assertThat(gate.checkTags(unjudgedShare(2, 10))).isEmpty();
        assertThat(gate.checkTags(unjudgedShare(5, 10))).extracting(Violation::message)
                .containsExactly("[critical] unj@1 0.50 is above the 0.2 maximum");
    }
}
