package io.github.rageval.engine.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.metrics.MetricValues;
import io.github.rageval.engine.stats.ConfidenceInterval;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ThresholdSuggestionsTest {
    private static final BigDecimal DROP = new BigDecimal("0.05");

    @Test
    void theSeedRunSuggestsEachIntervalsLowerEndAndSaysWhichDropsItsTenQueriesCannotSee() throws Exception {
        List<SuggestedThreshold> suggestions = ThresholdSuggestions.of(Fixtures.baseline(),
                AnalysisSettings.defaults());

        assertThat(suggestions).extracting(SuggestedThreshold::metric, SuggestedThreshold::written,
                SuggestedThreshold::catches).containsExactly(
                org.assertj.core.groups.Tuple.tuple("mean_precision", "0.36", false),
                org.assertj.core.groups.Tuple.tuple("mean_recall", "0.85", false),
                org.assertj.core.groups.Tuple.tuple("mrr", "0.80", false),
                org.assertj.core.groups.Tuple.tuple("hit_rate", "1.00", true));
        // mrr 0.93 - 0.05 = 0.88 still passes 0.80: ten queries are too few to see that drop.
        assertThat(suggestions.get(2).queriesNeeded()).isPresent();
        assertThat(suggestions.get(2).queriesNeeded().getAsInt()).isGreaterThan(10);
        // Every query hits: no variance to size a golden set by, and any miss fails 1.00.
        assertThat(suggestions.get(3).queriesNeeded()).isEmpty();
    }

    @Test
    void aMetricWhereMoreIsWorseGetsTheUpperEndRoundedUp() {
        SuggestedThreshold unjudged = ThresholdSuggestions.suggest("unj@10", false,
                new ConfidenceInterval(0.2, 0.1, 0.30000000000000004, 0.95, 10), new double[] {0, 0.4}, DROP);

        assertThat(unjudged.written()).isEqualTo("0.30");
        assertThat(unjudged.catches()).isFalse();
        // 0.21 + 0.05 = 0.26 exceeds 0.25: a run worse by the drop fails the maximum.
        assertThat(ThresholdSuggestions.suggest("unj@10", false, new ConfidenceInterval(0.21, 0.1, 0.241, 0.95, 10),
                new double[] {0, 0.42}, DROP)).satisfies(s -> {
                    assertThat(s.written()).isEqualTo("0.25");
                    assertThat(s.catches()).isTrue();
                });
        // Read from the metric itself when suggested for a run's values.
        MetricValues values = new MetricValues(Map.of("unj@10", 0.2), Map.of("unj@10", new double[] {0, 0.4}));
        assertThat(ThresholdSuggestions.of(values, Map.of("unj@10", new ConfidenceInterval(0.2, 0.1, 0.241, 0.95,
                2)), DROP).get(0).higherIsBetter()).isFalse();
    }

    @Test
    void binaryNoiseNeitherLowersTheSuggestionNorDecidesWhetherItCatches() {
        SuggestedThreshold noisy = ThresholdSuggestions.suggest("mrr", true,
                new ConfidenceInterval(0.95, 0.7999999999999999, 1.0, 0.95, 10), new double[] {1, 0.5}, DROP);
        assertThat(noisy.written()).isEqualTo("0.80");

        // 0.95 - 0.05 is exactly 0.90: a run worse by the drop still meets 0.90, so it is not caught.
        SuggestedThreshold boundary = ThresholdSuggestions.suggest("mean_recall", true,
                new ConfidenceInterval(0.95, 0.9, 1.0, 0.95, 10), new double[] {1, 0.5}, DROP);
        assertThat(boundary.written()).isEqualTo("0.90");
        assertThat(boundary.catches()).isFalse();
    }
}
