package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.goal.check.Analyses;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.render.MarkdownReport;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.saved.BaselineFile;
import io.github.rageval.engine.saved.BaselineLocation;
import io.github.rageval.engine.saved.JsonReport;
import io.github.rageval.engine.saved.SavedReport;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The judgments setting end to end over the seed example: a filled pool's grades count in the metrics, the corpus
 * must hold what they judge, and the fingerprint, the reports and the baseline comparison say which were merged.
 */
class JudgmentsEvaluationTest {
    @TempDir
    Path dir;

    private EvaluationSettings seed(Path... judgments) {
        return Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN).toBuilder()
                .sources(DataSources.builder().judgments(List.of(judgments)).build()).build();
    }

    /** The seed's first query ("How do I reset my password?") judged relevant for 2fa-setup as well. */
    private Path filledPool() throws Exception {
        return Files.writeString(dir.resolve("pool.jsonl"), "{\"query_id\":\"q1\",\"query\":\"How do I reset my"
                + " password?\",\"doc_id\":\"2fa-setup\",\"text\":\"...\",\"retrieved_by\":{\"tfidf\":2},"
                + "\"grade\":1}\n{\"query_id\":\"q1\",\"query\":\"How do I reset my password?\",\"doc_id\":"
                + "\"sso-setup\",\"text\":\"...\",\"retrieved_by\":{\"tfidf\":3},\"grade\":null}\n");
    }

    @Test
    void aFilledPoolsGradesCountInTheMetrics() throws Exception {
        EvaluationReport before = RagEvaluation.run(seed());
        EvaluationReport after = RagEvaluation.run(seed(filledPool()));
        assertThat(after.cases().get(0).golden().grades()).containsExactly(Map.entry("pw-reset", 1),
                Map.entry("2fa-setup", 1));
        assertThat(after.cases().get(0).recall()).isLessThan(before.cases().get(0).recall());
        assertThat(after.summary().value(SummaryMetric.MEAN_RECALL))
                .isNotEqualTo(before.summary().value(SummaryMetric.MEAN_RECALL));
        assertThat(after.cases().subList(1, 10)).extracting(c -> c.golden().grades())
                .isEqualTo(before.cases().subList(1, 10).stream().map(c -> c.golden().grades()).toList());
    }

    /**
     * A grade the LLM judge gave (judged_by) is a machine's: left out of the golden set, with a warning counting it,
     * unless the team accepts machine judgments; a person's grade in the same file counts either way.
     */
    @Test
    void aMachinesGradeCountsOnlyWhenMachineJudgmentsAreAccepted() throws Exception {
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), "{\"query_id\":\"q1\",\"doc_id\":\"2fa-setup\","
                + "\"grade\":1,\"judged_by\":\"umbrela:qwen3:8b\"}\n{\"query_id\":\"q1\",\"doc_id\":\"sso-setup\","
                + "\"grade\":0}\n{\"query_id\":\"q2\",\"doc_id\":\"sso-setup\",\"grade\":0,\"judged_by\":"
                + "\"umbrela:qwen3:8b\"}\n");
        EvaluationReport people = RagEvaluation.run(seed(pool));
        assertThat(people.cases().get(0).golden().grades()).containsExactly(Map.entry("pw-reset", 1),
                Map.entry("sso-setup", 0));
        assertThat(people.cases().get(1).golden().grades()).doesNotContainKey("sso-setup");
        assertThat(people.warnings()).contains("2 machine judgments in " + pool + " left out (graded with a"
                + " judged_by): set acceptMachineJudgments=true"
                + " (-Drageval.acceptMachineJudgments=true) to count them.");

        EvaluationReport accepted = RagEvaluation.run(Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN).toBuilder()
                .sources(DataSources.builder().judgments(List.of(pool)).acceptMachineJudgments(true).build()).build());
        assertThat(accepted.cases().get(0).golden().grades()).containsExactly(Map.entry("pw-reset", 1),
                Map.entry("2fa-setup", 1), Map.entry("sso-setup", 0));
        assertThat(accepted.cases().get(1).golden().grades()).containsEntry("sso-setup", 0);
        // Counted, they are said to be, with the agreement with people they carry (here none).
        assertThat(accepted.warnings()).noneMatch(warning -> warning.contains("left out")).contains("machine grades"
                + " by umbrela:qwen3:8b counted: 2 in " + pool + ", with no agreement with people on record: the judge"
                + " goal measures it on pool lines a person graded, and stamps it on each grade.");
    }

    /**
     * The same judgments file gives other grades with acceptMachineJudgments: the fingerprint says so, so that a
     * baseline recorded the other way is known to have been graded otherwise.
     */
    @Test
    void countingAMachinesGradesIsPartOfTheFingerprint() throws Exception {
        Path pool = filledPool();
        Fingerprint people = Fingerprint.of(seed(pool));
        Fingerprint machines = Fingerprint.of(Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN).toBuilder()
                .sources(DataSources.builder().judgments(List.of(pool)).acceptMachineJudgments(true).build()).build());
        assertThat(machines.judgments()).containsOnlyKeys("pool.jsonl (machine grades counted)");
        assertThat(machines).isNotEqualTo(people);
        // Other grades are compared as the queries they re-judge (SinceBaseline), not refused.
        assertThat(machines.mismatches(people)).isEmpty();
    }

    @Test
    void aJudgmentOfADocumentTheCorpusLacksIsAnError() throws Exception {
        Path typo = Files.writeString(dir.resolve("typo.qrels"), "q1 0 2fa-stup 1\n");
        assertThatThrownBy(() -> RagEvaluation.run(seed(typo))).isInstanceOf(InputException.class)
                .hasMessage("judgments: 1 judgment judges a document that is not in the corpus " + Fixtures.CORPUS
                        + ": \"q1\"/\"2fa-stup\" (" + typo + ", line 1). Fix the ids, or judge documents of this"
                        + " corpus.");
    }

    @Test
    void theFingerprintAndTheReportsNameTheJudgmentsAndABaselineWithoutThemIsComparedWithTheReJudgedQueriesNamed()
            throws Exception {
        Path pool = filledPool();
        Fingerprint fingerprint = Fingerprint.of(seed(pool));
        assertThat(fingerprint.judgments()).containsOnlyKeys("pool.jsonl");
        assertThat(Fingerprint.of(seed()).judgments()).isEmpty();

        Path baseline = dir.resolve("baseline.json");
        BaselineFile.write(Analyses.record(seed()), baseline);
        Analysis analysis = Analyses.run(seed(pool), Fixtures.withDrops(Map.of(), false),
                new BaselineLocation(baseline, "baseline.json", true));
        assertThat(analysis.mismatches()).isEmpty();
        assertThat(analysis.comparison().since().rejudged()).containsExactly("How do I reset my password?");
        assertThat(MarkdownReport.render(analysis, "seed")).contains("Judgments merged with the golden set:"
                + " pool.jsonl (sha256 " + fingerprint.judgments().get("pool.jsonl").substring(0, 12) + ").");

        // Recorded with them, read back from report.json and from the baseline: the same fingerprint.
        Path folder = dir.resolve("reports");
        io.github.rageval.engine.saved.AnalysisJson.write(analysis, Files.createDirectories(folder));
        assertThat(SavedReport.read(folder.resolve(JsonReport.FILE_NAME)).fingerprint()).isEqualTo(fingerprint);
        BaselineFile.write(Analyses.record(seed(pool)), baseline);
        assertThat(BaselineFile.read(baseline).fingerprint()).isEqualTo(fingerprint);
    }

    /**
     * Machine grades counted carry the agreement with people they were accepted at, as the judge stamped it: said in
     * the warnings (console and report.json) and beside the judgments merged in report.md.
     */
    @Test
    void theReportsSayTheAgreementTheMachineGradesCountedWereAcceptedAt() throws Exception {
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), "{\"query_id\":\"q1\",\"doc_id\":\"2fa-setup\","
                + "\"grade\":1,\"judged_by\":\"umbrela:qwen3:8b\",\"judge_kappa\":0.7213114754098361,"
                + "\"judge_pairs\":48}\n{\"query_id\":\"q1\",\"doc_id\":\"sso-setup\",\"grade\":0}\n");
        EvaluationSettings accepted = Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN).toBuilder()
                .sources(DataSources.builder().judgments(List.of(pool)).acceptMachineJudgments(true).build()).build();
        Analysis analysis = Analyses.run(accepted, Fixtures.withDrops(Map.of(), false), BaselineLocation.none());
        String said = "machine grades by umbrela:qwen3:8b counted: 1 in " + pool + ", accepted at Cohen's kappa 0.72 on"
                + " 48 human-graded pairs (relevant or not).";
        assertThat(analysis.evaluation().warnings()).contains(said);
        assertThat(JsonReport.render(analysis.evaluation())).contains(said);
        assertThat(MarkdownReport.render(analysis, "seed")).contains("Judgments merged with the golden set:"
                + " pool.jsonl (machine grades counted) (sha256 ").contains("\n- machine grades by umbrela:qwen3:8b"
                + " counted: 1 in ");
    }
}
