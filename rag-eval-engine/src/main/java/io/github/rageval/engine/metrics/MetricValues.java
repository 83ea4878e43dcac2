package io.github.rageval.engine.metrics;

import io.github.rageval.engine.model.ConfigurationException;
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

    public static String knownKeys() {
        return Metric.knownNames();
    }

    /**
     * Refuses a metric that a minimum or a largest drop cannot hold (see {@link MetricFamily#higherIsBetter()}): on
     * {@code unj@10} a minimum would pass the runs with more unjudged documents, the ones it should fail.
     *
     * @param setting where the metric was named, for the message: {@code thresholds}, {@code maxDrop}
     * @param written the name as written
     */
    public static void requireGateable(Metric metric, String setting, String written) throws ConfigurationException {
        if (!metric.family().higherIsBetter()) {
            throw new ConfigurationException(setting + " names '" + written + "', which cannot be gated: "
                    + metric.family().familyName() + " is a measure of unjudged documents where more is worse (a"
                    + " count, for num_nonrel_judged_ret), so a minimum or a largest drop would pass the runs it"
                    + " should fail. Gate judged@c (the share of the first c documents that is judged) or bpref"
                    + " instead.");
        }
    }
}
