package io.github.rageval.engine.gate;

import io.github.rageval.engine.metrics.Metric;

/**
 * A metric's mean on the wrong side of its threshold (below a minimum, above a maximum), over all queries or over
 * one tag's.
 *
 * @param tag the tag whose queries the mean is over, or null for all queries
 * @param message e.g. {@code mean_recall 0.80 fell below the 0.90 gate}, or with the tag in front:
 *     {@code [critical] MRR 0.50 fell below the 0.90 gate}
 */
public record Violation(Metric metric, double value, Threshold threshold, String message, String tag) {

    /** A violation over all queries. */
    public Violation(Metric metric, double value, Threshold threshold, String message) {
        this(metric, value, threshold, message, null);
    }
}
