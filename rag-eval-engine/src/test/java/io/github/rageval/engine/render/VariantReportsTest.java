package io.github.rageval.engine.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.VariantComparison;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.stats.ConfidenceInterval;
import io.github.rageval.engine.stats.PValue;
import io.github.rageval.engine.stats.PairedComparison;
import io.github.rageval.engine.stats.PairedTest;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * The variants' sections of report.md and report.html on the seed example's three variants (words2, words4 as the
 * gate, and their fusion), and on a made-up comparison for what the seed data does not show (a significant change,
 * no flips, many variants, markup in names).
 */
class VariantReportsTest {
    /** Where the seed example's reports are written, to open report.html in a browser (src/it/check-report-html.sh). */
    static final Path WRITTEN = Path.of("target/rag-eval-variants");

    static Analysis variants;
    static Analysis single;

    @BeforeAll
    static void analyse() throws Exception {
        variants = Fixtures.analyse(Fixtures.withVariants(Fixtures.issueVariants("words4")));
        single = Fixtures.regression(Fixtures.withDrops(Map.of("mrr", "0.05"), false));
    }

    @Test
    void markdownHasTheVariantsTableBestContrastsAndFlipsRightAfterTheSummary() {
        String markdown = MarkdownReport.render(variants, "support-articles");

        assertThat(markdown).contains("10 queries, k = 3; 95% intervals by percentile bootstrap (2000 resamples,"
                + " seed 42).\n\n### Variants\n\n3 retrievers on the same 10 queries; the gate holds words4, the"
                + " others' verdicts are those they would get under the same rules. Means with 95% bootstrap"
                + " intervals; the best per metric in bold.\n\n"
                + "| variant | retriever | mean\\_precision | mean\\_recall | mrr | hit\\_rate | verdict |\n"
                + "|---|---|---:|---:|---:|---:|---|\n"
                + "| words2 | tfidf | 0.52 [0.38, 0.68] | **0.95 [0.85, 1.00]** | **0.93 [0.80, 1.00]** |"
                + " **1.00 [1.00, 1.00]** | pass ✅ |\n"
                + "| words4 (gate) | tfidf | **0.62 [0.38, 0.85]** | 0.80 [0.50, 1.00] | 0.80 [0.50, 1.00] |"
                + " 0.80 [0.50, 1.00] | FAIL ❌ |\n"
                + "| fused | hybrid | 0.48 [0.32, 0.67] | 0.90 [0.70, 1.00] | 0.90 [0.70, 1.00] | 0.90 [0.70, 1.00] |"
                + " FAIL ❌ |\n\n"
                + "Best: mean\\_precision words4, mean\\_recall words2, mrr words2, hit\\_rate words2.\n\n"
                + "**words2** against **words4** (paired randomization test, alpha 0.05): mean\\_recall +0.15"
                + " (p = 0.500), mrr +0.13 (p = 0.500), hit\\_rate +0.20 (p = 0.500).\n\n"
                + "<details><summary>Flipped queries (in the top 3 of one only): 2 hit by words2 only, 0 by words4"
                + " only</summary>\n\n| # | query | hit by |\n|---:|---|---|\n"
                + "| 2 | How do I protect my account from someone else logging in? | words2 |\n"
                + "| 4 | How do I set up SSO for my company? | words2 |\n\n</details>\n\n"
                + "**fused** against **words4** (paired randomization test, alpha 0.05): mean\\_recall +0.10"
                + " (p = 1.000), mrr +0.10 (p = 1.000), hit\\_rate +0.10 (p = 1.000).\n\n"
                + "<details><summary>Flipped queries (in the top 3 of one only): 1 hit by fused only, 0 by words4"
                + " only</summary>\n\n| # | query | hit by |\n|---:|---|---|\n"
                + "| 4 | How do I set up SSO for my company? | fused |\n\n</details>\n\n### Failures\n");
    }

    @Test
    void htmlHasTheTableAndAGroupedBarChartWithABarPerVariantAndMetric() {
        String html = HtmlReport.render(variants, "support-articles");

        assertThat(html).contains(VariantHtml.STYLE);
        assertThat(html).contains("<table class=\"variants\">\n<thead><tr><th>variant</th><th>retriever</th>"
                + "<th class=\"num\">mean_precision</th><th class=\"num\">mean_recall</th><th class=\"num\">mrr</th>"
                + "<th class=\"num\">hit_rate</th><th>verdict</th></tr></thead>");
        assertThat(html).contains("<tr class=\"gate\"><td>words4 (gate)</td><td>tfidf</td><td class=\"num\">"
                + "<strong>0.62 <span class=\"nowrap\">[0.38, 0.85]</span></strong></td><td class=\"num\">0.80"
                + " <span class=\"nowrap\">[0.50, 1.00]</span></td>");
        assertThat(html).contains("<td class=\"num\"><strong>1.00 <span class=\"nowrap\">[1.00, 1.00]</span></strong>"
                + "</td>"
                + "<td class=\"ok\">pass</td></tr>");
        assertThat(html).contains("<p>Best: mean_precision words4, mean_recall words2, mrr words2, hit_rate words2.</p>");

        String svg = variantChart(html);
        List<String> bars = classesOf(svg, "<rect [^>]*class=\"([^\"]+)\"><title>");
        assertThat(bars).hasSize(3 * 4);
        assertThat(bars.subList(0, 3)).containsExactly("variant-1", "variant-0 gate", "variant-2");
        assertThat(classesOf(svg, "<rect [^>]*class=\"([^\"]+)\"/><text[^>]*>[^<]+</text>"))
                .containsExactly("variant-1", "variant-0 gate", "variant-2");
        assertThat(svg).contains(">words2</text>", ">words4 (gate)</text>", ">fused</text>", ">threshold</text>");
        assertThat(svg).contains("<title>words2 hit_rate 1.00 [1.00, 1.00] (n=10)</title></rect>",
                "<title>words4 (gate) mrr 0.80 [0.50, 1.00] (n=10)</title></rect>",
                "<title>hit_rate threshold 0.95</title>");
        assertThat(svg).containsPattern("<line x1=\"44\" x2=\"888\" y1=\"[0-9.]+\" y2=\"[0-9.]+\" stroke=\"#d8dde3\"/>"
                + "<text x=\"38\" y=\"[0-9.]+\" text-anchor=\"end\">1.00</text>");
        assertThat(svg).doesNotContainPattern("\\d,\\d");

        assertThat(html).contains("<p class=\"contrast\"><strong>words2</strong> against <strong>words4</strong>"
                + " (paired randomization test, alpha 0.05): mean_recall +0.15 (p = 0.500), mrr +0.13 (p = 0.500),"
                + " hit_rate +0.20 (p = 0.500).</p>\n<details open><summary>Flipped queries (in the top 3 of one"
                + " only): 2 hit by words2 only, 0 by words4 only</summary>");
        assertThat(html).contains("<tr><td class=\"num\">4</td><td>How do I set up SSO for my company?</td>"
                + "<td>fused</td></tr>");
        assertThat(html.indexOf("<h2>Variants</h2>")).isGreaterThan(html.indexOf("<h2>Summary</h2>"))
                .isLessThan(html.indexOf("<h2>Diagnostics</h2>"));
    }

    @Test
    void aReportWithoutVariantsHasNoVariantSection() {
        assertThat(MarkdownReport.render(single, "support-articles")).doesNotContain("Variants", "(gate)");
        assertThat(HtmlReport.render(single, "support-articles")).doesNotContain("Variants", "class=\"variant",
                "(gate)", "--variant-");
    }

    @Test
    void renderingIsDeterministic() throws Exception {
        Analysis again = Fixtures.analyse(Fixtures.withVariants(Fixtures.issueVariants("words4")));

        assertThat(MarkdownReport.render(again, "support-articles"))
                .isEqualTo(MarkdownReport.render(variants, "support-articles"));
        assertThat(HtmlReport.render(again, "support-articles"))
                .isEqualTo(HtmlReport.render(variants, "support-articles"));
    }

    @Test
    void everyReportIsWrittenAndTheJunitXmlStillListsTheGateVariantsChecks() throws Exception {
        List<Path> written = ReportFiles.writeAll(variants, "support-articles", WRITTEN, Environment.of(Map.of()),
                ReportsTest.NO_WARNING);

        assertThat(written).extracting(p -> p.getFileName().toString())
                .containsExactly("report.json", "report.md", "TEST-rag-eval.xml", "report.html");
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(Files.readAllBytes(WRITTEN.resolve(JunitReport.FILE_NAME))))
                .getDocumentElement();
        // The gate variant's three thresholds and ten queries, as for words4 alone.
        assertThat(root.getAttribute("tests")).isEqualTo("13");
        assertThat(root.getAttribute("failures")).isEqualTo("5");
        assertThat(Files.readString(WRITTEN.resolve(HtmlReport.FILE_NAME), StandardCharsets.UTF_8))
                .contains("<h2>Variants</h2>");
    }

    @Test
    void significantChangesStandOutAndContrastsWithoutFlipsSaySo() {
        VariantComparison comparison = madeUp(List.of("base", "better"), "base", 0.01);
        Analysis analysis = with(comparison);

        String markdown = MarkdownReport.render(analysis, "p");
        assertThat(markdown).contains("**better** against **base** (paired randomization test, alpha 0.05):"
                + " **mrr +0.10 (p = 0.010, significant)**, hit\\_rate +0.10 (p = 0.200).\n"
                + "No query is in the top 3 of one of them only.\n");
        assertThat(HtmlReport.render(analysis, "p")).contains("(paired randomization test, alpha 0.05):"
                + " <strong>mrr +0.10 (p = 0.010, significant)</strong>, hit_rate +0.10 (p = 0.200).</p>\n"
                + "<p class=\"note\">No query is in the top 3 of one of them only.</p>\n");
    }

    @Test
    void manyVariantsWrapTheLegendAndReuseTheColoursAndNamesAreEscaped() {
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            names.add("a-rather-long-variant-name-" + i);
        }
        names.add("<b>x</b>");
        String html = HtmlReport.render(with(madeUp(names, names.get(0), 0.5)), "p");
        String svg = variantChart(html);

        List<String> legend = classesOf(svg, "<rect [^>]*y=\"(\\d+)\" width=\"12\" height=\"12\"");
        assertThat(legend).hasSize(9).startsWith("8", "8", "8").contains("28", "48");
        assertThat(svg).containsPattern("<svg [^>]*height=\"(\\d+)\"").contains("height=\"360\"");
        assertThat(classesOf(svg, "<rect [^>]*class=\"([^\"]+)\"/>")).startsWith("variant-0 gate", "variant-1")
                .endsWith("variant-6", "variant-1", "variant-2");
        assertThat(classesOf(svg, "<rect [^>]*class=\"([^\"]+)\"><title>")).hasSize(9 * 2);
        assertThat(html).doesNotContain("<b>x</b>").contains("&lt;b&gt;x&lt;/b&gt;");
        assertThat(MarkdownReport.render(with(madeUp(names, names.get(0), 0.5)), "p")).contains("| \\<b>x\\</b> |")
                .doesNotContain("| <b>x</b>");
    }

    /** The variants' chart: the second SVG of the page, after the summary's. */
    private static String variantChart(String html) {
        int start = html.indexOf("<svg", html.indexOf("<h2>Variants</h2>"));
        return html.substring(start, html.indexOf("</svg>", start));
    }

    private static List<String> classesOf(String text, String regex) {
        List<String> found = new ArrayList<>();
        Matcher matcher = Pattern.compile(regex).matcher(text);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }

    /** The seed regression's analysis with this comparison of variants in it. */
    private static Analysis with(VariantComparison comparison) {
        return single.toBuilder().variants(comparison).build();
    }

    /**
     * Variants of the given names over mrr and hit_rate, each 0.10 above the one before; every contrast's mrr
     * change has the p-value given, its hit_rate change 0.2, and no query flips.
     */
    private static VariantComparison madeUp(List<String> names, String gate, double mrrP) {
        List<VariantComparison.Row> rows = new ArrayList<>();
        List<VariantComparison.Contrast> contrasts = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            double mean = Math.min(1, 0.1 + 0.1 * i);
            Map<String, ConfidenceInterval> intervals = new LinkedHashMap<>();
            intervals.put("mrr", new ConfidenceInterval(mean, Math.max(0, mean - 0.1), Math.min(1, mean + 0.1), 0.95,
                    10));
            intervals.put("hit_rate", new ConfidenceInterval(mean, mean, mean, 0.95, 10));
            rows.add(new VariantComparison.Row(names.get(i), "tfidf", names.get(i).equals(gate), i > 0, intervals));
            if (!names.get(i).equals(gate)) {
                Map<String, PairedComparison> tests = new LinkedHashMap<>();
                tests.put("mrr", paired(0.1, mrrP));
                tests.put("hit_rate", paired(0.1, 0.2));
                contrasts.add(new VariantComparison.Contrast(names.get(i), tests, List.of()));
            }
        }
        Map<String, List<String>> best = new LinkedHashMap<>();
        best.put("mrr", List.of(names.get(names.size() - 1)));
        best.put("hit_rate", List.of(names.get(names.size() - 1)));
        List<String> metrics = List.of("mrr", "hit_rate");
        return new VariantComparison(gate, metrics, metrics, metrics, rows, best, contrasts, PairedTest.RANDOMIZATION,
                0.05, List.of());
    }

    private static PairedComparison paired(double difference, double p) {
        return new PairedComparison(10, 1, difference, Map.of(PairedTest.RANDOMIZATION, PValue.of(p, "made up")));
    }
}
