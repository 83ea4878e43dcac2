package io.github.rageval.engine.aggregate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.saved.AnalysisJson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading the modules' reports and the one verdict over them. */
class AggregateTest {
    static Analysis passing;
    static Analysis failing;

    @TempDir
    Path folder;

    @BeforeAll
    static void analyse() throws Exception {
        passing = Fixtures.against(TfidfOptions.DEFAULT_TOKEN_PATTERN, Fixtures.withDrops(Map.of(), false));
        failing = Fixtures.regression(Fixtures.withDrops(Map.of(), false));
    }

    /** A module whose report.json is the given text, at {@code <name>/report.json}. */
    private ModuleSource module(String name, String json, boolean failOnViolation) throws Exception {
        Path file = folder.resolve(name).resolve("report.json");
        if (json != null) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, json);
        }
        return new ModuleSource(name, file, name + "/report.json", failOnViolation);
    }

    private ModuleSource module(String name, Analysis analysis) throws Exception {
        return module(name, AnalysisJson.render(analysis), true);
    }

    @Test
    void aReportWrittenBeforeItsModulesPomChangedIsNotAggregated() throws Exception {
        // It was aggregated as it was: a threshold raised in the POM since was not held, and the build passed.
        ModuleSource billing = module("billing", passing);
        Path pom = Files.writeString(folder.resolve("billing").resolve("pom.xml"), "<project/>");
        Instant written = Instant.parse("2026-12-04T10:00:00Z");
        Files.setLastModifiedTime(billing.reportFile(), FileTime.from(written));
        Files.setLastModifiedTime(pom, FileTime.from(written.plusSeconds(300)));
        ModuleSource configured = new ModuleSource(billing.name(), billing.reportFile(), billing.reportLabel(), true,
                List.of(pom));
        Aggregate aggregate = Aggregate.read(List.of(configured), true);

        assertThatThrownBy(() -> StaleReports.require(aggregate, "mvn verify rag-eval:aggregate"))
                .isInstanceOf(InputException.class)
                .hasMessage("the reports of billing (billing/report.json written 2026-12-04T10:00:00Z, billing/pom.xml"
                        + " changed 2026-12-04T10:05:00Z) were written before their module's configuration last"
                        + " changed, so they may hold a gate that is no longer configured (a raised threshold would"
                        + " not be held). Run the checks again with the aggregate: mvn verify rag-eval:aggregate.");

        // Written after the POM (a later CI step aggregating the build's reports): aggregated as it is.
        Files.setLastModifiedTime(billing.reportFile(), FileTime.from(written.plusSeconds(600)));
        StaleReports.require(Aggregate.read(List.of(configured), true), "mvn verify rag-eval:aggregate");
        // A configuration file that cannot be read is no evidence either way.
        StaleReports.require(Aggregate.read(List.of(new ModuleSource("billing", billing.reportFile(),
                billing.reportLabel(), true, List.of(folder.resolve("gone.xml")))), true), "mvn verify");
    }

    @Test
    void readsTheChecksOwnReportsInReactorOrder() throws Exception {
        Aggregate aggregate = Aggregate.read(List.of(module("support-bot", passing), module("billing", failing)),
                true);

        assertThat(aggregate.modules()).extracting(ModuleResult::name).containsExactly("support-bot", "billing");
        assertThat(aggregate.modules()).extracting(ModuleResult::status)
                .containsExactly(ModuleStatus.PASSED, ModuleStatus.FAILED);
        assertThat(aggregate.columns()).containsExactly("mean_precision", "mean_recall", "mrr", "hit_rate");
        ResultRow row = aggregate.modules().get(1).rows().get(0);
        assertThat(row.variant()).isNull();
        assertThat(row.gate()).isTrue();
        assertThat(row.retriever()).isEqualTo("tfidf");
        assertThat(row.k()).isEqualTo(3);
        assertThat(row.queries()).isEqualTo(10);
        assertThat(row.summary()).containsExactly(Map.entry("mean_precision", 0.6166666666666667),
                Map.entry("mean_recall", 0.8), Map.entry("mrr", 0.8), Map.entry("hit_rate", 0.8));
        assertThat(row.violations()).isEqualTo(failing.failures());

        assertThat(aggregate.passed()).isFalse();
        assertThat(aggregate.failing()).extracting(ModuleResult::name).containsExactly("billing");
        assertThat(aggregate.failureSummary()).isEqualTo("1 of 2 modules failed (billing)");
        assertThat(aggregate.failures()).containsExactly(
                "billing: mean_recall 0.80 fell below the 0.90 gate",
                "billing: MRR 0.80 fell below the 0.90 gate",
                "billing: hit_rate 0.80 fell below the 0.95 gate");
        assertThat(aggregate.notFailing()).isEmpty();
    }

    @Test
    void aMissingReportFailsNamingTheModuleAndPathUnlessAllowed() throws Exception {
        List<ModuleSource> sources = List.of(module("support-bot", passing), module("docs-search", null, true));

        Aggregate strict = Aggregate.read(sources, true);
        assertThat(strict.modules().get(1).status()).isEqualTo(ModuleStatus.NO_REPORT);
        assertThat(strict.modules().get(1).rows()).isEmpty();
        assertThat(strict.passed()).isFalse();
        assertThat(strict.failures()).containsExactly(
                "docs-search: no report: docs-search/report.json does not exist (the module's check was skipped, or"
                        + " did not run before this goal)",
                "a module without a report fails the aggregate: run its check in the same build (mvn verify"
                        + " rag-eval:aggregate), or set failOnMissingReport=false to list it without failing");

        Aggregate lenient = Aggregate.read(sources, false);
        assertThat(lenient.passed()).isTrue();
        assertThat(lenient.failures()).isEmpty();
        assertThat(lenient.notFailing()).singleElement().asString().startsWith("docs-search: no report: ")
                .endsWith("(failOnMissingReport=false)");
    }

    @Test
    void aModuleThatOnlyWarnsIsShownFailingButDoesNotFailTheAggregate() throws Exception {
        Aggregate aggregate = Aggregate.read(List.of(module("billing", AnalysisJson.render(failing), false)), true);

        assertThat(aggregate.modules().get(0).status()).isEqualTo(ModuleStatus.FAILED);
        assertThat(aggregate.passed()).isTrue();
        assertThat(aggregate.notFailing()).first().asString()
                .isEqualTo("billing: mean_recall 0.80 fell below the 0.90 gate (its check only warns:"
                        + " failOnViolation=false)");
        assertThat(AggregateTable.lines(aggregate)).extracting(AggregateTable.Line::verdict)
                .containsExactly("FAIL (warn only)");
    }

    /** A module comparing retrievers: the top level is the gate variant's. */
    static String variants(boolean gatePassed, String gateField) {
        return """
                {"k": 3, "retriever": {"type": "bm25"}, %s
                 "summary": {"mean_recall": 0.9, "mrr": 0.8, "queries": 10},
                 "passed": %s, "failures": %s,
                 "variants": [
                   {"name": "tfidf", "retriever": "tfidf", "settings": {}, "k": 3, "gate": false, "passed": false,
                    "violations": ["mrr 0.50 fell below the 0.90 gate"],
                    "summary": {"mean_recall": 0.7, "mrr": 0.5, "ndcg@10": 0.4, "queries": 10}, "cases": []},
                   {"name": "bm25", "retriever": "bm25", "k": 3, %s "passed": %s, "violations": [],
                    "summary": {"mean_recall": 0.9, "mrr": 0.8, "queries": 10}, "cases": []}
                 ]}
                """.formatted(gateField.equals("gate_variant") ? "\"gate_variant\": \"bm25\"," : "", gatePassed,
                gatePassed ? "[]" : "[\"MRR 0.80 fell below the 0.90 gate\"]",
                gateField.equals("gate") ? "\"gate\": true," : "", gatePassed);
    }

    @Test
    void variantsGiveARowEachAndOnlyTheGateVariantDecides() throws Exception {
        for (String gateField : List.of("gate", "gate_variant")) {
            Aggregate passes = Aggregate.read(List.of(module("support-bot", variants(true, gateField), true)), true);

            List<ResultRow> rows = passes.modules().get(0).rows();
            assertThat(rows).extracting(ResultRow::variant).containsExactly("tfidf", "bm25");
            assertThat(rows).extracting(ResultRow::gate).containsExactly(false, true);
            assertThat(rows).extracting(ResultRow::passed).containsExactly(false, true);
            assertThat(rows.get(0).summary()).containsOnlyKeys("mean_recall", "mrr", "ndcg@10");
            assertThat(passes.passed()).as(gateField).isTrue();
            assertThat(passes.notFailing()).containsExactly(
                    "support-bot, variant tfidf: mrr 0.50 fell below the 0.90 gate (would fail; not the gate variant)");
            assertThat(AggregateTable.lines(passes))
                    .extracting(AggregateTable.Line::variant, AggregateTable.Line::verdict).containsExactly(tuple("tfidf", "would fail"),
                            tuple("bm25 (gate)", "PASS"));
        }

        Aggregate fails = Aggregate.read(List.of(module("support-bot", variants(false, "gate"), true)), true);
        assertThat(fails.passed()).isFalse();
        assertThat(fails.failures()).containsExactly("support-bot: MRR 0.80 fell below the 0.90 gate");
        assertThat(fails.modules().get(0).rows().get(1).violations())
                .containsExactly("MRR 0.80 fell below the 0.90 gate");
    }

    @Test
    void metricColumnsAreTheUnionTheFourFirstThenInOrderOfAppearance() throws Exception {
        Aggregate aggregate = Aggregate.read(List.of(
                module("a", "{\"passed\": true, \"summary\": {\"ndcg@10\": 0.3, \"mrr\": 0.5, \"queries\": 2}}", true),
                module("b", "{\"passed\": true, \"summary\": {\"map\": 0.2, \"hit_rate\": 1.0, \"mean_recall\": 0.5,"
                        + " \"ndcg@10\": 0.1}}", true)), true);

        assertThat(aggregate.columns()).containsExactly("mean_recall", "mrr", "hit_rate", "ndcg@10", "map");
        ResultRow minimal = aggregate.modules().get(1).rows().get(0);
        assertThat(minimal.k()).isNull();
        assertThat(minimal.queries()).isNull();
        assertThat(minimal.retriever()).isNull();
    }

    @Test
    void aRunFilesReportNamesTheRunAndFallsBackToItsViolations() throws Exception {
        Aggregate aggregate = Aggregate.read(List.of(module("search", """
                {"k": 10, "run": {"file": "/ci/out/candidate.run"}, "summary": {"map": 0.2},
                 "passed": false, "violations": [{"metric": "map", "message": "map 0.20 fell below the 0.30 gate"}]}
                """, true)), true);

        assertThat(aggregate.modules().get(0).rows().get(0).retriever()).isEqualTo("run candidate.run");
        assertThat(aggregate.failures()).containsExactly("search: map 0.20 fell below the 0.30 gate");
    }

    @Test
    void noModuleIsAConfigurationErrorNotAPass() {
        assertThatThrownBy(() -> Aggregate.read(List.of(), true)).isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("no project of this build binds the check goal");
    }

    @Test
    void reportsWrittenBeforeTheBuildAreNamed() throws Exception {
        ModuleSource old = module("old", passing);
        Files.setLastModifiedTime(old.reportFile(), FileTime.from(Instant.parse("2020-01-01T00:00:00Z")));
        Aggregate aggregate = Aggregate.read(List.of(old, module("fresh", passing), module("gone", null, true)), true);

        assertThat(aggregate.writtenBefore(Instant.parse("2024-01-01T00:00:00Z"))).containsExactly("old");
    }

    @Test
    void aReportReGatingWouldRefuseIsNotAggregatedEither() throws Exception {
        assertInputError("{\"passed\": true, \"summary\": {\"mrr\": 7.5}}",
                "\"summary.mrr\" is 7.5, outside 0 to 1, where every metric lies");
        assertInputError("{\"passed\": true, \"summary\": {\"bleu\": 0.5}}",
                "\"summary\" names unknown metric 'bleu'");
        assertInputError("{\"passed\": true, \"summary\": {\"mrr\": 0.5, \"queries\": -1}}",
                "\"summary.queries\" is -1; it must be at least 0");
        assertInputError("{\"passed\": true, \"summary\": {}, \"k\": 0}", "\"k\" is 0; it must be at least 1");
        assertInputError("{\"passed\": true, \"summary\": {}, \"variants\": [{\"name\": \"a\", \"gate\": true,"
                + " \"passed\": true, \"summary\": {\"ndcg@10\": -0.1}}]}",
                "\"variants[0].summary.ndcg@10\" is -0.1, outside 0 to 1");
    }

    @Test
    void aReportTheAggregateCannotUseIsAnInputErrorNamingFileAndField() throws Exception {
        assertInputError("{\"passed\": true", "report file bad/report.json of module bad cannot be aggregated: it is"
                + " not valid JSON at line 1, column 16 (the file ends before the object opened at line 1, column 1 is"
                + " closed: add the missing '}'");
        assertInputError("[]", "it is not a JSON object");
        assertInputError("{\"summary\": {}}", "\"passed\" is missing or not true/false");
        assertInputError("{\"passed\": \"yes\", \"summary\": {}}", "\"passed\" is missing or not true/false");
        assertInputError("{\"passed\": true}", "\"summary\" is missing or not an object");
        assertInputError("{\"passed\": true, \"summary\": {\"mrr\": \"high\"}}",
                "\"summary.mrr\" is missing or not a number");
        assertInputError("{\"passed\": true, \"summary\": {}, \"k\": 2.5}", "\"k\" is not an integer");
        assertInputError("{\"passed\": true, \"summary\": {}, \"failures\": [3]}", "\"failures[0]\" is not a message");
        assertInputError("{\"passed\": true, \"variants\": [{\"name\": \"a\", \"gate\": true, \"passed\": true,"
                + " \"summary\": {}}]}", "\"summary\" is missing or not an object");
        assertInputError("{\"passed\": true, \"summary\": {}, \"variants\": []}",
                "\"variants\" is not a non-empty array");
        assertInputError("{\"passed\": true, \"summary\": {}, \"variants\": [{\"name\": \"a\", \"passed\": true,"
                + " \"summary\": {}}]}", "no entry of \"variants\" is the gate");
        assertInputError("{\"passed\": true, \"summary\": {}, \"variants\": [{\"name\": \"a\", \"gate\": true,"
                + " \"passed\": true}]}", "\"variants[0].summary\" is missing or not an object");
        assertInputError("{\"passed\": true, \"summary\": {}, \"variants\": [{\"gate\": true, \"passed\": true,"
                + " \"summary\": {}}]}", "\"variants[0].name\" is missing or not a non-blank string");
        assertInputError("{\"passed\": true, \"summary\": {}, \"gate_variant\": \"a\", \"variants\": [{\"name\": \"a\","
                + " \"passed\": true, \"summary\": {}}, {\"name\": \"b\", \"gate\": true, \"passed\": true,"
                + " \"summary\": {}}]}", "\"variants\" has 2 gates (a, b), not one");
    }

    private void assertInputError(String json, String message) throws Exception {
        ModuleSource bad = module("bad", json, true);
        assertThatThrownBy(() -> Aggregate.read(List.of(bad), true)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("report file bad/report.json of module bad cannot be aggregated: ")
                .hasMessageContaining(message)
                .hasMessageEndingWith(". Run that module's check again (mvn verify) to write it anew.");
    }
}
