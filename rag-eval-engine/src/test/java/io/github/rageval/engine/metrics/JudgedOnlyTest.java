package io.github.rageval.engine.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.PackedRanking;
import io.github.rageval.engine.model.ScoredDocument;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Lists condensed to their judged documents, as trec_eval's -J condenses them, and scored so. */
class JudgedOnlyTest {
    /** a relevant, n judged not relevant, p in the pool but not judged; x is not in the pool. */
    private static final GoldenCase CASE = new GoldenCase("q", "query", Map.of("a", 2, "n", 0, "p", -1, "b", 1));
    private static final List<ScoredDocument> RANKED = List.of(new ScoredDocument("x", 5),
            new ScoredDocument("a", 4), new ScoredDocument("p", 3), new ScoredDocument("n", 2),
            new ScoredDocument("b", 1));

    @Test
    void bothKindsOfUnjudgedDocumentAreTakenOutAndTheJudgedOnesCloseUp() {
        assertThat(JudgedOnly.of(RANKED, CASE.grades())).extracting(ScoredDocument::docId)
                .containsExactly("a", "n", "b");
        assertThat(JudgedOnly.of(new int[] {Judgment.NOT_IN_POOL_CODE, 2, -1, 0, 1})).containsExactly(2, 0, 1);
    }

    @Test
    void aPackedListStaysPackedAndHoldsTheSameDocuments() {
        PackedRanking packed = packed(RANKED);

        List<ScoredDocument> condensed = JudgedOnly.of(packed, CASE.grades());

        assertThat(condensed).isInstanceOf(PackedRanking.class).isEqualTo(JudgedOnly.of(RANKED, CASE.grades()));
    }

    @Test
    void everyMetricReadsTheCondensedListAndTheCaseHoldsIt() {
        List<Metric> metrics = List.of(Metric.at(MetricFamily.P, 2), Metric.of(MetricFamily.RECIP_RANK),
                Metric.at(MetricFamily.UNJ, 5), SummaryMetric.MEAN_PRECISION.metric());

        CaseResult all = new Evaluator(2, metrics, 1).score(CASE, RANKED);
        CaseResult judged = new Evaluator(2, metrics, 1, true).score(CASE, RANKED);

        assertThat(all.values()).containsExactly(Map.entry(metrics.get(0), 0.5), Map.entry(metrics.get(1), 0.5),
                Map.entry(metrics.get(2), 0.4), Map.entry(metrics.get(3), 0.5));
        // a n b: a relevant first, nothing left unjudged.
        assertThat(judged.values()).containsExactly(Map.entry(metrics.get(0), 0.5), Map.entry(metrics.get(1), 1.0),
                Map.entry(metrics.get(2), 0.0), Map.entry(metrics.get(3), 0.5));
        assertThat(judged.retrieved()).extracting(ScoredDocument::docId).containsExactly("a", "n", "b");
        assertThat(judged.firstRelevantRank()).isEqualTo(1);
    }

    @Test
    void aTieOnlyBetweenAnUnjudgedDocumentAndAJudgedOneMovesNothingWhenJudgedOnly() {
        List<Metric> metrics = List.of(Metric.at(MetricFamily.P, 1), Metric.at(MetricFamily.UNJ, 1));
        // x (not in the pool) ties with a (relevant): the order decides P@1 unless x is taken out.
        List<ScoredDocument> tied = List.of(new ScoredDocument("x", 1), new ScoredDocument("a", 1));
        Evaluator all = new Evaluator(1, metrics, 1);
        Evaluator judged = new Evaluator(1, metrics, 1, true);

        TieRanges moving = TieRanges.of(all, 1, List.of(all.score(CASE, tied)));
        TieRanges still = TieRanges.of(judged, 1, List.of(judged.score(CASE, tied)), List.of(tied), 0);

        assertThat(moving.queriesWithTies()).isEqualTo(1);
        assertThat(moving.ranges().get(metrics.get(0))).isEqualTo(new TieRanges.Range(0.0, 1.0));
        assertThat(still.queriesWithTies()).isZero();
        assertThat(still.ranges().get(metrics.get(0))).isEqualTo(new TieRanges.Range(1.0, 1.0));
        assertThat(still.ranges().get(metrics.get(1))).isEqualTo(new TieRanges.Range(0.0, 0.0));
    }

    @Test
    void theDepthCutComesBeforeTheCondensing() {
        // Cut to 3 (x a p), then condensed: a alone, as trec_eval -M3 -J lists it.
        Metric p2 = Metric.at(MetricFamily.P, 2);
        Evaluator judged = new Evaluator(2, List.of(p2), 1, true);
        List<ScoredDocument> ranked = List.of(new ScoredDocument("x", 3), new ScoredDocument("a", 2),
                new ScoredDocument("p", 2));
        List<ScoredDocument> longer = List.of(new ScoredDocument("x", 3), new ScoredDocument("a", 2),
                new ScoredDocument("p", 2), new ScoredDocument("b", 2));

        TieRanges ranges = TieRanges.of(judged, 2, List.of(judged.score(CASE, ranked)), List.of(longer), 3);

        assertThat(judged.score(CASE, ranked).value(p2)).isEqualTo(0.5);
        // Best order of the tie a p b: a b p, cut to x a b, condensed a b: P@2 = 1; worst p b a: b alone, 0.5.
        assertThat(ranges.ranges().get(p2)).isEqualTo(new TieRanges.Range(0.5, 1.0));
    }

    private static PackedRanking packed(List<ScoredDocument> ranking) {
        StringBuilder ids = new StringBuilder();
        int[] starts = new int[ranking.size() + 1];
        double[] scores = new double[ranking.size()];
        for (int i = 0; i < ranking.size(); i++) {
            starts[i] = ids.toString().getBytes(StandardCharsets.UTF_8).length;
            ids.append(ranking.get(i).docId());
            scores[i] = ranking.get(i).score();
        }
        byte[] bytes = ids.toString().getBytes(StandardCharsets.UTF_8);
        starts[ranking.size()] = bytes.length;
        return new PackedRanking(bytes, starts, scores, ranking.size());
    }
}
