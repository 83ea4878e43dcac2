package io.github.rageval.engine.metrics;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The means over the evaluated queries of every computed metric, at cutoff k. */
public final class Summary {
    private final int k;
    private final int queries;
    private final Map<Metric, Double> values;

    private Summary(int k, int queries, Map<Metric, Double> values) {
        this.k = k;
        this.queries = queries;
        this.values = Collections.unmodifiableMap(values);
    }

    /** Means of the specification's four metrics. */
    public static Summary of(int k, List<CaseResult> cases) {
        return of(k, SummaryMetric.metrics(), cases);
    }

    /** Means of the given metrics, in the given order; 0 for each when there are no cases. */
    public static Summary of(int k, List<Metric> metrics, List<CaseResult> cases) {
        Map<Metric, Double> values = new LinkedHashMap<>();
        for (Metric metric : metrics) {
            values.put(metric, CompensatedSum.mean(cases.stream().mapToDouble(c -> c.value(metric)).toArray()));
        }
        return new Summary(k, cases.size(), values);
    }

    /**
     * Means computed elsewhere, in report order: a summary of values the cases do not hold (their values if the
     * holes in the judgments were relevant).
     */
    static Summary ofMeans(int k, int queries, Map<Metric, Double> means) {
        return new Summary(k, queries, new LinkedHashMap<>(means));
    }

    public int k() {
        return k;
    }

    /** How many queries the means are over. */
    public int queries() {
        return queries;
    }

    /** Every metric summarised, in report order. */
    public List<Metric> metrics() {
        return List.copyOf(values.keySet());
    }

    public double value(Metric metric) {
        Double value = values.get(metric);
        if (value == null) {
            throw new IllegalArgumentException(metric + " was not computed");
        }
        return value;
    }

    public double value(SummaryMetric metric) {
        return value(metric.metric());
    }
}
