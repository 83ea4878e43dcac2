package io.github.rageval.engine.metrics;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one place that maps the metrics module onto metric keys: everything downstream (baselines, intervals,
 * tests, reports) works on "summary metric key to per-query values" and so takes new metrics as they come.
 *
 * @param summary each summary metric's value, in report order
 * @param perQuery each summary metric's per-query values (the values its mean is taken of), golden order
 */
public record MetricValues(Map<String, Double> summary, Map<String, double[]> perQuery) {
    public MetricValues {
        summary = Collections.unmodifiableMap(new LinkedHashMap<>(summary));
        perQuery = Collections.unmodifiableMap(new LinkedHashMap<>(perQuery));
    }

    public static MetricValues of(Summary summary, List<CaseResult> cases) {
        Map<String, Double> values = new LinkedHashMap<>();
        Map<String, double[]> perQuery = new LinkedHashMap<>();
        for (Metric metric : summary.metrics()) {
            values.put(metric.key(), summary.value(metric));
            perQuery.put(metric.key(), cases.stream().mapToDouble(c -> c.value(metric)).toArray());
        }
        return new MetricValues(values, perQuery);
    }

    /** The per-query values of one case, by metric key. */
    public Map<String, Double> ofCase(int index) {
        Map<String, Double> values = new LinkedHashMap<>();
        perQuery.forEach((key, array) -> values.put(key, array[index]));
        return values;
    }

    /** The metric's name in gate messages (MRR in capitals), its key for metrics the gate does not know. */
    public static String label(String key) {
        return Metric.parse(key).map(Metric::label).orElse(key);
    }

    /** Whether the key names a metric, for validating configuration before anything is evaluated. */
    public static boolean isKnown(String key) {
        return Metric.parse(key).isPresent();
    }

    /** For messages: every metric name, {@code ndcg_at_10} shown only {@code inPom} ({@link Metric#knownNames}). */
    public static String knownKeys(boolean inPom) {
        return Metric.knownNames(inPom);
    }
}
