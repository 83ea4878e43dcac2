package io.github.rageval.engine.render;

import io.github.rageval.engine.baseline.DropRule;

/**
 * What a maxDrop rule is called where it is listed by metric: a {@code max drop}, or a {@code max rise} for a metric
 * where more is worse ({@code unj@10}), whose rule bounds a rise against the baseline.
 */
final class DropLabel {
    private DropLabel() {
    }

    static String of(DropRule rule) {
        return rule.boundsRise() ? "max rise" : "max drop";
    }
}
