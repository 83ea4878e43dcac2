package io.github.rageval.engine.goal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.input.ByteOrderMark;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.OutputException;
import io.github.rageval.engine.saved.GoalFiles;
import io.github.rageval.engine.saved.UnfinishedReports;
import io.github.rageval.engine.settings.read.Origin;
import io.github.rageval.engine.settings.read.SettingValues;
import io.github.rageval.engine.settings.read.TestFrontEnd;
import io.github.rageval.engine.settings.read.UserErrors;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The goals' flows as every front end runs them: the lines they say (handed to the sink as they are said, and kept in
 * the outcome), the files they write, and how they end, on the specification's seed example.
 */
class GoalsTest {
    private static final String SEED = "src/test/resources/seed/";
    private static final String FOUR_LETTERS = "(?u)\\b\\w{4,}\\b";

    @TempDir
    Path dir;

    private final List<OutputLine> sunk = new ArrayList<>();

    @Test
    void aCheckThatPassesSaysTheReportAndListsTheFilesItWrote() throws Exception {
        GoalOutcome<Analysis> outcome = Goals.check(seed("thresholds", "mean_recall=0.90"), TestFrontEnd.MAVEN_NAMES,
                context());

        assertThat(outcome.status()).isEqualTo(GoalOutcome.Status.PASSED);
        assertThat(outcome.failure()).isNull();
        assertThat(outcome.result().passed()).isTrue();
        assertThat(outcome.written()).extracting(file -> file.getFileName().toString())
                .startsWith("report.json", "report.md");
        assertThat(outcome.lines()).as("every line went to the sink as it was said").isEqualTo(sunk);
        assertThat(texts(OutputLine.Kind.REPORT)).contains("GATE PASSED: mean_recall 0.95 >= 0.90")
                .contains("Report: " + dir.resolve("reports").resolve("report.json"));
    }

    @Test
    void aFailedGateFailsWithTheGatesTextNamingTheProject() throws Exception {
        GoalOutcome<Analysis> outcome = Goals.check(seed("thresholds", "mean_recall=0.90", "tokenPattern",
                FOUR_LETTERS), TestFrontEnd.MAVEN_NAMES, context());

        assertThat(outcome.failed()).isTrue();
        assertThat(outcome.failure()).isEqualTo("rag-eval gate failed for seed: 1 of 1 thresholds not met:\n"
                + "  mean_recall 0.80 fell below the 0.90 gate");
        assertThat(dir.resolve("reports").resolve("report.json")).as("written before the verdict").exists();
    }

    @Test
    void aFailedGateSaysItsVerdictFirstAndEachAdvisoryDiagnosticOnceInOneLine() throws Exception {
        // Before, the verdict came after every query's block, and three paragraphs of "golden set too small"
        // followed it, one per threshold.
        Goals.check(seed("thresholds", "mean_recall=0.90,mrr=0.90,hit_rate=0.95", "tokenPattern", FOUR_LETTERS),
                TestFrontEnd.MAVEN_NAMES, context());

        assertThat(texts(OutputLine.Kind.REPORT)).startsWith("GATE FAILED for seed: 3 of 3 thresholds not met:",
                "  mean_recall 0.80 fell below the 0.90 gate", "  MRR 0.80 fell below the 0.90 gate",
                "  hit_rate 0.80 fell below the 0.95 gate");
        assertThat(texts(OutputLine.Kind.REPORT_WARNING)).filteredOn(line -> line.contains("too small"))
                .containsExactly("golden set too small for the margin: mean_recall, mrr and hit_rate (the whole text"
                        + " is in report.md and report.html)");
        assertThat(Files.readString(dir.resolve("reports").resolve("report.md")))
                .contains("golden set too small for the margin: hit\\_rate 0.80 \\[0.50, 1.00\\] (n=10) is 0.15 below");
    }

    @Test
    void withFailOnViolationOffAFailedGateIsAnAlertAndPasses() throws Exception {
        GoalOutcome<Analysis> outcome = Goals.check(seed("thresholds", "mean_recall=0.90", "tokenPattern",
                FOUR_LETTERS, "failOnViolation", "false"), TestFrontEnd.MAVEN_NAMES, context());

        assertThat(outcome.status()).isEqualTo(GoalOutcome.Status.PASSED);
        assertThat(texts(OutputLine.Kind.ALERT)).containsExactly(
                "rag-eval gate failed for seed (failOnViolation=false, build continues):",
                "  mean_recall 0.80 fell below the 0.90 gate");
    }

    @Test
    void aFailedGateLeftToALaterAggregateIsSaidAtErrorLevelAndDeferred() throws Exception {
        GoalOutcome<Analysis> outcome = Goals.check(seed("thresholds", "mean_recall=0.90", "tokenPattern",
                FOUR_LETTERS), TestFrontEnd.MAVEN_NAMES, context().decidedLaterBy("rag-eval:aggregate (report)"));

        assertThat(outcome.status()).isEqualTo(GoalOutcome.Status.DEFERRED);
        assertThat(outcome.failed()).isFalse();
        assertThat(texts(OutputLine.Kind.ERROR)).containsExactly(
                "rag-eval gate failed for seed: 1 of 1 thresholds not met:",
                "  mean_recall 0.80 fell below the 0.90 gate",
                "rag-eval: seed does not stop the build here: the build fails at rag-eval:aggregate"
                        + " (rag-eval:aggregate (report)), after every module has been evaluated.");
    }

    @Test
    void skipIsReadFirstAndChecksNothingElse() throws Exception {
        GoalOutcome<?> outcome = Goals.run(Goal.CHECK, own("skip", "true", "k", "nonsense"),
                TestFrontEnd.MAVEN_NAMES, context());

        assertThat(outcome.status()).isEqualTo(GoalOutcome.Status.SKIPPED);
        assertThat(outcome.lines()).containsExactly(OutputLine.note("skipped (skip = 'true')"));
        assertThat(outcome.written()).isEmpty();
    }

    @Test
    void aBaselineThatFailsTheThresholdsIsRefusedAndNothingIsWritten() throws Exception {
        Path baseline = dir.resolve("baseline.json");
        GoalOutcome<Path> outcome = Goals.baseline(seed("thresholds", "mean_recall=0.90", "tokenPattern", FOUR_LETTERS,
                "baselineFile", baseline.toString()), TestFrontEnd.MAVEN_NAMES, context());

        assertThat(outcome.failure()).startsWith("rag-eval baseline not recorded for seed: the run fails the POM's"
                + " thresholds (1 of 1 thresholds not met):\n  mean_recall 0.80 fell below the 0.90 gate\n")
                .endsWith(" is left as it was. Fix the retriever or the thresholds first, or record this run anyway"
                        + " with force=true (-Drageval.force=true).");
        assertThat(baseline).doesNotExist();
        assertThat(outcome.written()).isEmpty();
    }

    @Test
    void aForcedBaselineIsRecordedWithAWarning() throws Exception {
        Path baseline = dir.resolve("baseline.json");
        GoalOutcome<Path> outcome = Goals.baseline(seed("thresholds", "mean_recall=0.90", "tokenPattern", FOUR_LETTERS,
                "baselineFile", baseline.toString(), "force", "true"), TestFrontEnd.MAVEN_NAMES, context());

        assertThat(outcome.status()).isEqualTo(GoalOutcome.Status.PASSED);
        assertThat(outcome.result()).isEqualTo(baseline).exists();
        assertThat(outcome.written()).containsExactly(baseline);
        assertThat(texts(OutputLine.Kind.WARNING)).contains("recording a baseline that fails the POM's thresholds"
                + " (1 of 1 thresholds not met, force=true (-Drageval.force=true)):\n"
                + "  mean_recall 0.80 fell below the 0.90 gate");
    }

    @Test
    void aReportFolderAnotherProjectOfTheBuildClaimedIsRefusedBeforeAnythingIsEvaluated() {
        GoalContext context = context().withFolderClaims((key, owner) -> "g:other (elsewhere)", "g:seed (here)");

        assertThatThrownBy(() -> Goals.check(seed(), TestFrontEnd.MAVEN_NAMES, context))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("is also the report folder of"
                        + " g:other (elsewhere) in this build");
        assertThat(dir.resolve("reports")).doesNotExist();
    }

    @Test
    void reportsThatCannotBeWrittenAreAnOutputErrorNamingTheSetting() throws IOException {
        Files.writeString(dir.resolve("reports"), "a file where the folder goes");

        assertThatThrownBy(() -> Goals.check(seed(), TestFrontEnd.MAVEN_NAMES, context()))
                .isInstanceOf(OutputException.class)
                .satisfies(e -> assertThat(((OutputException) e).output()).isEqualTo("report"))
                .hasMessageStartingWith("cannot write the reports into " + dir.resolve("reports") + ": ")
                .hasMessageEndingWith("or set reportDirectory to a folder.");
    }

    @Test
    void aCheckThatStopsOnAnInputLeavesTheMarkerNeverTheLastRunsReports() throws Exception {
        Goals.check(seed(), TestFrontEnd.MAVEN_NAMES, context());
        Path reports = dir.resolve("reports");
        assertThat(reports.resolve("report.json")).exists();
        assertThat(reports.resolve(UnfinishedReports.FILE_NAME)).as("the reports replace the marker").doesNotExist();

        assertThatThrownBy(() -> Goals.check(seed("corpus", dir.resolve("missing.json").toString()),
                TestFrontEnd.MAVEN_NAMES, context())).isInstanceOf(InputException.class);

        // The last run's report.json, report.md, JUnit XML and report.html stood there as if this run had written them.
        try (Stream<Path> left = Files.list(reports)) {
            assertThat(left.map(file -> file.getFileName().toString())).containsExactly(UnfinishedReports.FILE_NAME);
        }
        assertThat(Files.readString(reports.resolve(UnfinishedReports.FILE_NAME)))
                .startsWith("A rag-eval check started writing its reports into this folder and has not finished.");

        Goals.check(seed(), TestFrontEnd.MAVEN_NAMES, context());
        assertThat(reports.resolve("report.json")).exists();
        assertThat(reports.resolve(UnfinishedReports.FILE_NAME)).doesNotExist();
    }

    @Test
    void aReportJsonWithAByteOrderMarkIsReGated() throws Exception {
        Goals.check(seed(), TestFrontEnd.MAVEN_NAMES, context());
        Path report = dir.resolve("reports").resolve("report.json");
        Files.writeString(report, ByteOrderMark.TEXT + Files.readString(report));

        assertThat(Goals.check(own("reuseReport", "true", "reportDirectory", dir.resolve("reports").toString()),
                TestFrontEnd.MAVEN_NAMES, context()).status()).isEqualTo(GoalOutcome.Status.PASSED);
    }

    @Test
    void aSettingTheCheckCannotUseAlsoTakesTheLastRunsReportsAway() throws Exception {
        Goals.check(seed(), TestFrontEnd.MAVEN_NAMES, context());

        assertThatThrownBy(() -> Goals.check(seed("k", "0"), TestFrontEnd.MAVEN_NAMES, context()))
                .isInstanceOf(ConfigurationException.class);

        assertThat(dir.resolve("reports").resolve("report.json")).doesNotExist();
        assertThat(dir.resolve("reports").resolve(UnfinishedReports.FILE_NAME)).exists();
    }

    @Test
    void reGatingKeepsTheReportItReadsWhenASettingCannotBeUsed() throws Exception {
        Goals.check(seed(), TestFrontEnd.MAVEN_NAMES, context());

        assertThatThrownBy(() -> Goals.check(seed("reuseReport", "true", "k", "0"), TestFrontEnd.MAVEN_NAMES,
                context())).isInstanceOf(ConfigurationException.class);

        assertThat(dir.resolve("reports").resolve("report.json")).exists();
    }

    @Test
    void aBaselineFileThatIsAFolderIsSaidSoWithoutTheTemporaryFilesName() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("adir").resolve("inside"));
        assertThatThrownBy(() -> Goals.baseline(seed("baselineFile", folder.getParent().toString()),
                TestFrontEnd.MAVEN_NAMES, context())).isInstanceOf(OutputException.class)
                // It was "cannot write .../adir: .../.adir.22qd....tmp: Is a directory. Check that the folder ...".
                .hasMessage("cannot write " + folder.getParent() + ": " + folder.getParent() + " is a folder, not a"
                        + " file. Remove or rename that folder, or set baselineFile to a file's path.")
                .hasMessageNotContaining(".tmp");
    }

    @Test
    void anIdHoldingAnEscapeSequenceIsEchoedEscaped() throws Exception {
        Path golden = Files.writeString(dir.resolve("golden.json"), "[{\"query_id\": \"q\\u001b[31m1\","
                + " \"query\": \"How do I reset my password?\", \"relevant_doc_ids\": [\"pw\\u001b[2Jreset\\r\"]}]");

        Throwable error = catchThrowable(() -> Goals.check(seed("goldenDataset", golden.toString()),
                TestFrontEnd.MAVEN_NAMES, context()));

        List<String> said = new ArrayList<>(sunk.stream().map(OutputLine::text).toList());
        if (error != null) {
            said.add(UserErrors.line(error));
        }
        assertThat(String.join("\n", said)).contains("pw\\u001b[2Jreset\\r").doesNotContain("\u001b", "\r");
    }

    @Test
    void aFrontEndsOwnRequestCheckRunsOnceTheSettingsAreRead() {
        GoalContext context = context().withRequestCheck(request -> {
            throw new ConfigurationException("--classpath is given, but nothing here reads it (k "
                    + request.evaluation().k() + ")");
        });

        assertThatThrownBy(() -> Goals.check(seed(), TestFrontEnd.MAVEN_NAMES, context))
                .isInstanceOf(ConfigurationException.class).hasMessage("--classpath is given, but nothing here reads"
                        + " it (k 3)");
    }

    @Test
    void withTimingsEveryPhaseIsSaidAsANoteAndWithoutThemShortRunsStayQuiet() throws Exception {
        Goals.check(seed(), TestFrontEnd.MAVEN_NAMES, context());
        assertThat(texts(OutputLine.Kind.NOTE)).noneMatch(note -> note.startsWith("timing: "));
        sunk.clear();

        Goals.check(seed(), TestFrontEnd.MAVEN_NAMES, context().withTimings());

        assertThat(texts(OutputLine.Kind.NOTE)).anyMatch(note -> note.startsWith("timing: queries: 10/10"))
                .anyMatch(note -> note.startsWith("timing: reports written in "));
    }

    @Test
    void aCheckAfterGrowAndPoolKeepsTheirFilesAndSaysNothingOfThem() throws Exception {
        // Before, every check after grow warned that the report folder "also holds candidates.jsonl".
        Path reports = Files.createDirectories(dir.resolve("reports"));
        for (String name : GoalFiles.ALL) {
            Files.writeString(reports.resolve(name), name);
        }

        Goals.check(seed(), TestFrontEnd.MAVEN_NAMES, context());

        assertThat(texts(OutputLine.Kind.WARNING)).noneMatch(warning -> warning.contains("not a report"));
        assertThat(reports.resolve(GoalFiles.CANDIDATES)).hasContent(GoalFiles.CANDIDATES);
        assertThat(reports.resolve(GoalFiles.POOL_CSV)).hasContent(GoalFiles.POOL_CSV);
        assertThat(reports.resolve("report.json")).isRegularFile();
    }

    private GoalContext context() {
        return GoalContext.of("seed", sunk::add);
    }

    private List<String> texts(OutputLine.Kind kind) {
        return sunk.stream().filter(line -> line.kind() == kind).map(OutputLine::text).toList();
    }

    /** The seed example with k 3, its reports in the temporary folder, and these settings. */
    private SettingValues seed(String... more) {
        List<String> all = new ArrayList<>(List.of("corpus", SEED + "corpus.json", "goldenDataset",
                SEED + "golden.json", "k", "3", "reportDirectory", dir.resolve("reports").toString(), "showQueries",
                "none", "goldenSetChecks", "basic"));
        all.addAll(List.of(more));
        return own(all.toArray(String[]::new));
    }

    private static SettingValues own(String... nameValues) {
        SettingValues.Builder values = SettingValues.builder();
        for (int i = 0; i < nameValues.length; i += 2) {
            values.text(nameValues[i], nameValues[i + 1]).written(nameValues[i], Origin.OWN);
        }
        return values.build();
    }
}
