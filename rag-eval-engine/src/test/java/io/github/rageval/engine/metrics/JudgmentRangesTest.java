package io.github.rageval.engine.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Judgment ranges on small examples worked by hand, and rbp's relation to its residual. Ranked: x a p b y; judged:
 * a 1, b 0, p -1 (in the pool, not judged), r 1 (not retrieved); x and y are not named.
 */
class JudgmentRangesTest {
    private static final double EXACT = 1e-15;
    private static final Holes UNJUDGED = new Holes(true, "unlistedDocuments = unjudged");
    private static final Holes NOT_RELEVANT = new Holes(false, "unlistedDocuments = notRelevant");
    private static final GoldenCase GOLDEN = new GoldenCase("q1", "query", grades("a", 1, "b", 0, "p", -1, "r", 1));

    @Test
    void theUpperEndCountsEveryRetrievedHoleAsRelevantAndGrowsRWithThem() {
        Evaluator evaluator = new Evaluator(2, List.of(Metric.at(MetricFamily.P, 2), Metric.at(MetricFamily.RECALL, 2),
                Metric.of(MetricFamily.RECIP_RANK), Metric.at(MetricFamily.NDCG, 5), Metric.of(MetricFamily.RPREC),
                Metric.at(MetricFamily.UNJ, 5)), 1);
        CaseResult result = evaluator.score(GOLDEN, MetricsTest.ranked("x", "a", "p", "b", "y", "a"));

        JudgmentRanges ranges = JudgmentRanges.of(evaluator, List.of(result), UNJUDGED);

        // x, p and y are holes: R = a, r and the three = 5.
        assertThat(ranges.holes(0)).isEqualTo(3);
        assertThat(ranges.resultsEvaluated()).isEqualTo(5);
        assertThat(ranges.ifRelevant(Metric.at(MetricFamily.P, 2))).containsExactly(1.0);
        // recall@2 falls from 1/2 (a of a, r) to 2/5: the holes past rank 2 are relevant documents it ranked low.
        assertThat(result.value(Metric.at(MetricFamily.RECALL, 2))).isEqualTo(0.5);
        assertThat(ranges.ifRelevant(Metric.at(MetricFamily.RECALL, 2))).containsExactly(2.0 / 5);
        assertThat(ranges.ifRelevant(Metric.of(MetricFamily.RECIP_RANK))).containsExactly(1.0);
        // Rprec: R = 5, the first five hold x a p y relevant (b judged 0).
        assertThat(ranges.ifRelevant(Metric.of(MetricFamily.RPREC))).containsExactly(4.0 / 5);
        // ndcg@5: gains 1 1 1 0 1 against an ideal of five grade-1 documents.
        double dcg = 1 + 1 / log2(3) + 1 / log2(4) + 1 / log2(6);
        double ideal = 1 + 1 / log2(3) + 1 / log2(4) + 1 / log2(5) + 1 / log2(6);
        assertThat(ranges.ifRelevant(Metric.at(MetricFamily.NDCG, 5))[0]).isCloseTo(dcg / ideal, within(EXACT));
        // A measure of unjudged documents gives its value with the holes judged.
        assertThat(result.value(Metric.at(MetricFamily.UNJ, 5))).isEqualTo(3.0 / 5);
        assertThat(ranges.ifRelevant(Metric.at(MetricFamily.UNJ, 5))).containsExactly(0.0);
        assertThat(ranges.ranges(List.of(result)).get(Metric.at(MetricFamily.RECALL, 2)))
                .isEqualTo(new JudgmentRanges.Range(0.5, 0.4));
    }

    @Test
    void aDocumentTheJudgmentsDoNotNameIsLeftAloneWhenItIsNoHole() {
        Evaluator evaluator = new Evaluator(2, List.of(Metric.at(MetricFamily.P, 5)), 1);
        CaseResult result = evaluator.score(GOLDEN, MetricsTest.ranked("x", "a", "p", "b", "y"));

        JudgmentRanges ranges = JudgmentRanges.of(evaluator, List.of(result), NOT_RELEVANT);

        // Only p, graded -1, is a hole.
        assertThat(ranges.holes(0)).isEqualTo(1);
        assertThat(ranges.ifRelevant(Metric.at(MetricFamily.P, 5))).containsExactly(2.0 / 5);
    }

    @Test
    void holesAreAddedAtTheRelevanceLevelWhichSetsNdcgsIdealAndRbpsScale() {
        GoldenCase graded = new GoldenCase("q", "query", grades("a", 3, "b", 1));
        Evaluator evaluator = new Evaluator(1, List.of(Metric.of(MetricFamily.NDCG), Metric.of(MetricFamily.RBP)), 2);
        CaseResult result = evaluator.score(graded, MetricsTest.ranked("x", "a"));

        JudgmentRanges ranges = JudgmentRanges.of(evaluator, List.of(result), UNJUDGED);

        // x at grade 2: gains 2 3 against the ideal 3 2 1.
        double ideal = 3 + 2 / log2(3) + 1 / log2(4);
        assertThat(ranges.ifRelevant(Metric.of(MetricFamily.NDCG))[0])
                .isCloseTo((2 + 3 / log2(3)) / ideal, within(EXACT));
        // rbp scales by the highest grade, 3: 0.1 * (2/3 + 0.9).
        assertThat(ranges.ifRelevant(Metric.of(MetricFamily.RBP))[0])
                .isCloseTo(0.1 * (2.0 / 3 + 0.9), within(EXACT));
    }

    @Test
    void withoutAHoleThereAreNoRanges() {
        Evaluator evaluator = new Evaluator(2);
        CaseResult result = evaluator.score(GOLDEN, MetricsTest.ranked("a", "b", "x"));

        assertThat(JudgmentRanges.of(evaluator, List.of(result), NOT_RELEVANT)).isNull();
        assertThat(JudgmentRanges.of(evaluator, List.of(result), UNJUDGED)).isNotNull();
    }

    @Test
    void theMeansPerTagAreOverTheTagsQueries() {
        Evaluator evaluator = new Evaluator(1, List.of(SummaryMetric.HIT_RATE.metric()), 1);
        List<CaseResult> cases = List.of(
                evaluator.score(new GoldenCase("q1", "one", grades("a", 1), List.of("t")), MetricsTest.ranked("x")),
                evaluator.score(new GoldenCase("q2", "two", grades("a", 1)), MetricsTest.ranked("y")),
                evaluator.score(new GoldenCase("q3", "three", grades("a", 1), List.of("t")), MetricsTest.ranked("a")));

        JudgmentRanges ranges = JudgmentRanges.of(evaluator, cases, UNJUDGED);

        assertThat(ranges.queriesWithHoles()).isEqualTo(2);
        assertThat(ranges.queriesWithHoles(cases, "t")).isEqualTo(1);
        assertThat(ranges.ifRelevant(1, cases, "t").value(SummaryMetric.HIT_RATE)).isEqualTo(1.0);
        assertThat(ranges.ifRelevant(1, cases, "t").queries()).isEqualTo(2);
        assertThat(ranges.ifRelevant(1, cases, null).value(SummaryMetric.HIT_RATE)).isEqualTo(1.0);
        assertThat(ranges.ranges(cases).get(SummaryMetric.HIT_RATE.metric()))
                .isEqualTo(new JudgmentRanges.Range(1.0 / 3, 1.0));
    }

    /**
     * With binary grades and every unjudged document a hole, rbp if the holes were relevant is rbp + rbp_resid -
     * p^n (n the documents evaluated) when some document is unjudged, rbp itself when none is; where unnamed
     * documents are no holes it is at most that.
     */
    @Test
    void rbpIfTheHolesWereRelevantIsRbpPlusItsResidualLessTheWeightPastTheEnd() {
        for (BigDecimal p : List.of(new BigDecimal("0.9"), new BigDecimal("0.5"), new BigDecimal("0.98"))) {
            Metric rbp = Metric.with(MetricFamily.RBP, p);
            Metric residual = Metric.with(MetricFamily.RBP_RESID, p);
            Evaluator evaluator = new Evaluator(1, List.of(rbp, residual), 1);
            Random random = new Random(7);
            List<CaseResult> cases = new ArrayList<>();
            for (int q = 0; q < 200; q++) {
                Map<String, Integer> grades = new LinkedHashMap<>();
                List<ScoredDocument> ranking = new ArrayList<>();
                int n = random.nextInt(30);
                for (int i = 0; i < n; i++) {
                    String id = "d" + i;
                    int state = random.nextInt(4);
                    if (state < 3) {
                        grades.put(id, state - 1); // -1 pooled not judged, 0 not relevant, 1 relevant
                    }
                    ranking.add(new ScoredDocument(id, n - i));
                }
                grades.put("unretrieved", 1);
                cases.add(evaluator.score(new GoldenCase("q" + q, "query", grades), ranking));
            }
            JudgmentRanges unjudged = JudgmentRanges.of(evaluator, cases, Holes.TREC_EVAL);
            JudgmentRanges notRelevant = JudgmentRanges.of(evaluator, cases, NOT_RELEVANT);
            for (int q = 0; q < cases.size(); q++) {
                CaseResult result = cases.get(q);
                double resid = result.value(residual);
                double pastTheEnd = resid == 0 ? 0 : Math.pow(p.doubleValue(), result.retrieved().size());
                double expected = result.value(rbp) + resid - pastTheEnd;
                assertThat(unjudged.ifRelevant(rbp)[q]).as("p " + p + " query " + q)
                        .isCloseTo(expected, within(1e-12));
                assertThat(notRelevant.ifRelevant(rbp)[q]).isLessThanOrEqualTo(expected + 1e-12);
            }
        }
    }

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }

    private static Map<String, Integer> grades(Object... idGrades) {
        Map<String, Integer> grades = new LinkedHashMap<>();
        for (int i = 0; i < idGrades.length; i += 2) {
            grades.put((String) idGrades[i], (Integer) idGrades[i + 1]);
        }
        return grades;
    }
}
