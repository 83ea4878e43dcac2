package io.github.rageval.engine.goal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.aggregate.Aggregate;
import io.github.rageval.engine.aggregate.ModuleSource;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.settings.read.Origin;
import io.github.rageval.engine.settings.read.SettingValues;
import io.github.rageval.engine.settings.read.TestFrontEnd;
import io.github.rageval.engine.saved.AnalysisJson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The aggregate's flow as the Maven goal runs it: the modules' reports read into one table, its files, its lines and
 * its verdict, with the failures other modules' checks left to it.
 */
class AggregateGoalTest {
    private static final String BILLING_FAILURES = "rag-eval aggregate failed: 1 of 2 modules failed (billing):\n"
            + "  billing: mean_recall 0.80 fell below the 0.90 gate\n"
            + "  billing: MRR 0.80 fell below the 0.90 gate\n"
            + "  billing: hit_rate 0.80 fell below the 0.95 gate";

    static String passing;
    static String failing;

    @TempDir
    Path dir;

    private final List<OutputLine> sunk = new ArrayList<>();

    @BeforeAll
    static void analyse() throws Exception {
        passing = AnalysisJson.render(Fixtures.against(TfidfOptions.DEFAULT_TOKEN_PATTERN,
                Fixtures.withDrops(Map.of(), false)));
        failing = AnalysisJson.render(Fixtures.regression(Fixtures.withDrops(Map.of(), false)));
    }

    @Test
    void passingModulesWriteOneTableSayItAndPass() throws Exception {
        GoalOutcome<Aggregate> outcome = Goals.aggregate(settings(), TestFrontEnd.MAVEN_NAMES, context(),
                input(Map.of(), module("support-bot", passing), module("docs-search", passing)));

        assertThat(outcome.status()).isEqualTo(GoalOutcome.Status.PASSED);
        assertThat(outcome.result().passed()).isTrue();
        Path reports = dir.resolve("aggregate");
        assertThat(outcome.written()).containsExactly(reports.resolve("report.json"), reports.resolve("report.md"),
                reports.resolve("report.html"));
        assertThat(outcome.written()).allMatch(Files::exists);
        assertThat(outcome.lines()).as("every line went to the sink as it was said").isEqualTo(sunk);
        assertThat(texts(OutputLine.Kind.REPORT)).startsWith("AGGREGATE: passed, 2 modules")
                .endsWith("Report: " + reports.resolve("report.json"), "Report: " + reports.resolve("report.md"),
                        "Report: " + reports.resolve("report.html"));
        assertThat(sunk).allMatch(line -> line.kind() == OutputLine.Kind.REPORT);
    }

    @Test
    void aFailingModuleFailsTheAggregateNamingItAfterTheReportsAreWritten() throws Exception {
        GoalOutcome<Aggregate> outcome = Goals.aggregate(settings(), TestFrontEnd.MAVEN_NAMES, context(),
                input(Map.of(), module("support-bot", passing), module("billing", failing)));

        assertThat(outcome.failed()).isTrue();
        assertThat(outcome.failure()).isEqualTo(BILLING_FAILURES);
        assertThat(dir.resolve("aggregate/report.json")).as("written before the verdict").exists();
        assertThat(texts(OutputLine.Kind.REPORT)).contains("AGGREGATE: FAILED, 1 of 2 modules failed (billing)");
    }

    @Test
    void failuresOtherModulesLeftToItFailItOnceEachWhateverFailOnViolation() throws Exception {
        Map<String, List<String>> deferred = new LinkedHashMap<>();
        deferred.put("billing", List.of("MRR 0.80 fell below the 0.90 gate"));
        deferred.put("docs-search", List.of("hit_rate 0.80 fell below the 0.95 gate"));
        AggregateInput input = input(deferred, module("support-bot", passing), module("billing", failing));

        GoalOutcome<Aggregate> failed = Goals.aggregate(settings("failOnViolation", "false"),
                TestFrontEnd.MAVEN_NAMES, context(), input);

        assertThat(failed.failed()).isTrue();
        assertThat(failed.failure()).as("billing's failures listed once, from its report")
                .isEqualTo(BILLING_FAILURES + "\n  docs-search: hit_rate 0.80 fell below the 0.95 gate");

        // Every module passes in the table, but a check of this build left its failure here.
        GoalOutcome<Aggregate> passedTable = Goals.aggregate(settings(), TestFrontEnd.MAVEN_NAMES, context(),
                input(Map.of("docs-search", List.of("hit_rate 0.80 fell below the 0.95 gate")),
                        module("support-bot", passing)));

        assertThat(passedTable.result().passed()).isTrue();
        assertThat(passedTable.failure()).isEqualTo("rag-eval aggregate failed: checks of this build failed and left"
                + " the failure to it:\n  docs-search: hit_rate 0.80 fell below the 0.95 gate");
    }

    @Test
    void withFailOnViolationOffAFailingModuleIsAnAlertAndPasses() throws Exception {
        GoalOutcome<Aggregate> outcome = Goals.aggregate(settings("failOnViolation", "false"),
                TestFrontEnd.MAVEN_NAMES, context(), input(Map.of(), module("support-bot", passing),
                        module("billing", failing)));

        assertThat(outcome.status()).isEqualTo(GoalOutcome.Status.PASSED);
        assertThat(outcome.result().passed()).isFalse();
        assertThat(texts(OutputLine.Kind.ALERT)).containsExactly(
                "rag-eval aggregate failed (failOnViolation=false, build continues): 1 of 2 modules failed (billing):",
                "  billing: mean_recall 0.80 fell below the 0.90 gate",
                "  billing: MRR 0.80 fell below the 0.90 gate",
                "  billing: hit_rate 0.80 fell below the 0.95 gate");
    }

    @Test
    void skipIsReadFirstAndLooksForNoModule() throws Exception {
        AggregateInput input = new AggregateInput(() -> {
            throw new AssertionError("a skipped aggregate looks for no module");
        }, Map.of(), false, Set.of(), null);

        GoalOutcome<Aggregate> outcome = Goals.aggregate(settings("skip", "true", "failOnMissingReport", "nonsense"),
                TestFrontEnd.MAVEN_NAMES, context(), input);

        assertThat(outcome.status()).isEqualTo(GoalOutcome.Status.SKIPPED);
        assertThat(outcome.result()).isNull();
        assertThat(outcome.lines()).containsExactly(OutputLine.note("skipped (skip = 'true')"));
        assertThat(dir.resolve("aggregate")).doesNotExist();
    }

    @Test
    void skippedItStillFailsForTheChecksThatLeftTheirFailureToIt() throws Exception {
        Map<String, List<String>> deferred = new LinkedHashMap<>();
        deferred.put("billing", List.of("MRR 0.80 fell below the 0.90 gate", "hit_rate 0.80 fell below the 0.95 gate"));
        deferred.put("docs-search", List.of("mean_recall 0.70 fell below the 0.90 gate"));

        GoalOutcome<Aggregate> outcome = Goals.aggregate(settings("skip", "true"), TestFrontEnd.MAVEN_NAMES,
                context(), new AggregateInput(List::of, deferred, false, Set.of(), null));

        assertThat(outcome.failed()).isTrue();
        assertThat(outcome.lines()).containsExactly(OutputLine.note("skipped (skip = 'true')"));
        assertThat(outcome.failure()).isEqualTo("rag-eval aggregate skipped, but 2 checks of this build failed and"
                + " left the failure to it:\n"
                + "  billing: MRR 0.80 fell below the 0.90 gate\n"
                + "  billing: hit_rate 0.80 fell below the 0.95 gate\n"
                + "  docs-search: mean_recall 0.70 fell below the 0.90 gate");
    }

    @Test
    void itWarnsAboutReportsOlderThanTheBuildAndChecksSettingsNothingReadsAlone() throws Exception {
        ModuleSource billing = module("billing", passing);

        Goals.aggregate(settings(), TestFrontEnd.MAVEN_NAMES, context(), new AggregateInput(() -> List.of(billing),
                Map.of(), false, Set.of("rageval.k"), Instant.now().plusSeconds(60)));
        Goals.aggregate(settings(), TestFrontEnd.MAVEN_NAMES, context(), new AggregateInput(() -> List.of(billing),
                Map.of(), true, Set.of("rageval.k", "rageval.aggregate.reportDirectory"), null));

        assertThat(texts(OutputLine.Kind.WARNING)).containsExactly(
                "the reports of billing were written before this build started, so their checks did not run in it"
                        + " (skipped, or not in the goals): the aggregate shows those earlier results.",
                "-Drageval.k is set, but rag-eval:aggregate runs alone: no check runs to read it, and the aggregate"
                        + " shows the reports as the checks wrote them, so it is ignored. Run the checks with it: mvn"
                        + " verify rag-eval:aggregate -Drageval.k=....");
    }

    @Test
    void reportsThatCannotBeWrittenAreAnOutputErrorNamingTheSetting() throws Exception {
        Files.writeString(dir.resolve("aggregate"), "a file where the folder goes");
        AggregateInput input = input(Map.of(), module("support-bot", passing));

        assertThatThrownBy(() -> Goals.aggregate(settings(), TestFrontEnd.MAVEN_NAMES, context(), input))
                .isInstanceOf(OutputException.class)
                .satisfies(e -> assertThat(((OutputException) e).output()).isEqualTo("report"))
                .hasMessageStartingWith("cannot write the aggregate's reports into " + dir.resolve("aggregate") + ": ")
                .hasMessageEndingWith("or set reportDirectory to a folder.");
    }

    private GoalContext context() {
        return GoalContext.of("aggregate", sunk::add);
    }

    private List<String> texts(OutputLine.Kind kind) {
        return sunk.stream().filter(line -> line.kind() == kind).map(OutputLine::text).toList();
    }

    /** A module whose check wrote this report.json, at {@code <name>/report.json}. */
    private ModuleSource module(String name, String json) throws Exception {
        Path file = Files.createDirectories(dir.resolve(name)).resolve("report.json");
        Files.writeString(file, json);
        return new ModuleSource(name, file, name + "/report.json", true);
    }

    /** These modules, in this order, in a build that runs lifecycle phases and started at an unknown time. */
    private static AggregateInput input(Map<String, List<String>> deferred, ModuleSource... modules) {
        return new AggregateInput(() -> List.of(modules), deferred, false, Set.of(), null);
    }

    /** The aggregate's reports in the temporary folder, and these settings. */
    private SettingValues settings(String... more) {
        List<String> all = new ArrayList<>(List.of("reportDirectory", dir.resolve("aggregate").toString()));
        all.addAll(List.of(more));
        SettingValues.Builder values = SettingValues.builder();
        for (int i = 0; i < all.size(); i += 2) {
            values.text(all.get(i), all.get(i + 1)).written(all.get(i), Origin.OWN);
        }
        return values.build();
    }
}
