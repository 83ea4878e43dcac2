package io.github.rageval.engine.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.goal.check.Analyses;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.render.ConsoleReport;
import io.github.rageval.engine.render.ShowQueries;
import io.github.rageval.engine.saved.JsonReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How far the order of tied documents moves each mean, and when a verdict hangs on it. */
class TieRangesTest {
    @TempDir
    Path dir;

    @Test
    void eachRunOfEqualScoresIsOrderedWorstAndBestByGrade() {
        List<ScoredDocument> ranking = List.of(new ScoredDocument("x", 3), new ScoredDocument("a", 2),
                new ScoredDocument("r", 2), new ScoredDocument("s", 2), new ScoredDocument("y", 1),
                new ScoredDocument("n", Double.NaN), new ScoredDocument("m", Double.NaN));
        Map<String, Integer> grades = Map.of("r", 1, "s", 2, "m", 1);

        assertThat(TieRanges.reordered(ranking, grades, false)).extracting(ScoredDocument::docId)
                .containsExactly("x", "a", "r", "s", "y", "n", "m");
        assertThat(TieRanges.reordered(ranking, grades, true)).extracting(ScoredDocument::docId)
                .containsExactly("x", "s", "r", "a", "y", "n", "m");
    }

    @Test
    void aTieAcrossTheCutoffGivesARangeAndNoTieGivesNone() {
        Evaluator evaluator = new Evaluator(1);
        GoldenCase tied = new GoldenCase("tied", List.of("a"));
        GoldenCase plain = new GoldenCase("plain", List.of("c"));
        List<CaseResult> cases = List.of(
                evaluator.score(tied, List.of(new ScoredDocument("b", 0.5), new ScoredDocument("a", 0.5))),
                evaluator.score(plain, List.of(new ScoredDocument("c", 0.9), new ScoredDocument("d", 0.5))));

        TieRanges ranges = TieRanges.of(evaluator, 1, cases);

        assertThat(ranges.queriesWithTies()).isEqualTo(1);
        assertThat(ranges.ranges().get(SummaryMetric.HIT_RATE.metric())).isEqualTo(new TieRanges.Range(0.5, 1.0));
        assertThat(ranges.ranges().get(SummaryMetric.MRR.metric())).isEqualTo(new TieRanges.Range(0.5, 1.0));
    }

    @Test
    void aListNoTieMovesKeepsItsCaseValuesAndOnlyAMovedOneIsScoredAnew() {
        Evaluator evaluator = new Evaluator(1);
        Metric hitRate = SummaryMetric.HIT_RATE.metric();
        GoldenCase tied = new GoldenCase("tied", List.of("a"));
        GoldenCase sameGrades = new GoldenCase("same grades", List.of("c", "d"));
        CaseResult moved = evaluator.score(tied, List.of(new ScoredDocument("b", 0.5), new ScoredDocument("a", 0.5)));
        CaseResult scored = evaluator.score(sameGrades,
                List.of(new ScoredDocument("c", 0.5), new ScoredDocument("d", 0.5)));
        // The same case with values the evaluator would not give: what the range reads shows whether it was rescored
        // (scoring anew is what the evidence metrics make costly: they compare texts).
        Map<Metric, Double> marked = new LinkedHashMap<>(scored.values());
        marked.put(hitRate, 0.25);
        CaseResult unmoved = new CaseResult(scored.golden(), scored.relevanceLevel(), scored.retrieved(), marked);

        TieRanges ranges = TieRanges.of(evaluator, 1, List.of(moved, unmoved));

        // moved: 0 (worst) and 1 (best), scored anew; unmoved: its own 0.25 in both orders.
        assertThat(ranges.ranges().get(hitRate)).isEqualTo(new TieRanges.Range(0.125, 0.625));
        assertThat(ranges.queriesWithTies()).isEqualTo(1);
    }

    @Test
    void aThresholdInsideTheRangeIsFlaggedAndReported() throws Exception {
        Files.writeString(dir.resolve("corpus.json"), """
                [{"doc_id": "a", "text": "reset the password"}, {"doc_id": "b", "text": "reset the password"},
                 {"doc_id": "c", "text": "billing cycle and invoices"}]""");
        Files.writeString(dir.resolve("golden.json"), """
                [{"query": "password reset", "relevant_doc_ids": ["a"]},
                 {"query": "invoices", "relevant_doc_ids": ["c"]}]""");
        EvaluationSettings settings = EvaluationSettings.builder().corpus(dir.resolve("corpus.json"))
                .goldenDataset(dir.resolve("golden.json")).k(1).rules(Fixtures.rules(Map.of("hit_rate", "0.75")))
                .scoring(ScoringOptions.DEFAULTS.withTieRanges(true)).build();

        EvaluationReport report = RagEvaluation.run(settings);

        // trec_eval's rule puts b before a: the query misses, though a tie rule the other way would hit.
        assertThat(report.cases().get(0).hit()).isFalse();
        assertThat(ConsoleReport.lines(report, ShowQueries.NONE)).contains("TIES: 1 of 2 queries tie documents of"
                + " different grades; over tie orders: mean_precision 0.5000 to 1.0000, mean_recall 0.5000 to 1.0000,"
                + " mrr 0.5000 to 1.0000, hit_rate 0.5000 to 1.0000");
        assertThat(JsonReport.render(report)).contains("\"tie_ranges\" : {\n    \"queries_with_ties\" : 1,");
        assertThat(Analyses.analyse(report, Fingerprint.of(settings), null, "baseline.json",
                AnalysisSettings.defaults()).diagnostics()).anySatisfy(d -> {
                    assertThat(d.kind()).isEqualTo("tie_sensitive");
                    assertThat(d.message()).isEqualTo("verdict depends on tie order: hit_rate is 0.5000 to 1.0000 over"
                            + " the orders of tied documents, and its 0.75 threshold lies in between; break the ties"
                            + " (a tie rule, more distinct scores) or judge the tied documents before trusting this"
                            + " gate.");
                });
        // On by default; switched off, nothing is computed or shown.
        assertThat(RagEvaluation.run(settings.toBuilder().scoring(ScoringOptions.DEFAULTS)
                .build()).tieRanges()).isEqualTo(report.tieRanges());
        EvaluationReport plain = RagEvaluation.run(settings.toBuilder()
                .scoring(ScoringOptions.DEFAULTS.withTieRanges(false)).build());
        assertThat(plain.tieRanges()).isNull();
        assertThat(ConsoleReport.lines(plain, ShowQueries.NONE)).noneMatch(line -> line.startsWith("TIES"));
    }

    @Test
    void whenNothingTiesAcrossGradesTheReportsSayNothing() throws Exception {
        // a and b tie, but both are relevant: every order of them gives the same numbers.
        Files.writeString(dir.resolve("corpus.json"), "[{\"doc_id\": \"a\", \"text\": \"reset the password\"},"
                + " {\"doc_id\": \"b\", \"text\": \"reset the password\"},"
                + " {\"doc_id\": \"c\", \"text\": \"billing cycle and invoices\"}]");
        Files.writeString(dir.resolve("golden.json"), "[{\"query\": \"password reset\", \"relevant_doc_ids\":"
                + " [\"a\", \"b\"]}, {\"query\": \"invoices\", \"relevant_doc_ids\": [\"c\"]}]");
        EvaluationReport report = RagEvaluation.run(EvaluationSettings.builder().corpus(dir.resolve("corpus.json"))
                .goldenDataset(dir.resolve("golden.json")).k(1).build());

        assertThat(report.tieRanges()).isNull();
        assertThat(ConsoleReport.lines(report, ShowQueries.NONE)).noneMatch(line -> line.startsWith("TIES"));
        assertThat(JsonReport.render(report)).doesNotContain("tie_ranges");
    }
}
