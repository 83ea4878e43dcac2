package io.github.rageval.engine.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * trec_eval's metrics on one small graded example, worked by hand. Ranked: a b c d e. Judged: a 0 (not relevant),
 * b 2, c -1 (negative: judged, not relevant), d 1, f 3 and g 1 (both not retrieved); e is not judged. At the
 * default level R = 4 (b, d, f, g), relevant ranks are 2 and 4.
 */
class TrecMetricsTest {
    private static final double EXACT = 1e-15;
    private static final Map<String, Integer> GRADES = grades("a", 0, "b", 2, "c", -1, "d", 1, "f", 3, "g", 1);
    private static final RankedResult LEVEL_1 = new RankedResult(MetricsTest.ranked("a", "b", "c", "d", "e"),
            GRADES, 1);
    private static final RankedResult LEVEL_2 = new RankedResult(MetricsTest.ranked("a", "b", "c", "d", "e"),
            GRADES, 2);

    private static Map<String, Integer> grades(Object... idsAndGrades) {
        Map<String, Integer> grades = new LinkedHashMap<>();
        for (int i = 0; i < idsAndGrades.length; i += 2) {
            grades.put((String) idsAndGrades[i], (Integer) idsAndGrades[i + 1]);
        }
        return grades;
    }

    private static double log2(int x) {
        return Math.log(x) / Math.log(2);
    }

    @Test
    void precisionAtCutoffDividesByTheCutoffEvenPastTheEndOfTheList() {
        assertThat(new PrecisionAtCutoff(1).score(LEVEL_1)).isEqualTo(0.0);
        assertThat(new PrecisionAtCutoff(2).score(LEVEL_1)).isEqualTo(0.5);
        assertThat(new PrecisionAtCutoff(5).score(LEVEL_1)).isEqualTo(0.4);
        assertThat(new PrecisionAtCutoff(10).score(LEVEL_1)).isEqualTo(0.2);
        assertThat(new Precision(10).score(LEVEL_1)).isEqualTo(0.4);
    }

    @Test
    void recallSuccessAndReciprocalRankCountOnlyGradesAtTheLevel() {
        assertThat(new Recall(2).score(LEVEL_1)).isEqualTo(0.25);
        assertThat(new Recall(5).score(LEVEL_1)).isEqualTo(0.5);
        assertThat(new Hit(1).score(LEVEL_1)).isEqualTo(0.0);
        assertThat(new Hit(2).score(LEVEL_1)).isEqualTo(1.0);
        assertThat(new ReciprocalRank(CaseMetric.WHOLE_LIST).score(LEVEL_1)).isEqualTo(0.5);
        assertThat(new Recall(5).score(LEVEL_2)).isEqualTo(0.5);
    }

    @Test
    void averagePrecisionDividesByAllRelevantNotOnlyTheRetrieved() {
        assertThat(new AveragePrecision(CaseMetric.WHOLE_LIST).score(LEVEL_1)).isCloseTo((0.5 + 0.5) / 4, within(EXACT));
        assertThat(new AveragePrecision(2).score(LEVEL_1)).isCloseTo(0.5 / 4, within(EXACT));
        assertThat(new AveragePrecision(CaseMetric.WHOLE_LIST).score(LEVEL_2)).isCloseTo(0.5 / 2, within(EXACT));
    }

    @Test
    void rPrecisionLooksAtTheFirstRDocuments() {
        assertThat(new RPrecision().score(LEVEL_1)).isEqualTo(0.5);
        assertThat(new RPrecision().score(LEVEL_2)).isEqualTo(0.5);
    }

    @Test
    void ndcgUsesTheGradesAsGainsAndTheJudgmentsForTheIdeal() {
        double dcg = 2 / log2(3) + 1 / log2(5);
        double ideal = 3 + 2 / log2(3) + 1 / log2(4) + 1 / log2(5);

        assertThat(new Ndcg(CaseMetric.WHOLE_LIST).score(LEVEL_1)).isCloseTo(dcg / ideal, within(EXACT));
        assertThat(new Ndcg(2).score(LEVEL_1)).isCloseTo((2 / log2(3)) / (3 + 2 / log2(3)), within(EXACT));
        assertThat(new Ndcg(1).score(LEVEL_1)).isEqualTo(0.0);
        // the relevance level does not change nDCG's gains, as in trec_eval's ndcg_cut
        assertThat(new Ndcg(CaseMetric.WHOLE_LIST).score(LEVEL_2)).isCloseTo(dcg / ideal, within(EXACT));
    }

    @Test
    void withNoRelevantJudgmentOrNoResultEveryMetricIsZero() {
        RankedResult nothingRelevant = new RankedResult(MetricsTest.ranked("a", "c"), grades("a", 0, "c", -1), 1);
        RankedResult nothingReturned = new RankedResult(List.of(), GRADES, 1);
        for (RankedResult result : List.of(nothingRelevant, nothingReturned)) {
            for (CaseMetric metric : List.of(new PrecisionAtCutoff(5), new Recall(5), new Hit(5),
                    new ReciprocalRank(CaseMetric.WHOLE_LIST), new AveragePrecision(CaseMetric.WHOLE_LIST),
                    new RPrecision(), new Ndcg(10), new Precision(5))) {
                assertThat(metric.score(result)).as(metric.getClass().getSimpleName()).isEqualTo(0.0);
            }
        }
    }

    @Test
    void metricNamesReadEverySpellingAndPrintOne() {
        for (String name : List.of("ndcg@10", "ndcg_at_10", "ndcg_cut_10", "NDCG@10")) {
            assertThat(Metric.parse(name)).as(name).contains(Metric.at(MetricFamily.NDCG, 10));
        }
        assertThat(Metric.parse("P_5")).contains(Metric.at(MetricFamily.P, 5));
        assertThat(Metric.parse("p_at_5")).contains(Metric.at(MetricFamily.P, 5));
        assertThat(Metric.parse("map_cut_100").orElseThrow().key()).isEqualTo("map@100");
        assertThat(Metric.parse("success_1").orElseThrow().key()).isEqualTo("success@1");
        assertThat(Metric.parse("recall_at_5").orElseThrow().key()).isEqualTo("recall@5");
        assertThat(Metric.parse(" rprec ").orElseThrow().key()).isEqualTo("Rprec");
        assertThat(Metric.parse("map")).contains(Metric.of(MetricFamily.MAP));
        assertThat(Metric.parse("mrr").orElseThrow().label()).isEqualTo("MRR");
        for (String name : List.of("ndcg_10", "P", "mean_recall@3", "ndcg@0", "recip_rank@5", "foo", "")) {
            assertThat(Metric.parse(name)).as(name).isEmpty();
        }
    }

    @Test
    void cutoffsAddEveryFamilyAndThresholdsAddTheirOwnMetric() throws Exception {
        List<String> keys = MetricSelection.of(Cutoffs.parse("3, 1,3"), List.of(Metric.at(MetricFamily.NDCG, 20)))
                .stream().map(Metric::key).toList();

        assertThat(keys).containsExactly("mean_precision", "mean_recall", "mrr", "hit_rate",
                "ndcg", "ndcg@1", "ndcg@3", "ndcg@20", "map", "map@1", "map@3", "Rprec", "recip_rank",
                "P@1", "P@3", "recall@1", "recall@3", "success@1", "success@3");
        assertThat(MetricSelection.of(List.of(), List.of())).isEqualTo(SummaryMetric.metrics());
    }
}
