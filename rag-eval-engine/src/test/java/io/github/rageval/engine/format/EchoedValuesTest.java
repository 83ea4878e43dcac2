package io.github.rageval.engine.format;

import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.SegmentSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.settings.read.GoalRequest;
import io.github.rageval.engine.settings.read.Origin;
import io.github.rageval.engine.settings.read.SettingValues;
import io.github.rageval.engine.settings.read.SettingsCheck;
import io.github.rageval.engine.settings.read.TestFrontEnd;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.settings.Variant;
import io.github.rageval.engine.settings.Variants;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.latency.LatencySettings;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.chunking.ChunkingSettings;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A configuration value that fails its check is echoed at most {@link Shown#LIMIT} characters long, whichever
 * setting it is: a 50,000-character value must not land in the log whole.
 */
class EchoedValuesTest {
    private static final String HUGE = "x".repeat(50_000);
    private static final EvaluationSettings SEED = EvaluationSettings.builder()
            .corpus(Path.of("src/test/resources/seed/corpus.json"))
            .goldenDataset(Path.of("src/test/resources/seed/golden.json")).k(3).build();

    static Stream<Arguments> settings() {
        return Stream.of(
                Arguments.of("significanceTest", (ThrowingCallable) () -> AnalysisSettings.parse(10_000, 10_000, 42,
                        0.05, HUGE, false, Map.of(), "fail")),
                Arguments.of("baselineMismatch", (ThrowingCallable) () -> AnalysisSettings.parse(10_000, 10_000, 42,
                        0.05, "randomization", false, Map.of(), HUGE)),
                Arguments.of("maxDrop", (ThrowingCallable) () -> AnalysisSettings.parse(10_000, 10_000, 42, 0.05,
                        "randomization", false, Map.of("mrr", HUGE), "fail")),
                Arguments.of("boolean", (ThrowingCallable) () -> GoalRequest.parse(Goal.CHECK, SettingValues.builder()
                        .text("failOnViolation", HUGE).written("failOnViolation", Origin.OWN).build(),
                        TestFrontEnd.MAVEN_NAMES)),
                Arguments.of("chunking unit", (ThrowingCallable) () -> ChunkingSettings.parse(Map.of("size", "10",
                        "unit", HUGE))),
                Arguments.of("threshold", (ThrowingCallable) () -> RagEvaluation.run(EvaluationSettings.builder()
                        .corpus(SEED.corpus()).goldenDataset(SEED.goldenDataset()).k(3)
                        .rules(Fixtures.rules(Map.of("mrr", HUGE)))
                        .build())),
                Arguments.of("runMismatch", (ThrowingCallable) () -> SettingsCheck.evaluation(SEED.toBuilder()
                        .scoring(new ScoringOptions(List.of(), 1, null, SettingsCheck.runMismatch(HUGE,
                                SettingWords.PARAMETERS), true, true))
                        .build())),
                Arguments.of("latency", (ThrowingCallable) () -> RagEvaluation.run(SEED.toBuilder()
                        .rules(Fixtures.rules(Map.of(), SegmentSettings.NONE, new LatencySettings(HUGE, Map.of())))
                        .build())),
                Arguments.of("retriever", (ThrowingCallable) () -> RagEvaluation.run(SEED.toBuilder()
                        .retriever(RetrieverSpec.builder(HUGE).build()).corpusOptional(false).build())),
                Arguments.of("retrieverOptions", (ThrowingCallable) () -> RagEvaluation.run(SEED.toBuilder()
                        .retriever(RetrieverSpec.builder("tfidf").options(Map.of("lowercase", HUGE)).build())
                        .corpusOptional(false).build())),
                Arguments.of("gateVariant", (ThrowingCallable) () -> SettingsCheck.evaluation(SEED.toBuilder()
                        .variants(new Variants(
                        List.of(new Variant("a", RetrieverSpec.DEFAULT), new Variant("b", RetrieverSpec.DEFAULT)),
                        HUGE)).build())));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("settings")
    void aLongValueIsCappedInTheMessage(String setting, ThrowingCallable check) {
        Throwable thrown = catchThrowable(check);

        assertThat(thrown).as(setting).isNotNull();
        assertThat(thrown.getMessage()).as(setting).contains("… (50,000 characters)");
        assertThat(thrown.getMessage().length()).as(setting).isLessThan(2 * Shown.LIMIT + 800);
    }
}
