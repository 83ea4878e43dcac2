package io.github.rageval.engine.render;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.goal.check.Analyses;
import io.github.rageval.engine.saved.JsonReport;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.Variants;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * report.html as a reader sees it, laid out by a real browser (headless Chromium) at a narrow and a wide window:
 * the page never scrolls sideways (a wide table scrolls inside its own box, and at the wide window not even that),
 * every bar of every chart has its value written on it, and the counts the page shows are report.json's.
 * The pages are written under {@code target/rag-eval-browser/} to open by hand.
 */
class ReportPageInBrowserTest {
    static final Path WRITTEN = Path.of("target/rag-eval-browser");
    /** A small laptop's window and a common desktop's. */
    private static final int[] WIDTHS = {800, 1280};
    private static final int HEIGHT = 1000;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path work;

    /**
     * The pages: a failed check against its baseline with its misses explained, drops within noise, and six variants
     * (bars too narrow for their values upright).
     */
    static Stream<Arguments> pages() {
        return Stream.of(Arguments.of("regression"), Arguments.of("within-noise"), Arguments.of("six-variants"));
    }

    private static Analysis analysis(String page) throws Exception {
        return switch (page) {
            case "regression" -> {
                EvaluationSettings evaluation = Fixtures.settings(Fixtures.FOUR_PLUS).toBuilder()
                        .explain(ExplainMode.MISSES).build();
                yield Analyses.analyse(RagEvaluation.run(evaluation), Fingerprint.of(evaluation), Fixtures.baseline(),
                        "src/test/rag/baseline.json", Fixtures.withDrops(Map.of("mrr", "0.05"), false));
            }
            case "within-noise" -> Fixtures.against(Fixtures.THREE_PLUS,
                    Fixtures.withDrops(Map.of("mean_recall", "0.02", "mrr", "0.02", "hit_rate", "0.02"), true));
            case "six-variants" -> Fixtures.analyse(Fixtures.withVariants(new Variants(List.of(
                    Fixtures.tfidf("words2", null), Fixtures.tfidf("words3", Fixtures.THREE_PLUS),
                    Fixtures.tfidf("words4", Fixtures.FOUR_PLUS), Fixtures.tfidf("words5", "(?u)\\b\\w{5,}\\b"),
                    Fixtures.hybrid("fused", Map.of("fuse", "words2,words4")),
                    Fixtures.hybrid("fused-all", Map.of("fuse", "words2,words3,words4,words5"))), "words2")));
            default -> throw new IllegalArgumentException(page);
        };
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pages")
    void thePageFitsTheWindowLabelsEveryBarAndShowsReportJsonsCounts(String page) throws Exception {
        HeadlessChromium chromium = HeadlessChromium.required();
        Path folder = WRITTEN.resolve(page);
        ReportFiles.writeAll(analysis(page), page, folder, Environment.of(Map.of()), ReportsTest.NO_WARNING);
        JsonNode report = JSON.readTree(folder.resolve(JsonReport.FILE_NAME).toFile());
        String html = Files.readString(folder.resolve(HtmlReport.FILE_NAME), StandardCharsets.UTF_8);
        String probe = "<script>\n" + PageAssets.read("page-probe.js").replace("</", "<\\/") + "</script>\n";
        Path probed = Files.writeString(work.resolve(page + ".html"), html.replace("</body>", probe + "</body>"),
                StandardCharsets.UTF_8);

        SoftAssertions softly = new SoftAssertions();
        for (int width : WIDTHS) {
            JsonNode seen = measure(chromium, probed, width);
            String at = page + " at " + width + " px";
            softly.assertThat(seen.get("scrollWidth").intValue()).as(at + ": the page scrolls sideways; sticking out: "
                    + seen.get("sticksOut")).isLessThanOrEqualTo(seen.get("clientWidth").intValue());
            if (width >= 1280) {
                seen.get("scrollers").forEach(box -> softly.assertThat(box.get("scrollWidth").intValue())
                        .as(at + ": " + box.get("table").textValue() + " is cut, it scrolls inside its box")
                        .isLessThanOrEqualTo(box.get("clientWidth").intValue()));
            }
            softly.assertThat(seen.get("bars").intValue()).as(at + ": bars").isPositive();
            softly.assertThat(seen.get("unlabelled")).as(at + ": bars without their value").isEmpty();
            sameCounts(softly, at, seen, report);
        }
        softly.assertAll();
    }

    /** What the probe measured in the page, laid out in a window of this width. */
    private JsonNode measure(HeadlessChromium chromium, Path page, int width) throws Exception {
        String dom = chromium.dumpDom(page, width, HEIGHT, work.resolve("profile-" + width));
        String start = "<pre id=\"page-probe\">";
        int from = dom.lastIndexOf(start);
        assertThat(from).as("the probe's result in the page at " + width + " px:\n" + dom).isNotNegative();
        String text = dom.substring(from + start.length(), dom.indexOf("</pre>", from));
        return JSON.readTree(text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"));
    }

    /** The counts the page shows against report.json's: queries, misses, changes against the baseline, flips. */
    private static void sameCounts(SoftAssertions softly, String at, JsonNode seen, JsonNode report) {
        JsonNode cases = report.get("cases");
        long misses = 0;
        for (JsonNode c : cases) {
            misses += c.get("hit").booleanValue() ? 0 : 1;
        }
        JsonNode counts = seen.get("counts");
        softly.assertThat(counts.path("queries").intValue()).as(at + ": queries").isEqualTo(cases.size());
        softly.assertThat(seen.get("rows").intValue()).as(at + ": rows of the queries table").isEqualTo(cases.size());
        softly.assertThat(seen.get("misses").longValue()).as(at + ": misses").isEqualTo(misses);
        JsonNode baseline = report.path("baseline");
        if ("compared".equals(baseline.path("status").textValue())) {
            Map<String, Integer> expected = new LinkedHashMap<>();
            JsonNode queryCounts = baseline.get("query_counts");
            expected.put("lost", queryCounts.get("hit_to_miss").intValue());
            expected.put("gained", queryCounts.get("miss_to_hit").intValue());
            expected.put("changed-without-flipping", queryCounts.get("changed_without_flipping").intValue());
            expected.put("unchanged", queryCounts.get("unchanged").intValue());
            expected.forEach((name, count) -> softly.assertThat(counts.path(name).isMissingNode() ? null
                    : counts.get(name).intValue()).as(at + ": queries " + name).isEqualTo(count));
            for (JsonNode metric : baseline.get("metrics")) {
                String key = metric.get("metric").textValue();
                softly.assertThat(seen.get("metricChanged").path(key).asInt(-1)).as(at + ": " + key + " changed on")
                        .isEqualTo(metric.get("changed_queries").intValue());
            }
        }
        JsonNode contrasts = report.path("variant_comparison").path("against_gate");
        for (JsonNode contrast : contrasts) {
            String variant = contrast.get("variant").textValue();
            softly.assertThat(seen.get("flips").path(variant).asInt(0)).as(at + ": flips of " + variant)
                    .isEqualTo(contrast.get("flips").size());
        }
    }
}
