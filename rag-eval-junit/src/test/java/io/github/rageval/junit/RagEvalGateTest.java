package io.github.rageval.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.api.Retriever;
import io.github.rageval.engine.goal.check.GoldenSetLock;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.tfidf.TfidfRetrieverFactory;
import io.github.rageval.engine.settings.read.LockRequest;
import io.github.rageval.engine.settings.read.Origin;
import io.github.rageval.engine.settings.read.SettingValues;
import io.github.rageval.engine.settings.table.Defaults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * The specification's seed example gated in a test, with the built-in tfidf retriever handed over as an object: the
 * numbers, verdicts and messages of the plugin's seed ITs (seed-baseline, seed-regression).
 */
@ExtendWith(RagEvalExtension.class)
class RagEvalGateTest {
    private static final Path SEED = Path.of("src/test/resources/seed");

    @TempDir
    Path dir;

    private static Retriever tfidf(Map<String, String> options) throws Exception {
        return new TfidfRetrieverFactory().create(new RetrieverOptions("tfidf", options));
    }

    private static RagEvalGate seed(RagEval ragEval, Retriever retriever) {
        return ragEval.forRetriever(retriever).corpus(SEED.resolve("corpus.json"))
                .goldenDataset(SEED.resolve("golden.json")).k(3)
                .thresholds("mean_recall=0.90,mrr=0.90,hit_rate=0.95");
    }

    @Test
    void theSeedExampleGivesTheSpecificationsNumbersAndReportsInTheTestsFolder(RagEval ragEval) throws Exception {
        GateResult result = seed(ragEval, tfidf(Map.of())).check();

        assertThat(result.metric("mean_precision")).isCloseTo(0.5166666666666666, within(1e-12));
        assertThat(result.metric("mean_recall")).isCloseTo(0.95, within(1e-12));
        assertThat(result.metric("mrr")).isCloseTo(0.9333333333333333, within(1e-12));
        assertThat(result.metric("hit_rate")).isEqualTo(1.0);
        Path folder = Path.of("target/rag-eval-junit", RagEvalGateTest.class.getName(),
                "theSeedExampleGivesTheSpecificationsNumbersAndReportsInTheTestsFolder");
        assertThat(ragEval.reportDirectory()).isEqualTo(folder);
        assertThat(result.reports()).contains(folder.resolve("report.json"), folder.resolve("report.html"));
        JsonNode report = new ObjectMapper().readTree(folder.resolve("report.json").toFile());
        assertThat(report.get("passed").asBoolean()).isTrue();
        assertThat(report.get("vocabulary_size").asInt()).isEqualTo(226);
        assertThat(report.get("retriever").get("type").asText())
                .isEqualTo("io.github.rageval.engine.retriever.tfidf.TfidfBuiltIn");
    }

    @Test
    void theRegressionFailsTheTestWithTheGatesOwnText(RagEval ragEval) throws Exception {
        Retriever fourLetters = tfidf(Map.of(TfidfRetrieverFactory.TOKEN_PATTERN, "(?u)\\b\\w{4,}\\b"));

        assertThatThrownBy(() -> seed(ragEval, fourLetters).check()).isInstanceOf(AssertionFailedError.class)
                .hasMessage("rag-eval gate failed for rag-eval-junit: 3 of 3 thresholds not met:\n"
                        + "  mean_recall 0.80 fell below the 0.90 gate\n"
                        + "  MRR 0.80 fell below the 0.90 gate\n"
                        + "  hit_rate 0.80 fell below the 0.95 gate");
        // Written before the verdict, as the goal writes them.
        JsonNode report = new ObjectMapper().readTree(ragEval.reportDirectory().resolve("report.json").toFile());
        assertThat(report.get("passed").asBoolean()).isFalse();
        assertThat(report.get("summary").get("mrr").asDouble()).isCloseTo(0.8, within(1e-12));
    }

    @Test
    void failOnViolationFalseReturnsTheFailedGatesNumbers(RagEval ragEval) throws Exception {
        GateResult result = seed(ragEval, tfidf(Map.of(TfidfRetrieverFactory.TOKEN_PATTERN, "(?u)\\b\\w{4,}\\b")))
                .setting("failOnViolation", "false").check();
        assertThat(result.analysis().passed()).isFalse();
        assertThat(result.metric("hit_rate")).isCloseTo(0.8, within(1e-12));
    }

    @Test
    void anUnknownSettingIsThePassesErrorWithTheNearestName(RagEval ragEval) throws Exception {
        RagEvalGate gate = seed(ragEval, tfidf(Map.of())).setting("maxFailingQuery", "1");
        assertThatThrownBy(gate::check).isInstanceOf(RagEvalException.class)
                .hasMessage("rag-eval configuration error: setting(\"maxFailingQuery\", ...) is not a setting of the"
                        + " check goal, so it would be ignored. Did you mean setting(\"maxFailingQueries\", ...)? The"
                        + " settings are the Maven goal's parameters, by the same names.");
    }

    @Test
    void aBadValueIsThePassesErrorInTheTestsWords(RagEval ragEval) throws Exception {
        assertThatThrownBy(() -> seed(ragEval, tfidf(Map.of())).setting("failOnViolation", "ture").check())
                .isInstanceOf(RagEvalException.class)
                .hasMessageStartingWith("rag-eval configuration error: setting(\"failOnViolation\", \"ture\")")
                .hasMessageContaining("Write \"true\" or \"false\".");
        assertThatThrownBy(() -> ragEval.forRetriever(tfidf(Map.of())).goldenDataset(SEED.resolve("golden.json"))
                .thresholds("mrr=0.9").setting("thresholds", "mrr=0.1")).isInstanceOf(RagEvalException.class)
                .hasMessage("rag-eval configuration error: setting(\"thresholds\", ...) is given twice ('mrr=0.9',"
                        + " then 'mrr=0.1'). Give it once, with the value you mean.");
    }

    /** The tfidf options' old top-level names configure the tfidf retriever the pass creates, not an object. */
    @Test
    void aSettingTheObjectLeavesUnreadIsAnError(RagEval ragEval) throws Exception {
        assertThatThrownBy(() -> seed(ragEval, tfidf(Map.of())).setting("tokenPattern", "\\w+").check())
                .isInstanceOf(RagEvalException.class).hasMessageStartingWith("rag-eval configuration error: ")
                .hasMessageContaining("setting(\"tokenPattern\", ...)");
        assertThatThrownBy(() -> seed(ragEval, tfidf(Map.of())).setting("retriever", "bm25"))
                .isInstanceOf(RagEvalException.class).hasMessageContaining("RagEvalGate.forRetriever");
    }

    @Test
    void aMissingFileIsAnInputErrorNotAVerdict(RagEval ragEval) throws Exception {
        assertThatThrownBy(() -> ragEval.forRetriever(tfidf(Map.of())).corpus(dir.resolve("corpus.json"))
                .goldenDataset(SEED.resolve("golden.json")).check()).isInstanceOf(RagEvalException.class)
                .hasMessageStartingWith("rag-eval input error: ").hasMessageContaining("corpus.json");
    }

    @Test
    void aRecordedBaselineIsComparedWith(RagEval ragEval) throws Exception {
        Path baseline = dir.resolve("baseline.json");
        assertThat(seed(ragEval, tfidf(Map.of())).baselineFile(baseline).recordBaseline()).isEqualTo(baseline);
        assertThat(baseline).exists();

        assertThatThrownBy(() -> ragEval.forRetriever(tfidf(Map.of(TfidfRetrieverFactory.TOKEN_PATTERN, "(?u)\\b\\w{4,}\\b")))
                .corpus(SEED.resolve("corpus.json")).goldenDataset(SEED.resolve("golden.json")).k(3)
                .baselineFile(baseline).setting("maxDrop", "mrr=0.05").check())
                .isInstanceOf(AssertionFailedError.class).hasMessageContaining("rag-eval gate failed for rag-eval-junit: ")
                .hasMessageContaining("mrr");
    }

    @Test
    void theGoldenSetsLockIsComparedAsTheGoalsCompareIt(RagEval ragEval) throws Exception {
        // Before, the test's gate never read the lock: staleJudgments=fail passed whatever had changed.
        Path corpus = dir.resolve("corpus.json");
        Path golden = dir.resolve("golden.json");
        Files.copy(SEED.resolve("corpus.json"), corpus);
        Files.copy(SEED.resolve("golden.json"), golden);
        SettingValues values = SettingValues.builder().text("corpus", corpus.toString()).written("corpus", Origin.OWN)
                .text("goldenDataset", golden.toString()).written("goldenDataset", Origin.OWN).build();
        JUnitFrontEnd frontEnd = new JUnitFrontEnd("tfidf", tfidf(Map.of()));
        GoldenSetLock.run(LockRequest.parse(values, frontEnd), Path::toString, frontEnd);
        Files.writeString(corpus, Files.readString(corpus).replace("The link expires after 30 minutes.",
                "The link expires after 15 minutes."));

        assertThatThrownBy(() -> ragEval.forRetriever(tfidf(Map.of())).corpus(corpus).goldenDataset(golden).k(3)
                .setting("staleJudgments", "fail").check())
                .isInstanceOf(AssertionFailedError.class)
                .hasMessageContaining("1 judged document changed since it was judged")
                .hasMessageContaining("pw-reset");
    }

    @Test
    void skipReportsTheTestSkippedNeverPassed(RagEval ragEval) throws Exception {
        assertThatThrownBy(() -> seed(ragEval, tfidf(Map.of())).setting("skip", "true").check())
                .isInstanceOf(TestAbortedException.class);
    }

    /**
     * A Maven build that runs the gate in a test and the check goal (examples/spring-ai-app does) must keep both
     * report sets: the goal replaces its folder, {@code target/rag-eval}, as a whole, and warned that it could not
     * when a test's reports sat inside it; without the extension, the test's reports were replaced outright.
     */
    @Test
    void theTestsReportsLieOutsideTheCheckGoalsFolder(RagEval ragEval) throws Exception {
        Path goals = Path.of("target", Defaults.REPORT_DIRECTORY);
        assertThat(ragEval.reportDirectory().startsWith(goals)).as(ragEval.reportDirectory().toString()).isFalse();
        GateResult result = RagEvalGate.forRetriever(tfidf(Map.of())).corpus(SEED.resolve("corpus.json"))
                .goldenDataset(SEED.resolve("golden.json")).k(3).check();
        assertThat(result.reports()).contains(Path.of("target/rag-eval-junit/report.json"));
        assertThat(result.reports()).noneMatch(report -> report.startsWith(goals));
    }

    @Test
    void theBuildFolderIsSettable() {
        assertThat(BuildFolder.of(name -> java.util.Optional.of("build"))).isEqualTo(Path.of("build"));
        assertThat(BuildFolder.of(name -> java.util.Optional.empty())).isEqualTo(Path.of("target"));
    }

    @Test
    void aLambdaIsNamedByTheClassThatWroteIt() {
        Retriever lambda = (query, k) -> List.of();
        assertThat(RetrieverNames.of(lambda)).isEqualTo(RagEvalGateTest.class.getName() + "$$Lambda");
    }
}
