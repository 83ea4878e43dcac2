package io.github.rageval.engine.evaluation;

import static io.github.rageval.engine.evaluation.Fixtures.issueVariants;
import static io.github.rageval.engine.evaluation.Fixtures.withVariants;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.goal.check.Analyses;
import io.github.rageval.engine.latency.Latencies;
import io.github.rageval.engine.latency.Latency;
import io.github.rageval.engine.latency.LatencyPercentile;
import io.github.rageval.engine.latency.LatencySettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.render.ConsoleLine;
import io.github.rageval.engine.render.ConsoleReport;
import io.github.rageval.engine.render.HtmlReport;
import io.github.rageval.engine.render.JunitReport;
import io.github.rageval.engine.render.MarkdownReport;
import io.github.rageval.engine.render.ShowQueries;
import io.github.rageval.engine.render.VariantConsole;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.saved.AnalysisJson;
import io.github.rageval.engine.saved.JsonReport;
import io.github.rageval.engine.saved.SavedReport;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.settings.SegmentSettings;
import io.github.rageval.engine.settings.read.CommandLineNames;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Latency through the evaluation and into every report: when it is reported ({@code auto}, {@code true},
 * {@code false}), its limits failing the gate, and the figures as each report shows them, from given times (a
 * clock's real readings vary, so the numbers are asserted on fixed ones).
 */
class LatencyReportTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** The seed's ten queries, in golden order, in hundredths of a millisecond. */
    private static final long[] TIMES = {1230, 800, 4010, 950, 6120, 1100, 1000, 725, 1500, 2000};

    @TempDir
    Path dir;

    private static EvaluationSettings settings(String mode, Map<LatencyPercentile, String> limits)
            throws ConfigurationException {
        return Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN).toBuilder().rules(Fixtures.rules(
                Fixtures.specThresholds(), SegmentSettings.NONE, new LatencySettings(mode, limits))).build();
    }

    /** The seed evaluation re-judged with the fixed times in place of those measured. */
    private static EvaluationReport withFixedTimes(EvaluationSettings settings) throws Exception {
        EvaluationReport measured = RagEvaluation.run(settings);
        Latencies fixed = new Latencies(LongStream.of(TIMES).map(t -> t * 10_000).toArray());
        EvaluatedCases cases = new EvaluatedCases(measured.source(), measured.cases(), measured.warnings(),
                measured.explanations(), List.of(), 0, fixed);
        return RagEvaluation.judge(measured.k(), measured.summary().metrics(), measured.relevanceLevel(), cases,
                settings.rules());
    }

    private static Analysis analysed(EvaluationReport report, EvaluationSettings settings) throws Exception {
        return Analyses.analyse(report, Fingerprint.of(settings), null, "src/test/rag/baseline.json",
                Fixtures.withDrops(Map.of(), false));
    }

    @Test
    void autoLeavesAnInProcessRetrieversReportsWithoutLatencySoTheyStayByteIdentical() throws Exception {
        EvaluationReport report = RagEvaluation.run(settings("auto", Map.of()));

        assertThat(report.latency().reported()).isFalse();
        assertThat(MAPPER.readTree(JsonReport.render(report)).has("latency")).isFalse();
        assertThat(ConsoleReport.lines(report, ShowQueries.NONE)).noneMatch(line -> line.startsWith("LATENCY"));
        assertThat(RagEvaluation.run(settings("false", Map.of())).latency().reported()).isFalse();
    }

    @Test
    void trueReportsEveryQueryTimedAndALimitReportsItUnderAuto() throws Exception {
        EvaluationReport always = RagEvaluation.run(settings("true", Map.of()));
        EvaluationReport limited = RagEvaluation.run(settings("auto", Map.of(LatencyPercentile.P99, "600000")));

        assertThat(always.latency().summary().queries()).isEqualTo(10);
        assertThat(always.passed()).isTrue();
        assertThat(limited.latency().summary().queries()).isEqualTo(10);
        assertThat(limited.passed()).isTrue();
        assertThat(ConsoleReport.lines(limited, ShowQueries.NONE)).last().asString()
                .startsWith("GATE PASSED: mean_recall 0.95 >= 0.90, MRR 0.93 >= 0.90, hit_rate 1.00 >= 0.95,"
                        + " latency p99 ").endsWith(" ms <= 600000 ms");
    }

    @Test
    void theFiguresAndTheLimitExceededInEveryReport() throws Exception {
        EvaluationSettings settings = settings("auto", Map.of(LatencyPercentile.P95, "50",
                LatencyPercentile.P50, "11"));
        EvaluationReport report = withFixedTimes(settings);

        // Sorted: 7.25 8 9.5 10 11 12.3 15 20 40.1 61.2; p50 is the 5th, p95 and p99 the 10th.
        assertThat(report.latency().summary()).isEqualTo(new Latency(10, 11_000_000, 61_200_000, 61_200_000,
                61_200_000));
        assertThat(report.violationMessages()).containsExactly("latency p95 61.2 ms exceeded the 50 ms limit");
        assertThat(Verdict.headline(report)).isEqualTo("1 of 2 latency limits exceeded");
        assertThat(ConsoleReport.lines(report, ShowQueries.NONE)).containsSequence(
                "LATENCY: p50 11.0 ms, p95 61.2 ms, p99 61.2 ms, max 61.2 ms (10 queries)",
                "GATE FAILED: 1 of 2 latency limits exceeded",
                "  latency p95 61.2 ms exceeded the 50 ms limit");

        JsonNode json = MAPPER.readTree(JsonReport.render(report));
        assertThat(json.get("latency").toString()).isEqualTo("{\"unit\":\"ms\",\"queries\":10,\"p50\":11.0,"
                + "\"p95\":61.2,\"p99\":61.2,\"max\":61.2,\"limits\":{\"p50\":11,\"p95\":50}}");
        assertThat(json.get("passed").asBoolean()).isFalse();
        assertThat(json.get("violations").toString()).isEqualTo("[{\"metric\":\"latency_p95_ms\",\"value\":61.2,"
                + "\"threshold\":50,\"message\":\"latency p95 61.2 ms exceeded the 50 ms limit\"}]");

        Analysis analysis = analysed(report, settings);
        assertThat(MarkdownReport.render(analysis, "demo"))
                .contains("**1 of 2 latency limits exceeded**")
                .contains("\nLatency: p50 11.0 ms, p95 61.2 ms, p99 61.2 ms, max 61.2 ms (10 queries); wall time per"
                        + " retriever call, which varies from run to run.\n")
                .contains("- latency p95 61.2 ms exceeded the 50 ms limit\n");
        assertThat(JunitReport.render(analysis, "demo"))
                .contains("<testcase classname=\"rag-eval.demo.gate\" name=\"latency p50 &lt;= 11 ms\" time=\"0\">\n"
                        + "      <system-out>latency p50 11.0 ms, limit 11 ms; p50 11.0 ms, p95 61.2 ms, p99 61.2 ms,"
                        + " max 61.2 ms (10 queries)</system-out>")
                .contains("<failure message=\"latency p95 61.2 ms exceeded the 50 ms limit\" type=\"latency\">");
        assertThat(MAPPER.readTree(AnalysisJson.render(analysis)).get("failures").toString())
                .isEqualTo("[\"latency p95 61.2 ms exceeded the 50 ms limit\"]");
    }

    @Test
    void aLimitNobodyTimesIsAConfigurationError() throws Exception {
        assertThatThrownBy(() -> RagEvaluation.run(settings("false", Map.of(LatencyPercentile.P95, "300"))))
                .isInstanceOf(ConfigurationException.class).hasMessageStartingWith("latency = 'false', but");
        assertThatThrownBy(() -> RagEvaluation.run(settings("auto", Map.of(LatencyPercentile.P95, "fast"))))
                .isInstanceOf(ConfigurationException.class).hasMessageStartingWith("maxLatencyP95Ms = 'fast'");
        Path run = Files.writeString(dir.resolve("run.txt"), "q1 Q0 a 1 1.0 x\n");
        Path qrels = Files.writeString(dir.resolve("qrels.txt"), "q1 0 a 1\n");
        EvaluationSettings runFile = EvaluationSettings.builder().k(2).sources(DataSources.builder().run(run)
                .qrels(qrels).build())
                .scoring(ScoringOptions.DEFAULTS)
                .rules(Fixtures.rules(Map.of(), SegmentSettings.NONE,
                        new LatencySettings("true", Map.of(LatencyPercentile.P95, "300")))).build();
        assertThatThrownBy(() -> RagEvaluation.run(runFile)).isInstanceOf(ConfigurationException.class)
                .hasMessage("maxLatencyP95Ms = 300 is set, but run " + run + " is evaluated: its results were"
                        + " retrieved elsewhere, so no query is timed and the limit could never fail. Remove the"
                        + " limit, or evaluate the retriever itself.");
        assertThat(RagEvaluation.run(runFile.toBuilder().rules(Fixtures.rules(Map.of(), SegmentSettings.NONE,
                new LatencySettings("true", Map.of()))).build()).latency().reported())
                .isFalse();
    }

    @Test
    void eachVariantReportsItsOwnLatencyAndTheGateVariantsIsHeld() throws Exception {
        EvaluationSettings settings = withVariants(issueVariants("words4"))
                .toBuilder().rules(Fixtures.rules(Fixtures.specThresholds(), SegmentSettings.NONE,
                        new LatencySettings("true", Map.of()))).build();
        Analysis analysis = Fixtures.analyse(settings);

        JsonNode json = MAPPER.readTree(AnalysisJson.render(analysis));
        assertThat(json.get("latency").get("queries").asInt()).isEqualTo(10);
        assertThat(json.get("variants")).hasSize(3).allSatisfy(variant -> {
            assertThat(variant.get("latency").get("unit").asText()).isEqualTo("ms");
            assertThat(variant.get("latency").get("queries").asInt()).isEqualTo(10);
        });
        assertThat(analysis.evaluation().latency().summary())
                .isEqualTo(analysis.variants().reports().get(1).report().latency().summary());
        assertThat(MarkdownReport.render(analysis, "demo"))
                .containsPattern("\nLatency per variant \\(varies from run to run\\): words2: p50 [0-9.]+ ms, .*"
                        + " \\(10 queries\\); words4: p50 .*; fused: p50 .*\\.\n");
        assertThat(HtmlReport.render(analysis, "demo")).contains("<p class=\"note\">Latency per variant");
        assertThat(VariantConsole.lines(analysis.variants(), ShowQueries.NONE)).extracting(ConsoleLine::text)
                .filteredOn(line -> line.contains("latency ")).hasSize(3);
        assertThat(MAPPER.readTree(AnalysisJson.render(Fixtures.analyse(withVariants(issueVariants("words4")))))
                .get("variants")).allSatisfy(variant -> assertThat(variant.has("latency")).isFalse());
    }

    @Test
    void reGatingCarriesTheSavedLatencyAndHoldsItToTheNewLimits() throws Exception {
        EvaluationSettings settings = settings("auto", Map.of(LatencyPercentile.P95, "100"));
        EvaluationReport report = withFixedTimes(settings);
        Path saved = JsonReport.write(report, dir);

        EvaluationReport same = SavedReport.regate(saved, settings);
        EvaluationReport strict = SavedReport.regate(saved, settings("auto", Map.of(LatencyPercentile.P95, "60")));
        EvaluationReport none = SavedReport.regate(saved, settings("auto", Map.of()));

        assertThat(JsonReport.render(same)).isEqualTo(Files.readString(saved));
        assertThat(strict.violationMessages()).containsExactly("latency p95 61.2 ms exceeded the 60 ms limit");
        assertThat(none.latency().summary()).isEqualTo(report.latency().summary());
        assertThat(none.passed()).isTrue();
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
        "unit    | '\"s\"'  | \"latency.unit\" is s; report.json gives times in ms",
        "unit    | 1          | \"latency.unit\" is missing or not a string",
        "queries | 11         | \"latency.queries\" is 11, but the report holds 10 queries, each timed",
        "queries | 9.5        | \"latency.queries\" is missing or not an integer",
    })
    void aSavedLatencyThatIsNotTheReportsIsAnInputError(String field, String json, String problem) throws Exception {
        EvaluationSettings settings = settings("auto", Map.of());
        ObjectNode report = (ObjectNode) MAPPER.readTree(Files.readAllBytes(JsonReport.write(withFixedTimes(settings),
                dir)));
        ((ObjectNode) report.get("latency")).set(field, MAPPER.readTree(json));
        Path tampered = Files.writeString(dir.resolve("tampered.json"), MAPPER.writeValueAsString(report));

        assertThatThrownBy(() -> SavedReport.regate(tampered, settings)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("report file " + tampered + " cannot be re-gated: " + problem);
    }

    @Test
    void aLatencyLimitOnASavedReportWithoutLatencyIsAnInputError() throws Exception {
        Path saved = JsonReport.write(RagEvaluation.run(settings("auto", Map.of())), dir);

        assertThatThrownBy(() -> SavedReport.regate(saved, settings("auto", Map.of(LatencyPercentile.P99, "50"))))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith("report file " + saved + " holds no latency (it was written with latency"
                        + " not reported: a run file, latency=false, or auto for a retriever");
    }

    @Test
    void onTheCommandLineASavedReportWithoutLatencyNamesTheOption() throws Exception {
        // The command line was told "latency=false", a POM's words.
        Path saved = JsonReport.write(RagEvaluation.run(settings("auto", Map.of())), dir);
        EvaluationSettings limited = settings("auto", Map.of(LatencyPercentile.P99, "50"));

        assertThatThrownBy(() -> SavedReport.regateAll(SavedReport.read(saved), saved, limited,
                CommandLineNames.words())).isInstanceOf(InputException.class)
                .hasMessageContaining(": a run file, --latency false, or auto for a retriever")
                .hasMessageContaining("Evaluate again without --reuse-report with the limits set");
    }
}
