package io.github.rageval.engine.render;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.analysis.VariantComparison;
import io.github.rageval.engine.goal.check.Analyses;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.saved.BaselineLocation;
import io.github.rageval.engine.saved.JsonReport;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run file far larger than people read: 1,200 queries × 150 results, the relevant document of query i at rank
 * i % 200 + 1 (so a quarter of the queries miss at k = 10 and 150 are not even retrieved). The reports people read
 * list the 1,000 worst queries and 20 results each, saying what they left out; report.json keeps every query's
 * values and its first 100 results. Before the limits every report listed all 180,000 results.
 */
class BoundedReportsTest {
    private static final int QUERIES = 1200;
    private static final int RESULTS = 150;

    @TempDir
    static Path dir;
    static Analysis analysis;
    static Path folder;
    static List<Path> written;

    @BeforeAll
    static void evaluate() throws Exception {
        Path run = dir.resolve("run.txt");
        Path qrels = dir.resolve("qrels.txt");
        try (BufferedWriter out = Files.newBufferedWriter(run); BufferedWriter judged = Files.newBufferedWriter(qrels)) {
            for (int q = 0; q < QUERIES; q++) {
                int relevantRank = q % 200 + 1;
                judged.write("q" + q + " 0 rel" + q + " 1\n");
                for (int rank = 1; rank <= RESULTS; rank++) {
                    String doc = rank == relevantRank ? "rel" + q : "d" + rank;
                    out.write("q" + q + " Q0 " + doc + " " + rank + " " + (RESULTS - rank + 1) + " run\n");
                }
            }
        }
        EvaluationSettings settings = EvaluationSettings.builder().k(10)
                .sources(DataSources.builder().run(run).qrels(qrels).build()).scoring(ScoringOptions.DEFAULTS).build();
        AnalysisSettings fewResamples = AnalysisSettings.parse(200, 200, 42, 0.05, "randomization", false, Map.of(),
                "fail");
        analysis = Analyses.run(settings, fewResamples, BaselineLocation.none());
        folder = dir.resolve("reports");
        written = ReportFiles.writeAll(analysis, "big", folder, Environment.of(Map.of()), ReportsTest.NO_WARNING);
    }

    private static String read(String name) throws Exception {
        return Files.readString(folder.resolve(name), StandardCharsets.UTF_8);
    }

    private static int count(String text, String pattern) {
        Matcher matcher = Pattern.compile(pattern).matcher(text);
        int n = 0;
        while (matcher.find()) {
            n++;
        }
        return n;
    }

    @Test
    void reportJsonKeepsEveryQuerysValuesAndItsFirstHundredResults() throws Exception {
        JsonNode cases = new ObjectMapper().readTree(read(JsonReport.FILE_NAME)).get("cases");

        assertThat(cases).hasSize(QUERIES);
        for (JsonNode node : cases) {
            assertThat(node.get("retrieved")).hasSize(JsonReport.RESULTS_PER_QUERY);
            assertThat(node.get("retrieved_count").intValue()).isEqualTo(RESULTS);
            assertThat(node.has("reciprocal_rank")).isTrue();
        }
        assertThat(cases.get(0).at("/retrieved/0/doc_id").textValue()).isEqualTo("rel0");
    }

    @Test
    void markdownListsTheWorstThousandQueriesWorstFirstAndSaysWhatItLeftOut() throws Exception {
        String markdown = read(MarkdownReport.FILE_NAME);

        assertThat(markdown).contains("1200 queries, k = 10;")
                .contains("<details><summary>The 1000 worst of 1200 queries, worst first</summary>")
                .contains("... and 200 more queries, not listed here: every query's values are in report.json.");
        assertThat(count(markdown, "(?m)^\\| \\d+ \\| q\\d+ \\|")).isEqualTo(1000);
        assertThat(count(markdown, "\\.\\.\\. and 130 more \\|")).isEqualTo(1000);
        // 1,140 queries miss: the first 1,000 of them (in golden order among equals) are listed, no hit is.
        assertThat(markdown).contains("|---:|---|---|---:|---:|---:|---|---|\n| 11 | q10 | **MISS** |")
                .doesNotContain("| 10 | q9 |").doesNotContain("| HIT |");
    }

    @Test
    void htmlAndJunitAreBoundedLikewise() throws Exception {
        String html = read(HtmlReport.FILE_NAME);
        String junit = read(JunitReport.FILE_NAME);

        assertThat(count(html, "<tr data-index=")).isEqualTo(1000);
        assertThat(html).contains("The 1000 worst of 1200 queries, worst first (at most 20 results each).");
        assertThat(count(junit, "<testcase classname=\"rag-eval.big.queries\"")).isEqualTo(1001);
        // Every listed row names 20 of the 150 results.
        assertThat(count(html, "<span class=\"id\">d\\d+</span>")).isLessThanOrEqualTo(1000 * 20);
        assertThat(html.length() + junit.length() + read(MarkdownReport.FILE_NAME).length()).isLessThan(3_000_000);
    }

    @Test
    void theQueriesLeftOutOfTheJunitReportFailWhenOneOfThemMissed() throws Exception {
        long misses = analysis.evaluation().cases().stream().filter(c -> !c.hit()).count();
        String junit = read(JunitReport.FILE_NAME);

        // 1,200 queries, 10 of every 200 hit (rank 1 to 10): 1,140 misses, of which 1,000 are listed.
        assertThat(misses).isEqualTo(1140);
        assertThat(junit).contains("name=\"200 more queries\"")
                .contains("<failure message=\"140 of the 200 queries not listed missed: no relevant document in the"
                        + " top 10\" type=\"miss\">");
    }

    @Test
    void theConsoleListsTheWorstQueriesAndTwentyResultsAtMost() {
        List<String> lines = ConsoleReport.lines(analysis.evaluation(), ShowQueries.ALL);

        assertThat(lines.stream().filter(l -> l.startsWith("[MISS] ") || l.startsWith("[HIT ] "))).hasSize(1000);
        assertThat(lines).contains("... and 200 more queries, not listed here (the 1000 above are the worst, worst"
                + " first): every query's values are in report.json.");
        // k = 10 here: the top 10 fit, nothing is said to be left out of them.
        assertThat(lines).filteredOn(l -> l.contains("retrieved=")).allMatch(l -> !l.contains("more"));
    }

    @Test
    void aListLongerThanTheLimitIsCutAndSaysHowManyItLeftOut() {
        CaseResult first = analysis.evaluation().cases().get(0);
        List<String> block = ConsoleReport.caseBlock(first, 100, List.of(), new ReportLimits(5, 10));

        assertThat(block.get(1)).isEqualTo("       retrieved=['rel0', 'd2', 'd3', 'd4', 'd5'] ... and 95 more");
    }

    @Test
    void flippedQueriesBetweenVariantsAreCutLikewise() {
        List<VariantComparison.Flip> flips = IntStream.range(0, 1005)
                .mapToObj(i -> new VariantComparison.Flip(i, "q" + i, i % 2 == 0)).toList();
        VariantComparison.Contrast contrast = new VariantComparison.Contrast("bm25", Map.of(), flips);

        assertThat(VariantText.listedFlips(contrast, 1000)).hasSize(1000);
        assertThat(VariantText.flipsLeftOut(contrast, 1000)).isEqualTo("... and 5 more flipped queries, not listed"
                + " here: every flip is in report.json.");
        assertThat(VariantText.flipsLeftOut(contrast, 1005)).isNull();
    }

    @Test
    void smallReportsKeepGoldenOrder() {
        List<CaseResult> cases = analysis.evaluation().cases();

        assertThat(ListedQueries.of(cases, 1200).indices()).startsWith(0, 1, 2).hasSize(1200);
        assertThat(ListedQueries.of(cases, 1200).cut()).isFalse();
        assertThat(ListedQueries.of(cases, 3).indices()).allMatch(i -> !cases.get(i).hit());
    }
}
