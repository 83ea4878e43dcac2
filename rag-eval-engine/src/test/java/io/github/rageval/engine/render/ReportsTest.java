package io.github.rageval.engine.render;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.goal.check.Analyses;
import io.github.rageval.engine.saved.BaselineLocation;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.saved.AnalysisJson;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The four report files of a check, on the seed regression against its baseline and on hostile user text. */
public class ReportsTest {
    /** For writes that must not warn: a warning fails the test. */
    public static final java.util.function.Consumer<String> NO_WARNING = warning -> {
        throw new AssertionError("unexpected warning: " + warning);
    };

    static final String HOSTILE = "<script>alert('x')</script> | *a* & \"b\"";
    static Analysis regression;

    @TempDir
    Path folder;

    @BeforeAll
    static void analyse() throws Exception {
        regression = Fixtures.regression(Fixtures.withDrops(Map.of("mrr", "0.05"), false));
    }

    /** A corpus and golden set whose query and ids are markup. */
    private Analysis hostile() throws Exception {
        Path corpus = Files.writeString(folder.resolve("corpus.json"), "[{\"doc_id\": \"<b>id</b>&\", \"text\":"
                + " \"alert script\"}, {\"doc_id\": \"other\", \"text\": \"nothing here\"}]");
        Path golden = Files.writeString(folder.resolve("golden.json"), "[{\"query\": "
                + new ObjectMapper().writeValueAsString(HOSTILE) + ", \"relevant_doc_ids\": [\"other\"]}]");
        return Analyses.run(EvaluationSettings.builder().corpus(corpus).goldenDataset(golden).k(3)
                .rules(Fixtures.rules(Map.of("hit_rate", "0.5")))
                .build(), Fixtures.withDrops(Map.of(), false), BaselineLocation.none());
    }

    @Test
    void reportJsonExtendsTheEvaluationWithStatisticsBaselineAndDiagnostics() throws Exception {
        String json = AnalysisJson.render(regression);
        JsonNode root = new ObjectMapper().readTree(json);

        assertThat(json).isEqualTo(AnalysisJson.render(Fixtures.regression(Fixtures.withDrops(Map.of("mrr", "0.05"),
                false))));
        assertThat(root.fieldNames()).toIterable().containsExactly("k", "retriever", "documents", "vocabulary_size",
                "index",
                "summary", "thresholds", "passed", "violations", "cases", "failures", "fingerprint", "statistics",
                "baseline", "diagnostics");
        assertThat(root.get("passed").booleanValue()).isFalse();
        assertThat(root.get("failures")).hasSize(4);
        assertThat(root.at("/statistics/intervals/mrr/n").intValue()).isEqualTo(10);
        assertThat(root.at("/statistics/bootstrap_samples").intValue()).isEqualTo(2000);
        assertThat(root.at("/baseline/status").textValue()).isEqualTo("compared");
        assertThat(root.at("/baseline/metrics/2/metric").textValue()).isEqualTo("mrr");
        assertThat(root.at("/baseline/metrics/2/max_drop").decimalValue()).isEqualByComparingTo("0.05");
        assertThat(root.at("/baseline/metrics/0/max_drop").isNull()).isTrue();
        assertThat(root.at("/baseline/metrics/2/p_values/t-test/p").doubleValue()).isBetween(0.0, 1.0);
        assertThat(root.at("/baseline/queries/2/query").textValue()).isEqualTo("How do I set up SSO for my company?");
        assertThat(root.at("/baseline/queries/2/first_relevant_rank_after").isNull()).isTrue();
        assertThat(root.at("/baseline/violations/0").textValue()).startsWith("mrr dropped 0.93 -> 0.80");
        assertThat(root.at("/diagnostics/3/kind").textValue()).isEqualTo("precision_trap");
    }

    @Test
    void markdownHasTheSummaryTableFlipsAndEveryQuery() {
        String markdown = MarkdownReport.render(regression, "support-articles");

        assertThat(markdown).startsWith("## rag-eval: support-articles FAILED\n\n"
                + "**3 of 3 thresholds not met, 1 of 1 max drops exceeded**\n\n"
                + "| metric | value | 95% interval | threshold | baseline | change | max drop | p |\n");
        assertThat(markdown).contains("| mrr | 0.80 | [0.50, 1.00] | ≥ 0.90 ❌ | 0.93 | -0.13 | 0.05 ❌ | 0.500 |\n");
        assertThat(markdown).contains("| mean_precision | 0.62 | [");
        assertThat(markdown).contains("### Flipped queries\n\n| query | change | first relevant rank | entered the top 3"
                + " | left the top 3 |\n|---|---|---|---|---|\n| How do I protect my account from someone else logging"
                + " in? | HIT → **MISS** | 3 → none | api-rate-limits | pw-reset |\n| How do I set up SSO for my"
                + " company? | HIT → **MISS** | 1 → none |  | sso-setup, refund-policy, pw-reset |\n");
        assertThat(markdown).contains("- mrr dropped 0.93 -> 0.80 (-0.13), more than the allowed 0.05\n");
        assertThat(markdown).contains("<details><summary>All 10 queries</summary>");
        assertThat(markdown).contains("| 4 | How do I set up SSO for my company? | **MISS** | 0.00 | 0.00 | 0.00 |  |"
                + " sso-setup |\n");
    }

    @Test
    void junitXmlHasACasePerThresholdDropAndQuery() throws Exception {
        Document xml = parse(JunitReport.render(regression, "support-articles"));
        Element root = xml.getDocumentElement();

        assertThat(root.getAttribute("tests")).isEqualTo("14");
        assertThat(root.getAttribute("failures")).isEqualTo("6");
        NodeList cases = root.getElementsByTagName("testcase");
        assertThat(((Element) cases.item(0)).getAttribute("classname")).isEqualTo("rag-eval.support-articles.gate");
        assertThat(((Element) cases.item(0)).getAttribute("name")).isEqualTo("threshold mean_recall >= 0.90");
        assertThat(((Element) cases.item(3)).getAttribute("name")).isEqualTo("max drop mrr <= 0.05");
        Element sso = (Element) cases.item(7);
        assertThat(sso.getAttribute("classname")).isEqualTo("rag-eval.support-articles.queries");
        assertThat(sso.getAttribute("name")).isEqualTo("How do I set up SSO for my company?");
        Element failure = (Element) sso.getElementsByTagName("failure").item(0);
        assertThat(failure.getAttribute("message")).isEqualTo("HIT -> MISS: no relevant document in the top 3");
        assertThat(failure.getTextContent()).contains("retrieved=[]", "first relevant rank 1 -> none");
        Element reset = (Element) cases.item(4);
        assertThat(reset.getElementsByTagName("failure").getLength()).isZero();
        assertThat(JunitReport.render(regression, "x")).doesNotContain("timestamp").contains("time=\"0\"");
    }

    @Test
    void htmlIsSelfContainedWithChartAndSortableTable() {
        String html = HtmlReport.render(regression, "support-articles");

        assertThat(html).startsWith("<!DOCTYPE html>\n<html lang=\"en\">").endsWith("</html>\n");
        assertThat(html).contains("<span class=\"badge failed\">FAILED</span>", "<svg xmlns=\"http://www.w3.org/2000/svg\"",
                "<table class=\"sortable\" id=\"queries\">", "<style>", "<script>");
        assertThat(html).doesNotContainPattern("(?i)<(link|img|script|iframe)[^>]+(src|href)=")
                .doesNotContainPattern("(?i)url\\(");
        assertThat(html).contains("<td>mrr</td><td class=\"num\">0.80</td><td>[0.50, 1.00] (n=10)</td>");
        assertThat(html).contains("stroke-dasharray=\"6 4\"><title>mrr threshold 0.90</title>");
        assertThat(html).contains("<title>mrr baseline 0.93</title>");
        assertThat(html).contains("<td class=\"nowrap bad\">HIT → MISS</td>");
        assertThat(html).contains("<tr data-index=\"3\" class=\"miss\">");
        assertThat(html).isEqualTo(HtmlReport.render(regression, "support-articles"));
    }

    @Test
    void htmlCountsTheChangedQueriesAsTheConsoleDoes() {
        String html = HtmlReport.render(regression, "support-articles");
        String console = AnalysisConsole.lines(regression, ShowQueries.NONE).stream().map(ConsoleLine::text)
                .filter(line -> line.startsWith("  queries: ")).findFirst().orElseThrow();
        Matcher numbers = Pattern.compile("(\\d+) HIT -> MISS, (\\d+) MISS -> HIT, (\\d+) changed without flipping,"
                + " (\\d+) unchanged").matcher(console);
        assertThat(numbers.find()).as(console).isTrue();

        assertThat(html).contains("<span data-count=\"lost\">" + numbers.group(1) + "</span> HIT → MISS",
                "<span data-count=\"gained\">" + numbers.group(2) + "</span> MISS → HIT",
                "<span data-count=\"changed-without-flipping\">" + numbers.group(3) + "</span> changed without",
                "<span data-count=\"unchanged\">" + numbers.group(4) + "</span> unchanged");
        assertThat(MarkdownReport.render(regression, "support-articles"))
                .contains("\nQueries against the baseline: " + console.substring("  queries: ".length()) + ".\n");
        // Each metric's own count, the queries its value changed on, is named as such, not "changed queries".
        assertThat(html).doesNotContain("changed queries</th>")
                .contains("<td class=\"num nowrap\" data-metric-changed=\"2\">2 of 10</td>");
    }

    @Test
    void eachPValueSaysInPlainWordsWhatItMeansForTheBuild() {
        String html = HtmlReport.render(regression, "support-articles");

        // mrr's drop fails though p is 0.500: the page says why, beside the number.
        assertThat(html).contains("<td class=\"num\" title=\"exact over 4 sign assignments of 2 changed queries\">"
                + "0.500</td><td class=\"num nowrap\" data-metric-changed=\"2\">2 of 10</td></tr>\n"
                + "<tr class=\"means\"><td></td><td colspan=\"8\">p 0.500: not significant (alpha 0.05), yet it fails"
                + " the build: the change is beyond its max drop, and with maxDropRequiresSignificance = false the size"
                + " alone decides</td></tr>\n<tr class=\"has-means\"><td>hit_rate</td>");
        assertThat(html).contains("not significant (alpha 0.05): could be noise; no maxDrop set, so the change does"
                + " not gate the build");
    }

    @Test
    void aDropWithinNoiseSaysBesideItsPValueThatItDoesNotFail() throws Exception {
        Analysis noise = Fixtures.against(Fixtures.THREE_PLUS, Fixtures.withDrops(Map.of("hit_rate", "0.02"), true));

        assertThat(HtmlReport.render(noise, "support-articles")).contains("<tr class=\"means\"><td></td>"
                + "<td colspan=\"8\">p 1.000: not significant (alpha 0.05): within noise, so the change beyond its max"
                + " drop does not fail the build</td></tr>\n");
    }

    @Test
    void theHeaderListsTheRetrieversSettingsInATableOfTheirOwn() {
        String html = HtmlReport.render(regression, "support-articles");
        String header = html.substring(html.indexOf("<header>"), html.indexOf("</header>"));

        // One setting per row, not every setting run together in one line of the paragraph above.
        assertThat(header).doesNotContain("retriever <code>")
                .contains("<table class=\"settings\">\n<thead><tr><th>retriever setting</th><th>value</th></tr></thead>\n"
                        + "<tbody>\n<tr><td><code>type</code></td><td><code>tfidf</code></td></tr>\n")
                .contains("<tr><td><code>lowercase</code></td><td><code>true</code></td></tr>\n");
        assertThat(header.split("<tr><td><code>", -1)).hasSize(regression.fingerprint().retriever().size() + 1);
    }

    @Test
    void userTextIsEscapedInEveryFormat() throws Exception {
        Analysis analysis = hostile();
        String html = HtmlReport.render(analysis, "<p>roject");
        String markdown = MarkdownReport.render(analysis, "<p>roject");
        String junit = JunitReport.render(analysis, "<p>roject");

        assertThat(html).doesNotContain("<script>alert", "<b>id</b>", "<p>roject")
                .contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; | *a* &amp; &quot;b&quot;",
                        "&lt;b&gt;id&lt;/b&gt;&amp;", "rag-eval: &lt;p&gt;roject");
        assertThat(markdown).doesNotContainPattern("(?<!\\\\)</?(script|b|p)>")
                .contains("\\<script>alert('x')\\</script> \\| \\*a\\* \\& \"b\"", "\\<b>id\\</b>\\&");
        Document xml = parse(junit);
        Element query = (Element) xml.getElementsByTagName("testcase").item(1);
        assertThat(query.getAttribute("name")).isEqualTo(HOSTILE);
        assertThat(query.getAttribute("classname")).isEqualTo("rag-eval.<p>roject.queries");
        assertThat(new ObjectMapper().readTree(AnalysisJson.render(analysis)).at("/cases/0/query").textValue())
                .isEqualTo(HOSTILE);
    }

    @Test
    void theFilesWrittenSideBySideHoldTheBytesEachRenderGives() throws Exception {
        Path reports = folder.resolve("side-by-side");

        for (int round = 0; round < 3; round++) {
            List<Path> written = ReportFiles.writeAll(regression, "support-articles", reports,
                    Environment.of(Map.of()), NO_WARNING);

            assertThat(written).containsExactly(reports.resolve("report.json"), reports.resolve("report.md"),
                    reports.resolve("TEST-rag-eval.xml"), reports.resolve("report.html"));
            assertThat(Files.readString(reports.resolve("report.json"), StandardCharsets.UTF_8))
                    .isEqualTo(AnalysisJson.render(regression));
            assertThat(Files.readString(reports.resolve("report.md"), StandardCharsets.UTF_8))
                    .isEqualTo(MarkdownReport.render(regression, "support-articles"));
            assertThat(Files.readString(reports.resolve("TEST-rag-eval.xml"), StandardCharsets.UTF_8))
                    .isEqualTo(JunitReport.render(regression, "support-articles"));
            assertThat(Files.readString(reports.resolve("report.html"), StandardCharsets.UTF_8))
                    .isEqualTo(HtmlReport.render(regression, "support-articles"));
        }
    }

    @Test
    void everyReportIsWrittenAndTheMarkdownAppendedToTheJobSummary() throws Exception {
        Path summary = Files.writeString(folder.resolve("summary.md"), "earlier step\n");
        Path reports = folder.resolve("rag-eval");

        List<Path> written = ReportFiles.writeAll(regression, "support-articles", reports,
                Environment.of(Map.of(StepSummary.VARIABLE, summary.toString())), NO_WARNING);

        assertThat(written).containsExactly(reports.resolve("report.json"), reports.resolve("report.md"),
                reports.resolve("TEST-rag-eval.xml"), reports.resolve("report.html"), summary);
        assertThat(Files.readString(summary)).isEqualTo("earlier step\n"
                + MarkdownReport.render(regression, "support-articles") + "\n");
        assertThat(Files.readString(reports.resolve("report.md"), StandardCharsets.UTF_8))
                .isEqualTo(MarkdownReport.render(regression, "support-articles"));
        // run.trec is part of the set, written with the others (not named in the log).
        try (var files = Files.list(reports)) {
            assertThat(files).extracting(file -> file.getFileName().toString()).containsExactlyInAnyOrder(
                    "report.json", "report.md", "TEST-rag-eval.xml", "report.html", "run.trec");
        }
    }

    @Test
    void aJobSummaryThatCannotBeWrittenIsAWarningAndTheReportsAreWritten() throws Exception {
        Path reports = folder.resolve("rag-eval");
        List<String> warnings = new java.util.ArrayList<>();

        List<Path> written = ReportFiles.writeAll(regression, "support-articles", reports,
                Environment.of(Map.of(StepSummary.VARIABLE, folder.toString())), warnings::add);

        assertThat(written).hasSize(4).doesNotContain(folder);
        assertThat(warnings).containsExactly("cannot append the report to the job summary "
                + "GITHUB_STEP_SUMMARY=" + folder + " (it is a directory); the reports are written, the job summary"
                + " lacks this one.");
        warnings.clear();
        Path missing = folder.resolve("no-such-folder/summary.md");
        StepSummary.append(Environment.of(Map.of(StepSummary.VARIABLE, missing.toString())), "x", warnings::add);
        assertThat(warnings).singleElement().asString().contains("(its folder does not exist)");
    }

    @Test
    void noJobSummaryWhenTheVariableIsUnsetOrBlank() throws Exception {
        assertThat(StepSummary.append(Environment.of(Map.of()), "x", NO_WARNING)).isEmpty();
        assertThat(StepSummary.append(Environment.of(Map.of(StepSummary.VARIABLE, " ")), "x", NO_WARNING)).isEmpty();
        assertThat(Environment.system().variable("RAGEVAL_SURELY_UNSET_VARIABLE")).isEmpty();
    }

    private static Document parse(String xml) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }
}
