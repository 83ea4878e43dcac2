package io.github.rageval.engine.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.engine.baseline.DropRule;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The measures of unjudged documents on one small example, worked by hand. Ranked: a b c d e. Judged: a 0, b 2,
 * c -1 (in the pool, not judged), d 1, f 3 and g 1 (not retrieved); e is not in the pool. At level 1, R = 4 (b, d,
 * f, g) and the judged non-relevant documents are a alone; at level 2, R = 2 (b, f) and they are a, d and g.
 */
class JudgmentMeasuresTest {
    private static final double EXACT = 1e-15;
    private static final double EPSILON = .00001;
    private static final Map<String, Integer> GRADES = grades("a", 0, "b", 2, "c", -1, "d", 1, "f", 3, "g", 1);
    private static final RankedResult LEVEL_1 = new RankedResult(MetricsTest.ranked("a", "b", "c", "d", "e"),
            GRADES, 1);
    private static final RankedResult LEVEL_2 = new RankedResult(MetricsTest.ranked("a", "b", "c", "d", "e"),
            GRADES, 2);
    private static final RankedResult NOTHING = new RankedResult(List.of(), GRADES, 1);

    private static Map<String, Integer> grades(Object... idsAndGrades) {
        Map<String, Integer> grades = new LinkedHashMap<>();
        for (int i = 0; i < idsAndGrades.length; i += 2) {
            grades.put((String) idsAndGrades[i], (Integer) idsAndGrades[i + 1]);
        }
        return grades;
    }

    @Test
    void eachPositionKeepsItsStateWhileTheGradeViewStaysAsBefore() {
        assertThat(List.of(0, 1, 2, 3, 4)).map(LEVEL_1::judgmentAt).containsExactly(Judgment.JUDGED,
                Judgment.JUDGED, Judgment.IN_POOL_UNJUDGED, Judgment.JUDGED, Judgment.NOT_IN_POOL);
        assertThat(List.of(0, 1, 2, 3, 4)).map(LEVEL_1::gradeAt).containsExactly(0, 2, -1, 1, 0);
        assertThat(LEVEL_1.judgedNonRelevantCount()).isEqualTo(1);
        assertThat(LEVEL_2.judgedNonRelevantCount()).isEqualTo(3);
        assertThat(LEVEL_1.highestGrade()).isEqualTo(3);
    }

    @Test
    void unjudgedCountsPooledAndUnpooledAndFillsAShortListWithJudged() {
        assertThat(new UnjudgedAtCutoff(2).score(LEVEL_1)).isEqualTo(0.0);
        assertThat(new UnjudgedAtCutoff(3).score(LEVEL_1)).isEqualTo(1.0 / 3);
        assertThat(new UnjudgedAtCutoff(5).score(LEVEL_1)).isEqualTo(2.0 / 5);
        assertThat(new UnjudgedAtCutoff(10).score(LEVEL_1)).isEqualTo(2.0 / 10);
        assertThat(new UnjudgedAtCutoff(5).score(NOTHING)).isEqualTo(0.0);
    }

    @Test
    void judgedCountsEveryQrelsLineAndDividesAShortListByItsLength() {
        // c's negative grade is a qrels line: judged for ir_measures, unjudged for trec_eval's unj.
        assertThat(new JudgedAtCutoff(3).score(LEVEL_1)).isEqualTo(1.0);
        assertThat(new JudgedAtCutoff(5).score(LEVEL_1)).isEqualTo(4.0 / 5);
        assertThat(new JudgedAtCutoff(10).score(LEVEL_1)).isEqualTo(4.0 / 5);
        // a b e: unj fills the 7 missing places with judged ones, judged@10 reads the 3 returned.
        RankedResult shortList = new RankedResult(MetricsTest.ranked("a", "b", "e"), GRADES, 1);
        assertThat(new UnjudgedAtCutoff(10).score(shortList)).isEqualTo(0.1);
        assertThat(new JudgedAtCutoff(10).score(shortList)).isEqualTo(2.0 / 3);
        assertThat(new JudgedAtCutoff(5).score(NOTHING)).isEqualTo(0.0);
    }

    @Test
    void nonRelevantJudgedRetrievedCountsOnlyJudgedGradesBelowTheLevel() {
        assertThat(new NonRelevantJudgedRetrieved().score(LEVEL_1)).isEqualTo(1.0);
        assertThat(new NonRelevantJudgedRetrieved().score(LEVEL_2)).isEqualTo(2.0);
    }

    @Test
    void bprefReadsOnlyJudgedDocumentsAgainstTheTopRNonRelevant() {
        // Level 1: a (non-relevant) is above both b and d, and N = 1: each adds 1 - 1/1.
        assertThat(new Bpref().score(LEVEL_1)).isEqualTo(0.0);
        // Level 2: b adds 1 - min(1, 2) / min(3, 2) = 0.5; d is non-relevant now.
        assertThat(new Bpref().score(LEVEL_2)).isEqualTo(0.25);
        assertThat(new Bpref().score(NOTHING)).isEqualTo(0.0);
    }

    @Test
    void inferredApCountsPooledUnjudgedDocumentsAsAnEstimateAndUnpooledOnesAsPlaces() {
        // b at j = 1 with a (non-relevant) above; d at j = 3 with a, b and the pooled c above.
        double b = 1.0 / 2 + (1.0 / 2) * (1.0 / 1) * (EPSILON / (1 + 2 * EPSILON));
        double d = 1.0 / 4 + (3.0 / 4) * (3.0 / 3) * ((1 + EPSILON) / (2 + 2 * EPSILON));
        assertThat(new InferredAveragePrecision().score(LEVEL_1)).isCloseTo((b + d) / 4, within(EXACT));
        RankedResult firstRelevant = new RankedResult(MetricsTest.ranked("b", "e"), GRADES, 1);
        assertThat(new InferredAveragePrecision().score(firstRelevant)).isEqualTo(1.0 / 4);
    }

    @Test
    void rbpScalesGradesByTheQuerysHighestAndGainsNothingFromUnjudged() {
        // Grades scaled by 3: b 2/3 at i = 1, d 1/3 at i = 3.
        double expected = 0.1 * (2.0 / 3 * 0.9 + 1.0 / 3 * 0.9 * 0.9 * 0.9);
        assertThat(new RankBiasedPrecision(0.9).score(LEVEL_1)).isCloseTo(expected, within(EXACT));
        RankedResult binary = new RankedResult(MetricsTest.ranked("r", "s"), grades("r", 1, "s", 0), 1);
        assertThat(new RankBiasedPrecision(0.5).score(binary)).isEqualTo(0.5);
        assertThatThrownBy(() -> new RankBiasedPrecision(1.0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void rbpResidualIsTheWeightOfUnjudgedPlacesAndOfThoseAfterTheList() {
        double weightAfter = Math.pow(0.9, 5);
        double expected = weightAfter + 0.1 * (0.9 * 0.9 + Math.pow(0.9, 4));
        assertThat(new RankBiasedResidual(0.9).score(LEVEL_1)).isCloseTo(expected, within(EXACT));
        RankedResult allJudged = new RankedResult(MetricsTest.ranked("a", "b"), GRADES, 1);
        assertThat(new RankBiasedResidual(0.9).score(allJudged)).isEqualTo(0.0);
    }

    @Test
    void namesFollowTheTableWithRbpsPersistenceAfterP() {
        assertThat(Metric.parse("unj_5")).contains(Metric.at(MetricFamily.UNJ, 5));
        assertThat(Metric.parse("unj@5").orElseThrow().key()).isEqualTo("unj@5");
        assertThat(Metric.parse("Judged@10").orElseThrow().key()).isEqualTo("judged@10");
        assertThat(Metric.parse("judged_at_10")).contains(Metric.at(MetricFamily.JUDGED, 10));
        assertThat(Metric.parse("num_nonrel_judged_ret")).contains(Metric.of(MetricFamily.NUM_NONREL_JUDGED_RET));
        assertThat(Metric.parse("bpref")).contains(Metric.of(MetricFamily.BPREF));
        assertThat(Metric.parse("infap")).contains(Metric.of(MetricFamily.INFAP));
        assertThat(Metric.parse("rbp_p0.95").orElseThrow().key()).isEqualTo("rbp_p0.95");
        assertThat(Metric.parse("rbp_p=0.950")).isEqualTo(Metric.parse("rbp_p0.95"));
        assertThat(Metric.parse("rbp_resid_p=0.5").orElseThrow().key()).isEqualTo("rbp_resid_p0.5");
        assertThat(Metric.parse("rbp_p0.9")).contains(Metric.of(MetricFamily.RBP));
        assertThat(Metric.of(MetricFamily.RBP).key()).isEqualTo("rbp");
        assertThat(Metric.with(MetricFamily.RBP, new BigDecimal("0.95")))
                .isGreaterThan(Metric.of(MetricFamily.RBP)).isLessThan(Metric.of(MetricFamily.RBP_RESID));
        assertThat(Metric.parse("rbp_p1")).isEmpty();
        assertThat(Metric.parse("rbp_p0")).isEmpty();
        assertThat(Metric.parse("unj")).isEmpty();
        assertThat(Metric.parse("bpref_p0.5")).isEmpty();
    }

    @Test
    void theMeasuresWhereMoreIsWorseAreHeldToAMaximumAndTheirMaxDropBoundsARise() throws Exception {
        assertThat(Threshold.parse("judged_at_10", "0.9").metric()).isEqualTo(Metric.at(MetricFamily.JUDGED, 10));
        assertThat(Threshold.parse("rbp_p0.95", "0.2").metric().key()).isEqualTo("rbp_p0.95");
        // Before, a threshold or maxDrop naming them was refused ("cannot be gated").
        Threshold unj = Threshold.parse("unj_at_10", "0.2");
        assertThat(unj.metric().higherIsBetter()).isFalse();
        assertThat(unj.isMetBy(new BigDecimal("0.2"))).isTrue();
        assertThat(unj.isMetBy(new BigDecimal("0.21"))).isFalse();
        assertThat(unj.relation()).isEqualTo("<=");
        // A count has no upper bound of 1; a negative one is still refused.
        assertThat(Threshold.parse("num_nonrel_judged_ret", "3").bound()).isEqualByComparingTo("3");
        assertThatThrownBy(() -> Threshold.parse("num_nonrel_judged_ret", "-1"))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("is below 0");
        assertThatThrownBy(() -> Threshold.parse("unj@10", "1.5")).hasMessageContaining("is outside [0, 1]");
        DropRule resid = DropRule.parse("rbp_resid", "0.1");
        assertThat(resid.boundsRise()).isTrue();
        assertThat(resid.worsening(0.2, 0.5)).isCloseTo(0.3, within(1e-12));
        assertThat(DropRule.parse("bpref", "0.1").worsening(0.5, 0.2)).isCloseTo(0.3, within(1e-12));
    }

    @Test
    void aTieBetweenAnUnjudgedAndAJudgedDocumentMovesOnlyTheMeasuresThatTellThemApart() {
        List<ScoredDocument> ranking = List.of(new ScoredDocument("a", 2), new ScoredDocument("x", 2),
                new ScoredDocument("r", 1));
        GoldenCase golden = new GoldenCase("q1", null, Map.of("a", 0, "r", 1));
        Evaluator withUnj = new Evaluator(1, List.of(Metric.at(MetricFamily.P, 1), Metric.at(MetricFamily.UNJ, 1)),
                1);
        Evaluator withoutUnj = new Evaluator(1, List.of(Metric.at(MetricFamily.P, 1)), 1);

        TieRanges ties = TieRanges.of(withUnj, 1, List.of(withUnj.score(golden, ranking)));
        TieRanges before = TieRanges.of(withoutUnj, 1, List.of(withoutUnj.score(golden, ranking)));

        assertThat(ties.queriesWithTies()).isEqualTo(1);
        assertThat(ties.ranges().get(Metric.at(MetricFamily.UNJ, 1))).isEqualTo(new TieRanges.Range(1.0, 0.0));
        assertThat(ties.ranges().get(Metric.at(MetricFamily.P, 1))).isEqualTo(new TieRanges.Range(0.0, 0.0));
        assertThat(before.queriesWithTies()).isZero();
    }
}
