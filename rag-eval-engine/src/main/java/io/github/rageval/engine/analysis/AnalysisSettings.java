package io.github.rageval.engine.analysis;

import io.github.rageval.engine.baseline.ComparisonSettings;
import io.github.rageval.engine.baseline.DropRule;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.GoldenSetChecks;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import io.github.rageval.engine.stats.PairedTest;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The statistics and baseline settings of a check, validated.
 *
 * @param bootstrapSamples resamples per confidence interval
 * @param comparison how the run is held to its baseline (drops, tests, alpha, seed)
 * @param mismatch what a baseline from another configuration does
 * @param testSettings the settings of the paired test the user wrote ({@code significance}, {@code significanceTest},
 *     ...), in the front end's words: read only against a baseline or between variants, so said when there is neither
 * @param suggestDrop the drop a suggested threshold should catch ({@link ThresholdSuggestions}), and the drop the
 *     golden set's size is judged by ({@code suggestDrop}, absolute)
 * @param words how messages name settings and commands, in the front end's words ({@code reuseReport},
 *     {@code --reuse-report}, {@code mvn rag-eval:baseline})
 * @param goldenSetChecks which checks of the golden set run besides those that never switch off
 */
public record AnalysisSettings(int bootstrapSamples, ComparisonSettings comparison, MismatchPolicy mismatch,
                               List<String> testSettings, BigDecimal suggestDrop, SettingWords words,
                               GoldenSetChecks goldenSetChecks) {
    public static final int DEFAULT_BOOTSTRAP_SAMPLES = 10_000;
    public static final int DEFAULT_RANDOMIZATION_SAMPLES = 10_000;
    public static final long DEFAULT_SEED = 42;
    public static final double DEFAULT_SIGNIFICANCE = 0.05;
    public static final BigDecimal DEFAULT_SUGGEST_DROP = new BigDecimal("0.05");
    static final int MIN_SAMPLES = 100;
    static final int MAX_SAMPLES = 1_000_000;

    public AnalysisSettings {
        Objects.requireNonNull(comparison, "comparison");
        Objects.requireNonNull(mismatch, "mismatch");
        testSettings = testSettings == null ? List.of() : List.copyOf(testSettings);
        Objects.requireNonNull(suggestDrop, "suggestDrop");
        words = words == null ? SettingWords.PARAMETERS : words;
        goldenSetChecks = goldenSetChecks == null ? GoldenSetChecks.ALL : goldenSetChecks;
    }

    /** Settings in the Maven goals' words, none of the paired test's written, every check of the golden set. */
    public AnalysisSettings(int bootstrapSamples, ComparisonSettings comparison, MismatchPolicy mismatch) {
        this(bootstrapSamples, comparison, mismatch, List.of(), DEFAULT_SUGGEST_DROP, SettingWords.PARAMETERS,
                GoldenSetChecks.ALL);
    }

    /** These settings with the checks of the golden set that {@code goldenSetChecks} asks for. */
    public AnalysisSettings withGoldenSetChecks(GoldenSetChecks checks) {
        return new AnalysisSettings(bootstrapSamples, comparison, mismatch, testSettings, suggestDrop, words, checks);
    }

    /**
     * These settings with the front end's words (for settings, and for the commands that record a baseline and pool
     * unjudged documents) and the paired test's settings it wrote.
     */
    public AnalysisSettings withFrontEnd(SettingWords frontEndWords, List<String> writtenTestSettings) {
        return new AnalysisSettings(bootstrapSamples, comparison, mismatch, writtenTestSettings, suggestDrop,
                frontEndWords, goldenSetChecks);
    }

    /**
     * These settings with the drop suggested thresholds should catch, checked: above 0 and at most 1 (a drop of the
     * whole range would be caught by any threshold).
     *
     * @param named the setting with its value, in the front end's words ({@code suggestDrop = '0'})
     */
    public AnalysisSettings withSuggestDrop(double drop, String named) throws ConfigurationException {
        if (!(drop > 0 && drop <= 1)) {
            throw new ConfigurationException(named + " is outside (0, 1]. Write the drop in a metric's mean that a"
                    + " threshold should catch, such as " + DEFAULT_SUGGEST_DROP + " (the default).");
        }
        return new AnalysisSettings(bootstrapSamples, comparison, mismatch, testSettings,
                new BigDecimal(Double.toString(drop)), words, goldenSetChecks);
    }

    public long seed() {
        return comparison.seed();
    }

    /** The defaults: no drop rules, randomization test at 0.05, drops fail whether significant or not. */
    public static AnalysisSettings defaults() {
        return new AnalysisSettings(DEFAULT_BOOTSTRAP_SAMPLES, new ComparisonSettings(List.of(),
                DEFAULT_SIGNIFICANCE, PairedTest.RANDOMIZATION, false, DEFAULT_RANDOMIZATION_SAMPLES, DEFAULT_SEED),
                MismatchPolicy.FAIL);
    }

    /**
     * The settings of a run being recorded as the baseline: the defaults, with the bootstrap's resamples and seed as
     * written, since the thresholds it suggests ({@link ThresholdSuggestions}) come from bootstrap intervals drawn as a
     * check with the same settings draws them.
     */
    public static AnalysisSettings forRecording(int bootstrapSamples, long seed) throws ConfigurationException {
        requireSamples(GoalSettings.BOOTSTRAP_SAMPLES, bootstrapSamples, DEFAULT_BOOTSTRAP_SAMPLES,
                SettingWords.PARAMETERS);
        return new AnalysisSettings(bootstrapSamples, new ComparisonSettings(List.of(), DEFAULT_SIGNIFICANCE,
                PairedTest.RANDOMIZATION, false, DEFAULT_RANDOMIZATION_SAMPLES, seed), MismatchPolicy.FAIL);
    }

    /**
     * Validates the settings as configured; every bad value is rejected with what to write instead.
     *
     * @param maxDrop allowed drop per metric key, as written ({@code 0.05}, {@code 5%})
     */
    public static AnalysisSettings parse(int bootstrapSamples, int randomizationSamples, long seed,
                                         double significance, String significanceTest,
                                         boolean maxDropRequiresSignificance, Map<String, String> maxDrop,
                                         String baselineMismatch) throws ConfigurationException {
        return parse(bootstrapSamples, randomizationSamples, seed, significance, significanceTest,
                maxDropRequiresSignificance, maxDrop, baselineMismatch, SettingWords.PARAMETERS);
    }

    /** As the other {@code parse}, its messages naming the settings in the words of the front end they came from. */
    public static AnalysisSettings parse(int bootstrapSamples, int randomizationSamples, long seed,
                                         double significance, String significanceTest,
                                         boolean maxDropRequiresSignificance, Map<String, String> maxDrop,
                                         String baselineMismatch, SettingWords words) throws ConfigurationException {
        requireSamples(GoalSettings.BOOTSTRAP_SAMPLES, bootstrapSamples, DEFAULT_BOOTSTRAP_SAMPLES, words);
        requireSamples(GoalSettings.RANDOMIZATION_SAMPLES, randomizationSamples, DEFAULT_RANDOMIZATION_SAMPLES, words);
        if (!(significance > 0 && significance < 1)) {
            throw new ConfigurationException(words.valued(GoalSettings.SIGNIFICANCE,
                    Double.toString(significance))
                    + " is outside (0, 1). Write the significance level alpha, such as 0.05 (the default).");
        }
        PairedTest test = PairedTest.byKey(significanceTest).orElseThrow(() -> new ConfigurationException(
                words.valued(GoalSettings.SIGNIFICANCE_TEST, significanceTest)
                        + " is not allowed. Use one of: "
                        + PairedTest.knownKeys() + "."));
        MismatchPolicy mismatch = MismatchPolicy.parse(baselineMismatch).orElseThrow(() ->
                new ConfigurationException(words.valued(GoalSettings.BASELINE_MISMATCH,
                        baselineMismatch)
                        + " is not allowed. Use fail or warn."));
        return new AnalysisSettings(bootstrapSamples, new ComparisonSettings(
                DropRule.parseAll(maxDrop == null ? Map.of() : maxDrop, words.name(GoalSettings.MAX_DROP),
                        words.readsPom()),
                significance, test, maxDropRequiresSignificance, randomizationSamples, seed), mismatch);
    }

    private static void requireSamples(GoalSetting name, int value, int fallback, SettingWords words)
            throws ConfigurationException {
        if (value < MIN_SAMPLES || value > MAX_SAMPLES) {
            throw new ConfigurationException(words.valued(name, String.valueOf(value)) + " is not allowed. Use "
                    + MIN_SAMPLES + " to " + MAX_SAMPLES + " (default " + fallback + ").");
        }
    }
}
