package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.analysis.MachineGradeSensitivity;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.render.MachineGradeText;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.saved.JsonReport;
import io.github.rageval.engine.saved.SavedReport;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import io.github.rageval.engine.stats.PredictionPoweredMean;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The metrics corrected for a machine judge's errors over the seed example: which queries rest on the machine's
 * grades, which were graded both ways, and the corrected mean, checked against the formula computed here by hand from
 * two plain evaluations (one with people's grades, one with the judge's in their place).
 */
class MachineGradeCorrectionTest {
    private static final String JUDGE = "umbrela:m";

    @TempDir
    Path dir;

    private EvaluationSettings accepting(Path pool) {
        return Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN).toBuilder()
                .sources(DataSources.builder().judgments(List.of(pool)).acceptMachineJudgments(true).build()).build();
    }

    private Path pool(String name, String... lines) throws Exception {
        return Files.writeString(dir.resolve(name), String.join("\n", lines) + "\n");
    }

    private static String machine(String query, String doc, int grade) {
        return "{\"query_id\":\"" + query + "\",\"doc_id\":\"" + doc + "\",\"grade\":" + grade
                + ",\"judged_by\":\"" + JUDGE + "\"}";
    }

    private static String person(String query, String doc, int grade) {
        return "{\"query_id\":\"" + query + "\",\"doc_id\":\"" + doc + "\",\"grade\":" + grade + "}";
    }

    private static String sampled(String query, String doc, int grade, int judgeGrade, String judge) {
        return "{\"query_id\":\"" + query + "\",\"doc_id\":\"" + doc + "\",\"grade\":" + grade
                + ",\"judge_grade\":" + judgeGrade + ",\"judge_grade_by\":\"" + judge + "\"}";
    }

    @Test
    void theCorrectedMeanIsTheJudgesMeanPlusTheShareWeighedMeanErrorOnTheQueriesGradedBothWays() throws Exception {
        // q1 rests on the machine; q2 and q3 were graded both ways (the judge disagrees on each); q4 by people alone.
        EvaluationReport counted = RagEvaluation.run(accepting(pool("pool.jsonl", machine("q1", "2fa-setup", 1),
                sampled("q2", "sso-setup", 0, 1, JUDGE), sampled("q3", "sso-setup", 1, 0, JUDGE),
                person("q4", "pw-reset", 0))));
        EvaluationReport judgeView = RagEvaluation.run(accepting(pool("judge.jsonl", machine("q1", "2fa-setup", 1),
                person("q2", "sso-setup", 1), person("q3", "sso-setup", 0), person("q4", "pw-reset", 0))));

        MachineGradeCorrection correction = counted.machineGrades();
        assertThat(correction.judge()).isEqualTo(JUDGE);
        assertThat(correction.queries()).isEqualTo(10);
        assertThat(correction.machineGraded()).isEqualTo(1);
        assertThat(correction.gradedBothWays()).isEqualTo(2);
        assertThat(correction.unavailable()).isNull();
        assertThat(correction.estimates().keySet()).containsExactlyElementsOf(counted.summary().metrics());
        double share = 3.0 / 10;
        boolean moved = false;
        for (Metric metric : counted.summary().metrics()) {
            double[] f = new double[10];
            for (int i = 0; i < 10; i++) {
                f[i] = (i == 1 || i == 2 ? judgeView : counted).cases().get(i).values().get(metric);
            }
            double[] error = {counted.cases().get(1).values().get(metric) - f[1],
                    counted.cases().get(2).values().get(metric) - f[2]};
            double meanF = mean(f);
            double meanError = mean(error);
            double expected = meanF + share * meanError;
            double se = Math.sqrt(variance(f) / 10 + share * share * variance(error) / 2);
            PredictionPoweredMean estimate = correction.estimates().get(metric);
            assertThat(estimate.estimate()).as(metric.key()).isCloseTo(expected, within(1e-12));
            assertThat(estimate.standardError()).as(metric.key()).isCloseTo(se, within(1e-12));
            assertThat(correction.interval(metric).high() - estimate.estimate())
                    .isCloseTo(1.959963984540054 * se, within(1e-9));
            moved |= Math.abs(expected - counted.summary().value(metric)) > 1e-9;
        }
        // The judge's disagreements move some metric: the test would pass vacuously otherwise.
        assertThat(moved).isTrue();
    }

    @Test
    void aThresholdTheCorrectionWouldFlipIsWarnedOfAndTheReportsSayTheCorrectedValues() throws Exception {
        Path pool = pool("pool.jsonl", machine("q1", "2fa-setup", 1), sampled("q2", "sso-setup", 0, 1, JUDGE),
                sampled("q3", "sso-setup", 1, 0, JUDGE), person("q4", "pw-reset", 0));
        EvaluationReport free = RagEvaluation.run(accepting(pool));
        Metric moved = free.summary().metrics().stream().filter(m -> Math.abs(free.summary().value(m)
                - free.machineGrades().estimates().get(m).estimate()) > 1e-3).findFirst().orElseThrow();
        double counted = free.summary().value(moved);
        double corrected = free.machineGrades().estimates().get(moved).estimate();
        // A bound between the two: the counted value meets it when it is the higher one, and the corrected does not.
        String bound = new BigDecimal((counted + corrected) / 2).setScale(6, RoundingMode.HALF_UP)
                .toPlainString();
        EvaluationReport gated = RagEvaluation.run(accepting(pool).toBuilder()
                .rules(Fixtures.rules(Map.of(moved.key(), bound))).build());

        List<Diagnostic> warned = MachineGradeSensitivity.thresholds(gated, SettingWords.PARAMETERS);
        assertThat(warned).singleElement().satisfies(d -> {
            assertThat(d.kind()).isEqualTo("machine_grade_sensitive");
            assertThat(d.metric()).isEqualTo(moved.key());
            assertThat(d.message()).contains("gate, but umbrela:m's grades are counted for 1 of 10 queries: corrected"
                    + " for the judge's errors, measured on 2 queries graded both by people and by it, it is ")
                    .contains(counted > corrected ? " meets the " : " does not meet the ")
                    .endsWith("Grade more of the pool by hand, or judge with a better model (judgeModel), before"
                            + " trusting this verdict.");
        });
        assertThat(MachineGradeText.of(gated)).startsWith("umbrela:m's grades are"
                + " counted for 1 of 10 queries; corrected for its errors, measured on 2 queries graded both by"
                + " people and by it (prediction-powered inference, 95% interval): " + moved.key() + " ")
                .endsWith("; every metric's is in report.json");
    }

    @Test
    void aSavedReportCarriesTheCorrectionThroughReGatingAsWritten() throws Exception {
        Path pool = pool("pool.jsonl", machine("q1", "2fa-setup", 1), sampled("q2", "sso-setup", 0, 1, JUDGE),
                sampled("q3", "sso-setup", 1, 0, JUDGE));
        EvaluationReport report = RagEvaluation.run(accepting(pool));
        Path saved = Files.writeString(dir.resolve("report.json"), JsonReport.render(report));
        MachineGradeCorrection read = SavedReport.regate(saved, accepting(pool)).machineGrades();
        assertThat(read).isEqualTo(report.machineGrades());

        Path uncorrected = Files.writeString(dir.resolve("uncorrected.json"), JsonReport.render(RagEvaluation.run(
                accepting(pool("other.jsonl", machine("q1", "2fa-setup", 1))))));
        assertThat(SavedReport.regate(uncorrected, accepting(pool)).machineGrades().unavailable())
                .startsWith("no line a person graded carries");
    }

    @Test
    void aRunFilesEvaluationIsCorrectedAsARetrieversIs() throws Exception {
        Path qrels = Files.writeString(dir.resolve("qrels.txt"), "q1 0 a 1\nq2 0 b 1\nq3 0 c 1\nq4 0 d 1\n");
        Path run = Files.writeString(dir.resolve("run.trec"), "q1 Q0 x 1 3 r\nq1 Q0 a 2 2 r\nq2 Q0 y 1 3 r\n"
                + "q2 Q0 b 2 2 r\nq3 Q0 z 1 3 r\nq3 Q0 c 2 2 r\nq4 Q0 d 1 3 r\n");
        Path pool = pool("pool.jsonl", machine("q1", "x", 1), sampled("q2", "y", 0, 1, JUDGE),
                sampled("q3", "z", 1, 1, JUDGE));
        EvaluationReport report = RagEvaluation.run(EvaluationSettings.builder().k(2).sources(DataSources.builder()
                .run(run).qrels(qrels).judgments(List.of(pool)).acceptMachineJudgments(true).build()).build());

        MachineGradeCorrection correction = report.machineGrades();
        assertThat(correction.machineGraded()).isEqualTo(1);
        assertThat(correction.gradedBothWays()).isEqualTo(2);
        // Reciprocal rank per query: q1 1 (the machine's x first), q2 0.5 as people graded y (1 as the judge did),
        // q3 1, q4 1. The judge is off by -0.5 on q2, right on q3: f = (1, 1, 1, 1), Y - f = (-0.5, 0), s = 3/4;
        // corrected 1 + 3/4 * -0.25, and the standard error sqrt(0 / 4 + (3/4)^2 * 0.0625 / 2).
        Metric mrr = correction.estimates().keySet().stream().filter(m -> m.key().equals("mrr")).findFirst()
                .orElseThrow();
        assertThat(report.summary().value(mrr)).isEqualTo(0.875);
        assertThat(correction.estimates().get(mrr).estimate()).isEqualTo(0.8125);
        assertThat(correction.estimates().get(mrr).standardError()).isCloseTo(0.75 * Math.sqrt(0.0625 / 2),
                within(1e-15));
    }

    @Test
    void noMachineGradeCountedNoCorrection() throws Exception {
        EvaluationReport report = RagEvaluation.run(accepting(pool("pool.jsonl", person("q1", "2fa-setup", 1))));
        assertThat(report.machineGrades()).isNull();
    }

    @Test
    void withoutTheJudgesGradesBesidePeoplesTheCorrectionSaysWhatToDo() throws Exception {
        MachineGradeCorrection correction = RagEvaluation.run(accepting(pool("pool.jsonl",
                machine("q1", "2fa-setup", 1), person("q2", "sso-setup", 0)))).machineGrades();
        assertThat(correction.estimates()).isEmpty();
        assertThat(correction.unavailable()).startsWith("no line a person graded carries the judge's own grade");
    }

    @Test
    void aQueryWithALinePeopleGradedThatTheJudgeWasNotAskedAboutIsNotGradedBothWays() throws Exception {
        MachineGradeCorrection correction = RagEvaluation.run(accepting(pool("pool.jsonl",
                machine("q1", "2fa-setup", 1), sampled("q2", "sso-setup", 0, 1, JUDGE), person("q2", "pw-reset", 1),
                sampled("q3", "sso-setup", 1, 1, JUDGE), person("q3", "webhook-config", -1)))).machineGrades();
        // q3's pooled line nobody graded (a negative grade) does not keep it from being graded both ways.
        assertThat(correction.gradedBothWays()).isEqualTo(1);
        assertThat(correction.unavailable()).isEqualTo("it needs 2 queries whose every line a person graded in the"
                + " pool the judge graded too, and 1 query has that (2 lines graded both ways): raise"
                + " judgeAgreementPairs to the number of lines people graded and run the judge goal again, or grade"
                + " whole queries of the pool by hand.");
    }

    @Test
    void anotherJudgesGradeBesidePeoplesIsNotThisJudgesAndTwoMachinesAreNotCorrected() throws Exception {
        MachineGradeCorrection other = RagEvaluation.run(accepting(pool("pool.jsonl", machine("q1", "2fa-setup", 1),
                sampled("q2", "sso-setup", 0, 1, "umbrela:other"), sampled("q3", "sso-setup", 1, 1, "umbrela:other"))))
                .machineGrades();
        assertThat(other.unavailable()).startsWith("no line a person graded carries");

        MachineGradeCorrection two = RagEvaluation.run(accepting(pool("two.jsonl", machine("q1", "2fa-setup", 1),
                "{\"query_id\":\"q5\",\"doc_id\":\"sso-setup\",\"grade\":1,\"judged_by\":\"clicks:coec\"}")))
                .machineGrades();
        assertThat(two.judge()).isEqualTo("umbrela:m and clicks:coec");
        assertThat(two.machineGraded()).isEqualTo(2);
        assertThat(two.unavailable()).startsWith("the grades of more than one machine are counted");
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return sum / values.length;
    }

    /** The mean squared deviation (divisor n, as numpy's std with ddof 0). */
    private static double variance(double[] values) {
        double mean = mean(values);
        double sum = 0;
        for (double value : values) {
            sum += (value - mean) * (value - mean);
        }
        return sum / values.length;
    }
}
