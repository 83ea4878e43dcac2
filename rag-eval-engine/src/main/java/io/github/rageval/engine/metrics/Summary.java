package io.github.rageval.engine.metrics;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The means over all golden queries at cutoff k. */
public final class Summary {
    private final int k;
    private final int queries;
    private final Map<SummaryMetric, Double> values;

    private Summary(int k, int queries, Map<SummaryMetric, Double> values) {
        this.k = k;
        this.queries = queries;
        this.values = values;
    }

    public static Summary of(int k, List<CaseResult> cases) {
        Map<SummaryMetric, Double> values = new EnumMap<>(SummaryMetric.class);
        for (SummaryMetric metric : SummaryMetric.values()) {
            values.put(metric, CompensatedSum.mean(cases.stream().mapToDouble(c -> c.value(metric)).toArray()));
        }
        return new Summary(k, cases.size(), values);
    }

    public int k() {
        return k;
    }

    public int queries() {
        return queries;
    }

    public double value(SummaryMetric metric) {
        return values.get(metric);
    }
}
