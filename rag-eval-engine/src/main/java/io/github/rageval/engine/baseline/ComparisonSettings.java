package io.github.rageval.engine.baseline;

import io.github.rageval.engine.stats.PairedTest;
import java.util.List;
import java.util.Objects;

/**
 * How a run is held to its baseline.
 *
 * @param drops the allowed drop per metric, in configuration order
 * @param alpha the significance level, in (0, 1)
 * @param test the test that decides whether a change is significant
 * @param dropMustBeSignificant a drop beyond its rule fails only when it is also significant
 * @param randomizationSamples random sign assignments when too many queries changed for an exact test
 * @param seed the seed of every random draw
 */
public record ComparisonSettings(List<DropRule> drops, double alpha, PairedTest test, boolean dropMustBeSignificant,
                                 int randomizationSamples, long seed) {
    public ComparisonSettings {
        drops = List.copyOf(drops);
        Objects.requireNonNull(test, "test");
    }
}
