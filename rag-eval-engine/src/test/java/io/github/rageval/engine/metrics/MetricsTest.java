package io.github.rageval.engine.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.data.GoldenCase;
import io.github.rageval.engine.retrieval.ScoredDocument;
import java.util.List;
import org.junit.jupiter.api.Test;

class MetricsTest {

    private static List<ScoredDocument> ranked(String... ids) {
        return java.util.Arrays.stream(ids).map(id -> new ScoredDocument(id, 1.0)).toList();
    }

    @Test
    void precisionDividesByWhatCameBackNotByK() {
        RankedResult result = new RankedResult(ranked("a", "x"), List.of("a"), 3);

        assertThat(new Precision().score(result)).isEqualTo(0.5);
        assertThat(new Recall().score(result)).isEqualTo(1.0);
        assertThat(new ReciprocalRank().score(result)).isEqualTo(1.0);
        assertThat(new Hit().score(result)).isEqualTo(1.0);
    }

    @Test
    void reciprocalRankIsOfTheFirstRelevant() {
        RankedResult result = new RankedResult(ranked("x", "y", "b", "a"), List.of("a", "b"), 4);

        assertThat(new ReciprocalRank().score(result)).isEqualTo(1.0 / 3);
        assertThat(new Recall().score(result)).isEqualTo(1.0);
        assertThat(new Precision().score(result)).isEqualTo(0.5);
    }

    @Test
    void emptyOrMissingResultsScoreZeroAndDoNotThrow() {
        for (RankedResult result : List.of(new RankedResult(List.of(), List.of("a"), 3),
                new RankedResult(null, List.of("a"), 3), new RankedResult(ranked("a"), List.of(), 3))) {
            assertThat(new Precision().score(result) + new Recall().score(result)
                    + new ReciprocalRank().score(result)).isIn(0.0, 1.0);
            assertThat(new Recall().score(result)).isEqualTo(0.0);
        }
        assertThat(new Precision().score(new RankedResult(null, List.of("a"), 3))).isEqualTo(0.0);
    }

    @Test
    void repeatedIdsCountOnceAndTheCutIsAtK() {
        RankedResult result = new RankedResult(ranked("a", "a", "a", "b", "c"), List.of("a", "c"), 3);

        assertThat(result.retrieved()).extracting(ScoredDocument::docId).containsExactly("a", "b", "c");
        assertThat(new Precision().score(result)).isEqualTo(2.0 / 3);
        assertThat(new Recall().score(result)).isEqualTo(1.0);
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
