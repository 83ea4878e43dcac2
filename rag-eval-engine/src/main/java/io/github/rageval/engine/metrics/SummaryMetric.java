package io.github.rageval.engine.metrics;

import java.util.Arrays;
import java.util.List;

/** The specification's four summary metrics, each the mean over queries of one per-query metric at k. */
public enum SummaryMetric {
    MEAN_PRECISION(MetricFamily.MEAN_PRECISION),
    MEAN_RECALL(MetricFamily.MEAN_RECALL),
    MRR(MetricFamily.MRR),
    HIT_RATE(MetricFamily.HIT_RATE);

    private final Metric metric;

    SummaryMetric(MetricFamily family) {
        this.metric = Metric.of(family);
    }

    public Metric metric() {
        return metric;
    }

    /** The name in reports and threshold configuration, e.g. {@code mean_recall}. */
    public String key() {
        return metric.key();
    }

    /** The name in gate messages, as the specification prints them (MRR in capitals). */
    public String label() {
        return metric.label();
    }

    /** The four, in the specification's order: every evaluation computes them. */
    public static List<Metric> metrics() {
        return Arrays.stream(values()).map(SummaryMetric::metric).toList();
    }
}
