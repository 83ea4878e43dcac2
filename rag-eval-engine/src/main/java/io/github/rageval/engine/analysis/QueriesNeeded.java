package io.github.rageval.engine.analysis;

import io.github.rageval.engine.stats.TopicSetSize;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * The sentence that says how many golden queries a drop needs ({@link TopicSetSize}), where a warning or the
 * suggested thresholds find the golden set too small.
 */
final class QueriesNeeded {
    private QueriesNeeded() {
    }

    /**
     * {@code 180 queries would detect a drop of 0.05 in mrr with 80% power at 5% (paired t-test; this golden set has
     * 10).}; empty when the values do not vary.
     */
    static String sentence(String metric, boolean higherIsBetter, OptionalInt queries, BigDecimal drop, int have) {
        if (queries.isEmpty()) {
            return "";
        }
        return String.format(Locale.ROOT, "%d queries would detect a %s of %s in %s with %d%% power at %d%% (paired"
                        + " t-test; this golden set has %d).", queries.getAsInt(), higherIsBetter ? "drop" : "rise",
                drop.toPlainString(), metric, Math.round(TopicSetSize.POWER * 100),
                Math.round(TopicSetSize.ALPHA * 100), have);
    }
}
