package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.settings.RunMismatch;
import io.github.rageval.engine.metrics.Cutoffs;
import io.github.rageval.engine.settings.read.CommandLineNames;
import io.github.rageval.engine.settings.read.SettingsCheck;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.table.SettingWords;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.render.ConsoleReport;
import io.github.rageval.engine.render.ShowQueries;
import io.github.rageval.engine.saved.JsonReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Run-file mode end to end: results produced elsewhere, judged by qrels or a golden dataset, with the queries a run
 * misses or adds reported, and missing queries counted or left out as trec_eval does with and without -c.
 */
class RunFileEvaluationTest {
    @TempDir
    Path dir;
    private Path qrels;

    private Path file(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }

    /** q1: a relevant (grade 2), b relevant; q2: c relevant; q3: d relevant, x judged not relevant. */
    @BeforeEach
    void judgments() throws IOException {
        qrels = file("qrels.txt", "q1 0 a 2\nq1 0 b 1\nq2 0 c 1\nq3 0 d 1\nq3 0 x 0\n");
    }

    /** The settings pass's check of an evaluation of this run. */
    private void check(Path run, ScoringOptions scoring, Map<String, String> thresholds) throws Exception {
        SettingsCheck.evaluation(EvaluationSettings.builder().k(3).rules(Fixtures.rules(thresholds))
                .sources(DataSources.builder().run(run).qrels(qrels).build()).scoring(scoring).build());
    }

    /** The evaluation of this run, its messages in a front end's words. */
    private EvaluationReport evaluate(Path run, ScoringOptions scoring, SettingWords words) throws Exception {
        return RagEvaluation.run(EvaluationSettings.builder().k(2).sources(DataSources.builder().run(run)
                .qrels(qrels).build())
                .scoring(scoring).words(words).build());
    }

    private EvaluationReport evaluate(Path run, ScoringOptions scoring, Map<String, String> thresholds)
            throws Exception {
        return RagEvaluation.run(EvaluationSettings.builder().k(2).rules(Fixtures.rules(thresholds))
                .sources(DataSources.builder().run(run).qrels(qrels).build()).scoring(scoring).build());
    }

    private static ScoringOptions scoring(String mismatch, boolean countMissing) {
        return new ScoringOptions(List.of(1, 2), 1, null, RunMismatch.parse(mismatch).orElseThrow(), countMissing);
    }

    @Test
    void aJudgedQueryWithoutResultsCountsAsZeroByDefault() throws Exception {
        Path run = file("run.txt", "q1 Q0 a 1 2.0 t\nq1 Q0 z 2 1.0 t\nq2 Q0 c 1 5 t\n");

        EvaluationReport report = evaluate(run, ScoringOptions.DEFAULTS, Map.of());

        assertThat(report.cases()).extracting(CaseResult::queryId).containsExactly("q1", "q2", "q3");
        assertThat(report.cases().get(2).retrieved()).isEmpty();
        assertThat(report.summary().value(SummaryMetric.HIT_RATE)).isEqualTo(2.0 / 3);
        assertThat(report.warnings()).containsExactly("run file " + run + " has no results for 1 judged query of "
                + qrels + ": \"q3\"; they count as 0 in every mean (countMissingQueries=true, as trec_eval -c)");
    }

    @Test
    void withoutCountingMissingQueriesTheyAreLeftOutAsTrecEvalDoesByDefault() throws Exception {
        Path run = file("run.txt", "q1 Q0 a 1 2.0 t\nq1 Q0 z 2 1.0 t\nq2 Q0 c 1 5 t\n");

        EvaluationReport report = evaluate(run, scoring("warn", false), Map.of());

        assertThat(report.cases()).extracting(CaseResult::queryId).containsExactly("q1", "q2");
        assertThat(report.summary().value(SummaryMetric.HIT_RATE)).isEqualTo(1.0);
        assertThat(report.summary().value(Metric.parse("map").orElseThrow())).isEqualTo((0.5 + 1.0) / 2);
        assertThat(report.warnings()).singleElement().asString().endsWith("; they are left out of the means"
                + " (countMissingQueries=false, as trec_eval without -c)");
    }

    @Test
    void anExplicitlyEmptyResultListIsEvaluatedAsZeroEvenWhenMissingQueriesAreLeftOut() throws Exception {
        Path run = file("run.jsonl", "{\"query_id\": \"q1\", \"results\": [{\"doc_id\": \"a\", \"score\": 1}]}\n"
                + "{\"query_id\": \"q2\", \"results\": []}\n{\"query_id\": \"q3\", \"results\": []}\n");

        EvaluationReport report = evaluate(run, scoring("error", false), Map.of());

        assertThat(report.cases()).hasSize(3);
        assertThat(report.warnings()).isEmpty();
        assertThat(report.summary().value(SummaryMetric.HIT_RATE)).isEqualTo(1.0 / 3);
    }

    @Test
    void mismatchesAreAnInputErrorWhenAsked() throws Exception {
        Path run = file("run.txt", "q1 Q0 a 1 2.0 t\nq7 Q0 a 1 2.0 t\nq8 Q0 a 1 2.0 t\nq2 Q0 c 1 1 t\n");

        assertThatThrownBy(() -> evaluate(run, scoring("error", true), Map.of())).isInstanceOf(InputException.class)
                .hasMessage("run file " + run + " has results for 2 queries with no judgments in " + qrels
                        + ": \"q7\", \"q8\"; they are left out of the evaluation, as trec_eval leaves them out; run file "
                        + run + " has no results for 1 judged query of " + qrels + ": \"q3\"; they count as 0 in every"
                        + " mean (countMissingQueries=true, as trec_eval -c). Check that the run and the judgments"
                        + " belong together, or set runMismatch to warn to evaluate what lines up.");
    }

    @Test
    void onTheCommandLineTheMismatchesNameTheOptions() throws Exception {
        // The command line was told "set runMismatch to warn" and "(countMissingQueries=true, ...)": a POM's words.
        Path run = file("run.txt", "q1 Q0 a 1 2.0 t\nq7 Q0 a 1 2.0 t\nq2 Q0 c 1 1 t\n");
        SettingWords commandLine = CommandLineNames.words();

        assertThatThrownBy(() -> evaluate(run, scoring("error", true), commandLine))
                .isInstanceOf(InputException.class)
                .hasMessageEndingWith(": \"q3\"; they count as 0 in every mean (--count-missing-queries true, as"
                        + " trec_eval -c). Check that the run and the judgments belong together, or set"
                        + " --run-mismatch warn to evaluate what lines up.");
        assertThat(evaluate(run, scoring("warn", false), commandLine).warnings()).last().asString()
                .endsWith("; they are left out of the means (--count-missing-queries false, as trec_eval without -c)");
    }

    @Test
    void inAPomTheMismatchesNameTheParameters() throws Exception {
        Path run = file("run.txt", "q1 Q0 a 1 2.0 t\nq7 Q0 a 1 2.0 t\nq2 Q0 c 1 1 t\n");

        assertThatThrownBy(() -> evaluate(run, scoring("error", true), CommandLineNames.mavenWords()))
                .hasMessageEndingWith(" mean (countMissingQueries=true, as trec_eval -c). Check that the run and the"
                        + " judgments belong together, or set runMismatch to warn to evaluate what lines up.");
    }

    @Test
    void aRunSharingNoQueryWithTheJudgmentsIsAlwaysAnError() throws Exception {
        Path run = file("run.txt", "301 Q0 a 1 2.0 t\n");

        assertThatThrownBy(() -> evaluate(run, ScoringOptions.DEFAULTS, Map.of()))
                .hasMessageContaining("has results for none of the 3 judged queries")
                .hasMessageContaining("(the run's queries: \"301\")");
    }

    @Test
    void theGateHoldsAnyMetricAndTheReportsNameItTheSameWay() throws Exception {
        Path run = file("run.txt", "q1 Q0 b 1 2.0 t\nq1 Q0 a 2 1.0 t\nq2 Q0 c 1 5 t\nq3 Q0 x 1 5 t\nq3 Q0 d 2 4 t\n");

        EvaluationReport report = evaluate(run, ScoringOptions.DEFAULTS,
                Map.of("ndcg_at_2", "0.99", "P@1", "0.5", "map", "0.5"));

        assertThat(report.violations()).extracting(v -> v.message()).containsExactly(
                "ndcg@2 0.83 fell below the 0.99 gate");
        assertThat(ConsoleReport.lines(report, ShowQueries.ALL)).contains(
                "Run file: " + run + " (5 results for 3 queries)",
                "[HIT ] q1",
                "       relevant ={'a': 2, 'b': 1}",
                "GATE FAILED: 1 of 3 thresholds not met",
                "  ndcg@2 0.83 fell below the 0.99 gate");
        assertThat(ConsoleReport.lines(report, ShowQueries.NONE)).anyMatch(line -> line.startsWith(
                "SUMMARY: {'k': 2, 'mean_precision': ") && line.contains("'map': 0.8333333333333334")
                && line.contains("'ndcg@2': 0.8"));
        String json = JsonReport.render(report);
        assertThat(json).contains("\"ndcg@2\" : 0.99", "\"metric\" : \"ndcg@2\"", "\"query_id\" : \"q1\"",
                "\"grades\" : {", "\"missing_queries\" : [ ]", "\"metrics\" : {");
    }

    @Test
    void depthCutsEachRankingAfterSortingLikeTrecEvalsM() throws Exception {
        Path run = file("run.txt", "q1 Q0 z 1 9 t\nq1 Q0 a 2 1 t\nq2 Q0 c 1 5 t\nq3 Q0 d 1 5 t\n");

        EvaluationReport report = evaluate(run, new ScoringOptions(List.of(), 1, 1, RunMismatch.WARN, true),
                Map.of("map", "0"));

        assertThat(report.cases().get(0).retrieved()).hasSize(1);
        assertThat(report.cases().get(0).value(Metric.parse("map").orElseThrow())).isEqualTo(0.0);
    }

    @Test
    void badScoringSettingsAreConfigurationErrorsBeforeAnyFileIsRead() {
        Path nowhere = dir.resolve("missing.txt");
        assertThatThrownBy(() -> check(nowhere, new ScoringOptions(Cutoffs.parse("1,x"), 1, null, RunMismatch.WARN,
                true), Map.of()))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("cutoff 'x' in cutoffs '1,x'");
        assertThatThrownBy(() -> check(nowhere, new ScoringOptions(List.of(), 0, null, RunMismatch.WARN, true),
                Map.of()))
                .hasMessageContaining("relevanceLevel = '0' is not allowed");
        assertThatThrownBy(() -> check(nowhere, new ScoringOptions(List.of(), 1, 0, RunMismatch.WARN, true), Map.of()))
                .hasMessageContaining("depth = '0' is not allowed");
        assertThatThrownBy(() -> check(nowhere, new ScoringOptions(List.of(), 1, null,
                SettingsCheck.runMismatch("maybe", SettingWords.PARAMETERS), true), Map.of()))
                .hasMessage("runMismatch = 'maybe' is not allowed. Use error or warn.");
    }

    @Test
    void aGoldenDatasetJudgesARunThroughItsQueryIds() throws Exception {
        Path golden = file("golden.json", "[{\"query_id\": \"q1\", \"query\": \"reset\", \"relevant\": {\"a\": 2}},"
                + " {\"query\": \"no id\", \"relevant_doc_ids\": [\"b\"]}]");
        Path run = file("run.txt", "q1 Q0 a 1 2.0 t\n");

        assertThatThrownBy(() -> RagEvaluation.run(EvaluationSettings.builder().goldenDataset(golden).k(3)
                .sources(DataSources.builder().run(run).build()).scoring(ScoringOptions.DEFAULTS).build()))
                .isInstanceOf(InputException.class)
                .hasMessageContaining("record 2 (line 1, column 62): has no \"query_id\" field");
    }

    @Test
    void aMissingRunIsReportedAsTheRunBeforeTheJudgmentsAreRead() throws Exception {
        Path golden = file("golden.json", "[{\"query\": \"no id\", \"relevant_doc_ids\": [\"b\"]}]");
        Path run = dir.resolve("runs/run.txt");

        assertThatThrownBy(() -> RagEvaluation.run(EvaluationSettings.builder().goldenDataset(golden).k(3)
                .sources(DataSources.builder().run(run).build()).scoring(ScoringOptions.DEFAULTS).build()))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith("run file " + run + " does not exist")
                .hasMessageNotContaining("golden dataset");
    }

    @Test
    void reportJsonRecordsTheRunFileRelativeToTheWorkingDirectory() throws Exception {
        Path inside = Path.of("").toAbsolutePath().resolve("target/path-label-test/run.txt");
        Files.createDirectories(inside.getParent());
        Files.writeString(inside, "q1 Q0 a 1 2.0 t\nq2 Q0 c 1 1.0 t\nq3 Q0 d 1 1.0 t\n");

        Path report = JsonReport.write(evaluate(inside, scoring("warn", true), Map.of()), dir.resolve("out"));

        assertThat(Files.readString(report)).contains("\"file\" : \"target/path-label-test/run.txt\"")
                .doesNotContain(inside.toString());
    }

    @Test
    void aTrecRunAndTheSameResultsAsJsonLinesGiveTheSameValuesAndTieRanges() throws Exception {
        // A TREC run is read into packed lists whose tie ranges are computed on grades alone; JSON Lines into
        // document lists reordered document by document: both must give the same numbers, at every depth.
        Path trec = file("run.txt", "q1 Q0 z 1 2 t\nq1 Q0 a 2 1 t\nq1 Q0 y 3 1 t\nq1 Q0 b 4 1 t\n"
                + "q2 Q0 c 1 0 t\nq2 Q0 w 2 -0 t\nq2 Q0 v 3 0.0 t\nq3 Q0 x 1 3 t\nq3 Q0 d 2 3 t\nq3 Q0 e 3 1 t\n");
        Path json = file("run.jsonl", "{\"query_id\": \"q1\", \"results\": [{\"doc_id\": \"z\", \"score\": 2},"
                + " {\"doc_id\": \"a\", \"score\": 1}, {\"doc_id\": \"y\", \"score\": 1}, {\"doc_id\": \"b\", \"score\": 1}]}\n"
                + "{\"query_id\": \"q2\", \"results\": [{\"doc_id\": \"c\", \"score\": 0}, {\"doc_id\": \"w\", \"score\": -0.0},"
                + " {\"doc_id\": \"v\", \"score\": 0.0}]}\n"
                + "{\"query_id\": \"q3\", \"results\": [{\"doc_id\": \"x\", \"score\": 3}, {\"doc_id\": \"d\", \"score\": 3},"
                + " {\"doc_id\": \"e\", \"score\": 1}]}\n");
        // Judged only, the packed lists are condensed packed and the document lists document by document.
        for (boolean judgedOnly : new boolean[] {false, true}) {
            for (Integer depth : new Integer[] {null, 1, 2, 3}) {
                ScoringOptions scoring = new ScoringOptions(List.of(1, 2, 3), 1, depth, RunMismatch.WARN, true, true,
                        judgedOnly);
                sameValuesAndTieRanges(evaluate(trec, scoring, Map.of()), evaluate(json, scoring, Map.of()),
                        "depth " + depth + ", judgedOnly " + judgedOnly);
            }
        }
    }

    private static void sameValuesAndTieRanges(EvaluationReport fromTrec, EvaluationReport fromJson, String as) {
        assertThat(fromTrec.tieRanges()).as(as).isNotNull().isEqualTo(fromJson.tieRanges());
        for (int i = 0; i < fromJson.cases().size(); i++) {
            assertThat(fromTrec.cases().get(i).values()).as(as).isEqualTo(fromJson.cases().get(i).values());
            assertThat(fromTrec.cases().get(i).retrieved()).as(as).isEqualTo(fromJson.cases().get(i).retrieved());
        }
    }
}
