package io.github.rageval.engine.aggregate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.settings.Environment;
import io.github.rageval.engine.model.ConfigurationException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The aggregate's report.json, report.md, report.html, console lines and job summary. */
class AggregateReportsTest {
    private static final java.util.function.Consumer<String> NO_WARNING = io.github.rageval.engine.render.ReportsTest.NO_WARNING;
    static final String HOSTILE = "<script>alert('x')</script> | *a*";

    @TempDir
    Path folder;

    private static ModuleSource source(String name, boolean failOnViolation) {
        return new ModuleSource(name, Path.of(name, "target/rag-eval/report.json"),
                name + "/target/rag-eval/report.json", failOnViolation);
    }

    private static Map<String, Double> summary(Object... entries) {
        Map<String, Double> summary = new LinkedHashMap<>();
        for (int i = 0; i < entries.length; i += 2) {
            summary.put((String) entries[i], (Double) entries[i + 1]);
        }
        return summary;
    }

    /** Four modules: one passing, one comparing two retrievers, one failing its gate, one without a report. */
    static Aggregate build(String firstName) {
        ResultRow supportBot = new ResultRow(null, true, "tfidf", 3, 10, summary("mean_precision", 0.5166666666666666,
                "mean_recall", 0.95, "mrr", 0.9333333333333333, "hit_rate", 1.0), true, List.of());
        ResultRow tfidf = new ResultRow("tfidf", false, "tfidf", 3, 10, summary("mean_recall", 0.7, "mrr", 0.5,
                "ndcg@10", 0.41), false, List.of("MRR 0.50 fell below the 0.90 gate"));
        ResultRow bm25 = new ResultRow("bm25", true, "bm25", 3, 10, summary("mean_recall", 0.9, "mrr", 0.95,
                "ndcg@10", 0.62), true, List.of());
        List<String> billingFailures = List.of("MRR 0.80 fell below the 0.90 gate");
        ResultRow billing = new ResultRow(null, true, "com.acme.BillingSearch", 5, 4, summary("mean_recall", 1.0,
                "mrr", 0.8), false, billingFailures);
        return Aggregate.of(List.of(
                new ModuleResult(source(firstName, true), ModuleStatus.PASSED, List.of(), List.of(supportBot), null),
                new ModuleResult(source("docs-search", true), ModuleStatus.PASSED, List.of(), List.of(tfidf, bm25),
                        null),
                new ModuleResult(source("billing", true), ModuleStatus.FAILED, billingFailures, List.of(billing), null),
                new ModuleResult(source("legacy", true), ModuleStatus.NO_REPORT, List.of("no report: legacy/target/"
                        + "rag-eval/report.json does not exist"), List.of(), null)), false);
    }

    @Test
    void markdownIsOneTableWithAFailureLineBelow() {
        assertThat(AggregateMarkdown.render(build("support-bot"))).isEqualTo("""
                ## rag-eval aggregate: FAILED

                **1 of 4 modules failed (billing)**

                | module | variant | retriever | k | queries | mean_precision | mean_recall | mrr | hit_rate | ndcg@10 | verdict |
                |---|---|---|---:|---:|---:|---:|---:|---:|---:|---|
                | support-bot |  | tfidf | 3 | 10 | 0.52 | 0.95 | 0.93 | 1.00 |  | PASS |
                | docs-search | tfidf | tfidf | 3 | 10 |  | 0.70 | 0.50 |  | 0.41 | **would fail** |
                | docs-search | bm25 (gate) | bm25 | 3 | 10 |  | 0.90 | 0.95 |  | 0.62 | PASS |
                | billing |  | com.acme.BillingSearch | 5 | 4 |  | 1.00 | 0.80 |  |  | **FAIL** |
                | legacy |  |  |  |  |  |  |  |  |  | **no report** |

                ### Failures

                - billing: MRR 0.80 fell below the 0.90 gate

                ### Not failing the build

                - docs-search, variant tfidf: MRR 0.50 fell below the 0.90 gate (would fail; not the gate variant)
                - legacy: no report: legacy/target/rag-eval/report.json does not exist (failOnMissingReport=false)
                """);
    }

    @Test
    void reportJsonListsEveryModuleWithItsRowsInAFixedLayout() throws Exception {
        String json = AggregateJson.render(build("support-bot"));
        JsonNode root = new ObjectMapper().readTree(json);

        assertThat(json).isEqualTo(AggregateJson.render(build("support-bot")));
        assertThat(root.fieldNames()).toIterable().containsExactly("format", "version", "passed", "failures",
                "fail_on_missing_report", "metrics", "modules");
        assertThat(root.get("format").textValue()).isEqualTo("rag-eval-aggregate");
        assertThat(root.get("passed").booleanValue()).isFalse();
        assertThat(root.get("failures").get(0).textValue()).isEqualTo("billing: MRR 0.80 fell below the 0.90 gate");
        assertThat(root.get("metrics")).extracting(JsonNode::textValue).containsExactly("mean_precision",
                "mean_recall", "mrr", "hit_rate", "ndcg@10");
        assertThat(root.get("modules")).extracting(m -> m.get("name").textValue())
                .containsExactly("support-bot", "docs-search", "billing", "legacy");
        assertThat(root.get("modules")).extracting(m -> m.get("status").textValue())
                .containsExactly("passed", "passed", "failed", "no report");
        JsonNode first = root.at("/modules/0");
        assertThat(first.fieldNames()).toIterable().containsExactly("name", "report", "status", "passed",
                "fail_on_violation", "failures", "rows");
        assertThat(first.get("report").textValue()).isEqualTo("support-bot/target/rag-eval/report.json");
        assertThat(first.at("/rows/0").fieldNames()).toIterable().containsExactly("variant", "gate", "retriever",
                "k", "summary", "passed", "violations");
        assertThat(first.at("/rows/0/variant").isNull()).isTrue();
        assertThat(first.at("/rows/0/summary/mrr").doubleValue()).isEqualTo(0.9333333333333333);
        assertThat(first.at("/rows/0/summary/queries").intValue()).isEqualTo(10);
        assertThat(root.at("/modules/1/rows/1/variant").textValue()).isEqualTo("bm25");
        assertThat(root.at("/modules/1/rows/1/gate").booleanValue()).isTrue();
        assertThat(root.at("/modules/3/passed").booleanValue()).isFalse();
        assertThat(root.at("/modules/3/rows")).isEmpty();
    }

    @Test
    void userTextIsEscapedInMarkdownAndHtml() {
        Aggregate aggregate = build(HOSTILE);

        String markdown = AggregateMarkdown.render(aggregate);
        assertThat(markdown).contains("| \\<script>alert('x')\\</script> \\| \\*a\\* |  | tfidf |")
                .doesNotContain("| <script>");
        String html = AggregateHtml.render(aggregate);
        assertThat(html).contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; | *a*")
                .doesNotContain("<script>").doesNotContain("http");
        assertThat(html).contains("<h1>rag-eval aggregate</h1><span class=\"badge failed\">FAILED</span>")
                .contains("<p class=\"bad\">1 of 4 modules failed (billing)</p>")
                .contains("<li>billing: MRR 0.80 fell below the 0.90 gate</li>")
                .contains("<td class=\"nowrap bad\">would fail</td>")
                .contains("<th class=\"num\">ndcg@10</th>");
    }

    @Test
    void theConsoleSaysWhichModuleFailedLineByLine() {
        assertThat(AggregateConsole.lines(build("support-bot"))).containsExactly(
                "AGGREGATE: FAILED, 1 of 4 modules failed (billing)",
                "  support-bot: PASS, tfidf, k=3, 10 queries, mean_precision 0.52, mean_recall 0.95, mrr 0.93,"
                        + " hit_rate 1.00",
                "  docs-search [tfidf]: would fail, tfidf, k=3, 10 queries, mean_recall 0.70, mrr 0.50, ndcg@10 0.41",
                "  docs-search [bm25 (gate)]: PASS, bm25, k=3, 10 queries, mean_recall 0.90, mrr 0.95, ndcg@10 0.62",
                "  billing: FAIL, com.acme.BillingSearch, k=5, 4 queries, mean_recall 1.00, mrr 0.80",
                "  legacy: no report");
    }

    @Test
    void writesTheThreeFilesAndAppendsOneTableToTheJobSummary() throws Exception {
        Path summary = folder.resolve("step-summary.md");
        Files.writeString(summary, "earlier step\n");
        Path out = folder.resolve("target/rag-eval-aggregate");
        Aggregate aggregate = build("support-bot");

        List<Path> written = AggregateFiles.writeAll(aggregate, out,
                Environment.of(Map.of("GITHUB_STEP_SUMMARY", summary.toString())), NO_WARNING);

        assertThat(written).containsExactly(out.resolve("report.json"), out.resolve("report.md"),
                out.resolve("report.html"), summary);
        String markdown = AggregateMarkdown.render(aggregate);
        assertThat(out.resolve("report.md")).hasContent(markdown);
        assertThat(summary).hasContent("earlier step\n" + markdown + "\n");
        try (var files = Files.list(out)) {
            assertThat(files.map(f -> f.getFileName().toString()).sorted())
                    .containsExactly("report.html", "report.json", "report.md");
        }
        byte[] first = Files.readAllBytes(out.resolve("report.html"));
        AggregateFiles.writeAll(aggregate, out, Environment.of(Map.of()), NO_WARNING);
        assertThat(Files.readAllBytes(out.resolve("report.html"))).isEqualTo(first);
        assertThat(summary).hasContent("earlier step\n" + markdown + "\n");
    }

    @Test
    void aModulesReportFolderIsRefusedAsTheAggregates() throws Exception {
        List<ModuleSource> modules = List.of(new ModuleSource("billing", folder.resolve("rag/report.json"),
                "rag/report.json", true));

        AggregateFiles.checkFolder(folder.resolve("rag-eval-aggregate"), modules);
        assertThatThrownBy(() -> AggregateFiles.checkFolder(folder.resolve("x/../rag"), modules))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("is where module billing's check writes its reports, which the aggregate would"
                        + " overwrite. Set the check's reportDirectory in its <execution>");
    }

    @Test
    void anEnvironmentWithoutTheVariableAppendsNothing() throws Exception {
        Path summary = folder.resolve("step-summary.md");
        Environment environment = Environment.of(Map.of("GITHUB_STEP_SUMMARY", summary.toString(), "CI", "true"))
                .without("GITHUB_STEP_SUMMARY");

        assertThat(environment.variable("GITHUB_STEP_SUMMARY")).isEmpty();
        assertThat(environment.variable("CI")).contains("true");
        assertThat(AggregateFiles.writeAll(build("support-bot"), folder.resolve("out"), environment, NO_WARNING)).hasSize(3);
        assertThat(summary).doesNotExist();
    }
}
