package io.github.rageval.engine.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The specification's four per-query metrics at k, and the summary's means. */
class MetricsTest {

    static List<ScoredDocument> ranked(String... ids) {
        return java.util.Arrays.stream(ids).map(id -> new ScoredDocument(id, 1.0)).toList();
    }

    static Map<String, Integer> relevant(String... ids) {
        Map<String, Integer> grades = new LinkedHashMap<>();
        for (String id : ids) {
            grades.put(id, 1);
        }
        return grades;
    }

    private static RankedResult result(List<ScoredDocument> ranked, Map<String, Integer> judgments) {
        return new RankedResult(ranked, judgments, 1);
    }

    @Test
    void precisionDividesByWhatCameBackNotByK() {
        RankedResult result = result(ranked("a", "x"), relevant("a"));

        assertThat(new Precision(3).score(result)).isEqualTo(0.5);
        assertThat(new Recall(3).score(result)).isEqualTo(1.0);
        assertThat(new ReciprocalRank(3).score(result)).isEqualTo(1.0);
        assertThat(new Hit(3).score(result)).isEqualTo(1.0);
    }

    @Test
    void reciprocalRankIsOfTheFirstRelevant() {
        RankedResult result = result(ranked("x", "y", "b", "a"), relevant("a", "b"));

        assertThat(new ReciprocalRank(4).score(result)).isEqualTo(1.0 / 3);
        assertThat(new Recall(4).score(result)).isEqualTo(1.0);
        assertThat(new Precision(4).score(result)).isEqualTo(0.5);
    }

    @Test
    void emptyOrMissingResultsScoreZeroAndDoNotThrow() {
        for (RankedResult result : List.of(result(List.of(), relevant("a")), result(null, relevant("a")),
                result(ranked("a"), relevant()))) {
            assertThat(new Precision(3).score(result) + new Recall(3).score(result)
                    + new ReciprocalRank(3).score(result)).isIn(0.0, 1.0);
            assertThat(new Recall(3).score(result)).isEqualTo(0.0);
        }
        assertThat(new Precision(3).score(result(null, relevant("a")))).isEqualTo(0.0);
    }

    @Test
    void repeatedIdsCountOnceAndTheMetricsReadOnlyTheFirstK() {
        RankedResult result = result(ranked("a", "a", "a", "b", "c", "d"), relevant("a", "d"));

        assertThat(result.retrieved()).extracting(ScoredDocument::docId).containsExactly("a", "b", "c", "d");
        assertThat(new Precision(3).score(result)).isEqualTo(1.0 / 3);
        assertThat(new Recall(3).score(result)).isEqualTo(0.5);
        assertThat(new Recall(4).score(result)).isEqualTo(1.0);
        assertThat(new ReciprocalRank(1).score(result(ranked("x", "a"), relevant("a")))).isEqualTo(0.0);
        assertThat(new Hit(1).score(result(ranked("x", "a"), relevant("a")))).isEqualTo(0.0);
    }

    @Test
    void summaryMeansUseCompensatedSummation() {
        List<CaseResult> cases = new Evaluator(3).evaluate((query, k) -> ranked(query.split(" ")),
                List.of(new GoldenCase("a b c", List.of("a")), new GoldenCase("x", List.of("y"))));

        Summary summary = Summary.of(3, cases);

        assertThat(summary.value(SummaryMetric.MEAN_PRECISION)).isEqualTo((1.0 / 3) / 2);
        assertThat(summary.value(SummaryMetric.HIT_RATE)).isEqualTo(0.5);
        assertThat(summary.queries()).isEqualTo(2);
        // ten values of 0.1: a plain loop gives 0.9999999999999999, compensation gives 1.0
        double[] tenths = new double[10];
        java.util.Arrays.fill(tenths, 0.1);
        assertThat(CompensatedSum.mean(tenths)).isEqualTo(0.1);
        assertThat(CompensatedSum.mean(new double[0])).isEqualTo(0.0);
    }
}
