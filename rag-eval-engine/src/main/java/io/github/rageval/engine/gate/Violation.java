package io.github.rageval.engine.gate;

import io.github.rageval.engine.metrics.SummaryMetric;

/**
 * A summary metric below its threshold.
 *
 * @param message e.g. {@code mean_recall 0.80 fell below the 0.90 gate}
 */
public record Violation(SummaryMetric metric, double value, Threshold threshold, String message) {
}
