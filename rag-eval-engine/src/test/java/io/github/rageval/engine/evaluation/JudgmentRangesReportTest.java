package io.github.rageval.engine.evaluation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.goal.check.Analyses;
import io.github.rageval.engine.metrics.JudgmentRanges;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.render.ConsoleLine;
import io.github.rageval.engine.render.ConsoleReport;
import io.github.rageval.engine.render.HtmlReport;
import io.github.rageval.engine.render.MarkdownReport;
import io.github.rageval.engine.render.ReportView;
import io.github.rageval.engine.render.ShowQueries;
import io.github.rageval.engine.render.VariantConsole;
import io.github.rageval.engine.saved.JsonReport;
import io.github.rageval.engine.saved.SavedReport;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.settings.SegmentSettings;
import io.github.rageval.engine.settings.UnlistedDocuments;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where the judgment ranges show, and the verdicts they flag, on a run file judged by a golden set that grades
 * documents 0 (so, by {@code auto}, what it does not name is a hole). At k = 1, per query (x, y and w are holes):
 * q1 [t] ranks x a, q2 [t] ranks c y, q3 ranks e w. As judged hit_rate is 2/3 and mean_recall 2/3; if the holes
 * were relevant, hit_rate is 1 and mean_recall 1/2 (each query then has two relevant documents, one in its top 1).
 */
class JudgmentRangesReportTest {
    private static final String HOLES = "HOLES: 3 of 3 queries have unjudged documents in their top 2"
            + " (unlistedDocuments = auto: the golden set grades some documents 0 (or below), so it was judged from a"
            + " pool and what it does not name was not judged); if they were relevant: mean_precision 0.6667 to"
            + " 1.0000, mean_recall 0.6667 to 0.5000, mrr 0.6667 to 1.0000, hit_rate 0.6667 to 1.0000";

    @TempDir
    Path dir;
    private EvaluationSettings settings;

    @BeforeEach
    void files() throws Exception {
        Path golden = Files.writeString(dir.resolve("golden.json"), """
                [{"query_id": "q1", "query": "one", "relevant": {"a": 1, "n": 0}, "tags": ["t"]},
                 {"query_id": "q2", "query": "two", "relevant": {"c": 1, "n": 0}, "tags": ["t"]},
                 {"query_id": "q3", "query": "three", "relevant": {"e": 1, "n": 0}}]""", StandardCharsets.UTF_8);
        Path run = Files.writeString(dir.resolve("run.txt"), "q1 Q0 x 1 3.0 r\nq1 Q0 a 2 2.0 r\n"
                + "q2 Q0 c 1 3.0 r\nq2 Q0 y 2 2.0 r\nq3 Q0 e 1 3.0 r\nq3 Q0 w 2 2.0 r\n", StandardCharsets.UTF_8);
        settings = EvaluationSettings.builder().goldenDataset(golden).k(1)
                .rules(Fixtures.rules(Map.of("hit_rate", "0.75", "mean_recall", "0.6"),
                        new SegmentSettings(Map.of("t", "hit_rate=0.75"), -1, Map.of())))
                .sources(DataSources.builder().run(run).build()).scoring(ScoringOptions.DEFAULTS)
                .build();
    }

    @Test
    void theConsoleAndTheReportFilesGiveTheRangesOfTheMetricsTheHolesMove() throws Exception {
        EvaluationReport report = RagEvaluation.run(settings);

        assertThat(ConsoleReport.lines(report, ShowQueries.NONE)).contains(HOLES);
        ReportView view = ReportView.of(analysis(report, null), "project");
        // The files say where the holes are and give each mean if they were relevant in the summary table.
        String headline = HOLES.substring("HOLES: ".length(), HOLES.indexOf("); if they were relevant") + 1)
                + "; the summary table's column \"if holes relevant\" gives each mean if they were relevant";
        String markdown = MarkdownReport.render(view);
        assertThat(markdown).contains("\nHoles: " + headline.replace("_", "\\_") + ".\n",
                "| metric | value | 95% interval | threshold | if holes relevant |\n|---|---:|---|---|---:|\n",
                "| hit_rate | 0.67 | [0.00, 1.00] | ≥ 0.75 ❌ | 1.00 |\n",
                "| mean_recall | 0.67 | [0.00, 1.00] | ≥ 0.6 ✅ | 0.50 |\n");
        String html = HtmlReport.render(view);
        assertThat(html).contains("<p class=\"note\">Holes: " + Escape.html(headline) + ".</p>",
                ">if holes relevant</th>", "<td class=\"num\">1.00</td>");
        assertThat(JsonReport.render(report)).contains("\n  \"judgment_ranges\" : {\n    \"basis\" : \""
                + report.holes().basis() + "\",\n    \"results_evaluated\" : 2,\n    \"queries_with_holes\" : 3,\n"
                + "    \"metrics\" : {\n      \"mean_precision\" : {\n        \"as_judged\" : 0.6666666666666666,\n"
                + "        \"if_relevant\" : 1.0\n      },", "\n    \"holes_per_query\" : [\n      1,\n      1,\n      1\n    ],\n"
                + "    \"if_relevant_per_query\" : {\n      \"mean_precision\" : [\n        1.0,\n        1.0,\n"
                + "        1.0\n      ],\n      \"mean_recall\" : [\n        0.5,");
    }

    @Test
    void aVerdictTheHolesWouldFlipIsFlaggedBothWaysOverallAndPerTag() throws Exception {
        EvaluationReport report = RagEvaluation.run(settings);

        List<String> flagged = holeWarnings(analysis(report, null));

        String advice = " Judge them (or say what the judgments do not name with unlistedDocuments) before trusting"
                + " this verdict.";
        assertThat(flagged).containsExactly(
                "mean_recall 0.67 meets the 0.6 gate, but 3 queries have unjudged documents in their top 2: if they"
                        + " were relevant it would be 0.50, below it, as more relevant documents raise what it is"
                        + " measured against." + advice,
                "hit_rate 0.67 fell below the 0.75 gate, but 3 queries have unjudged documents in their top 2: it"
                        + " could be 1.00 if they were relevant, which meets it." + advice,
                "[t] hit_rate 0.50 fell below the 0.75 gate, but 2 queries have unjudged documents in their top 2:"
                        + " it could be 1.00 if they were relevant, which meets it." + advice);
    }

    @Test
    void aDropTheHolesWouldFlipIsFlagged() throws Exception {
        EvaluationReport report = RagEvaluation.run(settings);
        // The baseline hit every query: hit_rate fell by 1/3, more than 0.1, but not if the holes were relevant.
        Path good = Files.writeString(dir.resolve("good.txt"), "q1 Q0 a 1 3.0 r\nq2 Q0 c 1 3.0 r\nq3 Q0 e 1 3.0 r\n");
        EvaluationReport before = RagEvaluation.run(settings.toBuilder()
                .sources(DataSources.builder().run(good).build()).build());

        List<String> flagged = holeWarnings(analysis(report, RecordedRun.of(before, Fingerprint.of(settings))));

        assertThat(flagged).contains("hit_rate dropped 1.00 -> 0.67, more than the allowed 0.1, but 3 queries have"
                + " unjudged documents in their top 2: if they were relevant it would be 1.00, within it. Judge them (or"
                + " say what the judgments do not name with unlistedDocuments) before trusting this verdict.");
    }

    @Test
    void aMeasureOfTheHolesThemselvesGetsNoHoleWarning() throws Exception {
        // unj@2: the baseline ranked one judged document per query (0), this run a hole in each top 2 (0.50). The
        // warning said "unj@2 dropped 0.00 -> 0.50" (then "rose ... it would be 0.00"): with the holes judged a
        // measure of holes is what a fully judged list gives, which says nothing about the verdict.
        EvaluationSettings withUnj = EvaluationSettings.builder().goldenDataset(settings.goldenDataset()).k(1)
                .rules(Fixtures.rules(Map.of("unj@2", "1.0"))).sources(settings.sources())
                .scoring(ScoringOptions.DEFAULTS)
                .build();
        EvaluationReport report = RagEvaluation.run(withUnj);
        Path good = Files.writeString(dir.resolve("good.txt"), "q1 Q0 a 1 3.0 r\nq2 Q0 c 1 3.0 r\nq3 Q0 e 1 3.0 r\n");
        EvaluationReport before = RagEvaluation.run(withUnj.toBuilder().sources(DataSources.builder().run(good).build())
                .build());

        List<String> flagged = holeWarnings(Analyses.analyse(report, Fingerprint.of(withUnj),
                RecordedRun.of(before, Fingerprint.of(withUnj)), "baseline.json",
                Fixtures.withDrops(Map.of("unj@2", "0.1"), false)));

        assertThat(flagged).noneMatch(warning -> warning.startsWith("unj@2"));
        assertThat(holeWarnings(Analyses.analyse(report, Fingerprint.of(withUnj), null, "baseline.json",
                Fixtures.withDrops(Map.of(), false)))).noneMatch(warning -> warning.startsWith("unj@2"));
    }

    @Test
    void aReGatedReportCarriesItsRangesAndFlagsTheSameVerdicts() throws Exception {
        EvaluationReport report = RagEvaluation.run(settings);
        Path file = JsonReport.write(report, dir);

        EvaluationReport regated = SavedReport.regate(file, settings);

        JudgmentRanges ranges = regated.judgmentRanges();
        assertThat(ranges.basis()).isEqualTo(report.judgmentRanges().basis());
        for (Metric metric : report.summary().metrics()) {
            assertThat(ranges.ifRelevant(metric)).isEqualTo(report.judgmentRanges().ifRelevant(metric));
        }
        assertThat(ConsoleReport.lines(regated, ShowQueries.NONE)).contains(HOLES);
        assertThat(holeWarnings(analysis(regated, null))).isEqualTo(holeWarnings(analysis(report, null)));
        assertThat(JsonReport.render(regated)).isEqualTo(JsonReport.render(report));
    }

    @Test
    void aReportWithoutItsRangesIsReGatedWithAWarningThatTheHoleAdviceIsMissing() throws Exception {
        Path file = JsonReport.write(RagEvaluation.run(settings), dir);
        com.fasterxml.jackson.databind.node.ObjectNode json = (com.fasterxml.jackson.databind.node.ObjectNode)
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(file.toFile());
        json.remove("judgment_ranges");
        Files.writeString(file, json.toPrettyString(), StandardCharsets.UTF_8);

        EvaluationReport regated = SavedReport.regate(file, settings);

        assertThat(regated.judgmentRanges()).isNull();
        assertThat(regated.warnings()).contains("report file " + file + " holds no judgment_ranges, though 3 of 3"
                + " queries have unjudged documents among their results (unlistedDocuments = auto: the golden set grades"
                + " some documents 0 (or below), so it was judged from a pool and what it does not name was not"
                + " judged): it was written before judgment ranges existed, or they were removed from it, so this"
                + " re-gating gives no advice about the holes (what the metrics would be if they were relevant, and"
                + " whether that would change the verdict). Evaluate again without reuseReport to get it.");
        // A report whose rankings hold no hole needs no ranges, and gets no warning.
        assertThat(SavedReport.regate(file, settings.toBuilder()
                .sources(DataSources.builder().run(settings.sources().run())
                        .unlisted(UnlistedDocuments.NOT_RELEVANT).build()).build()).warnings())
                .noneMatch(w -> w.contains("judgment_ranges"));
    }

    /**
     * The seed example's variants with what its golden set does not name declared unjudged: every variant has holes,
     * its own ranges, and a verdict of its own the holes would flip is flagged under its name.
     */
    @Test
    void everyVariantHasItsOwnRangesAndItsFlippedVerdictsAreFlagged() throws Exception {
        EvaluationSettings variants = Fixtures.withVariants(Fixtures.issueVariants("words2"))
                .toBuilder().sources(DataSources.builder().unlisted(UnlistedDocuments.UNJUDGED).build()).build();

        Analysis analysis = Fixtures.analyse(variants.toBuilder().rules(Fixtures.rules(Fixtures.specThresholds(),
                new SegmentSettings(Map.of(), -1, Map.of())))
                .build());

        List<VariantReport> reports = analysis.variants().reports();
        assertThat(reports).allSatisfy(v -> assertThat(v.report().judgmentRanges()).isNotNull());
        assertThat(reports.get(1).report().judgmentRanges().ifRelevant(SummaryMetric.HIT_RATE.metric()))
                .isNotEqualTo(reports.get(0).report().judgmentRanges().ifRelevant(SummaryMetric.HIT_RATE.metric()));
        // The gate variant passes as judged; two others fail, and would not if their holes were relevant.
        assertThat(holeWarnings(analysis)).containsExactly(
                "variant words4: MRR 0.80 fell below the 0.90 gate, but 5 queries have unjudged documents in their top"
                        + " 3: it could be 0.90 if they were relevant, which meets it. Judge them (or say what the"
                        + " judgments do not name with unlistedDocuments) before trusting this verdict.",
                "variant fused: hit_rate 0.90 fell below the 0.95 gate, but 8 queries have unjudged documents in their"
                        + " top 3: it could be 1.00 if they were relevant, which meets it. Judge them (or say what the"
                        + " judgments do not name with unlistedDocuments) before trusting this verdict.");
        // The console names every variant with holes in one line; the ranges stay in the reports.
        assertThat(VariantConsole.lines(analysis.variants(), ShowQueries.NONE)).map(ConsoleLine::text)
                .filteredOn(line -> line.startsWith("  holes")).containsExactly("  holes: words2 (8 of 10"
                        + " queries), words4 (5 of 10 queries) and fused (8 of 10 queries) have unjudged documents in"
                        + " their top 3 (unlistedDocuments = unjudged); the means if they were relevant, and why they"
                        + " are holes: the whole text is in report.md and report.html");
        assertThat(MarkdownReport.render(analysis, "p")).contains("words4: 5 of 10 queries have unjudged"
                + " documents in their top 3 (unlistedDocuments = unjudged); if they were relevant: ");
    }

    private Analysis analysis(EvaluationReport report, RecordedRun baseline) throws Exception {
        return Analyses.analyse(report, Fingerprint.of(settings), baseline, "baseline.json",
                Fixtures.withDrops(Map.of("hit_rate", "0.1"), false));
    }

    private static List<String> holeWarnings(Analysis analysis) {
        return analysis.diagnostics().stream().filter(d -> d.kind().equals("hole_sensitive"))
                .map(Diagnostic::message).toList();
    }
}
