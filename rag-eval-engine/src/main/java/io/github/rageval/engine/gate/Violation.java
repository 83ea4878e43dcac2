package io.github.rageval.engine.gate;

import io.github.rageval.engine.metrics.Metric;

/**
 * A metric's mean below its threshold.
 *
 * @param message e.g. {@code mean_recall 0.80 fell below the 0.90 gate}
 */
public record Violation(Metric metric, double value, Threshold threshold, String message) {
}
