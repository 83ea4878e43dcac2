package io.github.rageval.engine.analysis;

import io.github.rageval.engine.stats.ConfidenceInterval;
import java.math.BigDecimal;
import java.util.OptionalInt;

/**
 * The threshold one metric of a recorded run suggests ({@link ThresholdSuggestions}), and whether it would catch the
 * drop it was asked to catch.
 *
 * @param metric the metric's key
 * @param higherIsBetter the metric's direction: the threshold is a minimum, else a maximum
 * @param interval the metric's mean and its bootstrap interval
 * @param threshold the suggested bound, two decimals
 * @param drop the drop it is meant to catch ({@code suggestDrop})
 * @param catches whether a run worse by {@code drop} misses the threshold
 * @param queriesNeeded how many golden queries would detect {@code drop} with 80% power at 5%; empty when the
 *     per-query values do not vary (they then tell nothing of the noise)
 */
public record SuggestedThreshold(String metric, boolean higherIsBetter, ConfidenceInterval interval,
                                 BigDecimal threshold, BigDecimal drop, boolean catches, OptionalInt queriesNeeded) {

    /** The run's mean. */
    public double value() {
        return interval.value();
    }

    /**
     * {@code 281 queries would detect a drop of 0.05 in mrr with 80% power at 5% (paired t-test; this golden set has
     * 10).}; empty when the values do not vary.
     */
    public String queriesNeededSentence() {
        return QueriesNeeded.sentence(metric, higherIsBetter, queriesNeeded, drop, interval.n());
    }

    /** {@code 0.80} as configuration writes it. */
    public String written() {
        return threshold.toPlainString();
    }
}
