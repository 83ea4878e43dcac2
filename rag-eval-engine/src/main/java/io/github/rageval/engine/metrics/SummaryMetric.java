package io.github.rageval.engine.metrics;

import java.util.Arrays;
import java.util.Optional;

/** The summary metrics a gate can hold: each the mean over queries of one per-query metric. */
public enum SummaryMetric {
    MEAN_PRECISION("mean_precision", "mean_precision", new Precision()),
    MEAN_RECALL("mean_recall", "mean_recall", new Recall()),
    MRR("mrr", "MRR", new ReciprocalRank()),
    HIT_RATE("hit_rate", "hit_rate", new Hit());

    private final String key;
    private final String label;
    private final CaseMetric perQuery;

    SummaryMetric(String key, String label, CaseMetric perQuery) {
        this.key = key;
        this.label = label;
        this.perQuery = perQuery;
    }

    /** The name in reports and threshold configuration, e.g. {@code mean_recall}. */
    public String key() {
        return key;
    }

    /** The name in gate messages, as the specification prints them (MRR in capitals). */
    public String label() {
        return label;
    }

    public CaseMetric perQuery() {
        return perQuery;
    }

    public static Optional<SummaryMetric> byKey(String key) {
        return Arrays.stream(values()).filter(m -> m.key.equals(key)).findFirst();
    }

    public static String knownKeys() {
        return String.join(", ", Arrays.stream(values()).map(SummaryMetric::key).toArray(String[]::new));
    }
}
