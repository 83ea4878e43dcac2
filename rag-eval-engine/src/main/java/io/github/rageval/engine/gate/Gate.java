package io.github.rageval.engine.gate;

import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.model.ConfigurationException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Holds metric means to their thresholds, a minimum or, for a metric where more is worse, a maximum
 * ({@link Threshold#isMetBy}); a metric named twice keeps the threshold given last. Values are compared as
 * decimals after rounding the value to {@value #COMPARED_DECIMALS} places: a mean of 0.7 that floating point
 * carries as 0.69999999999999996 still meets a 0.7 gate, while any real shortfall (metrics over a golden set
 * move in steps far above 1e-12) fails it.
 */
public final class Gate {
    static final int COMPARED_DECIMALS = 12;

    private final Map<Metric, Threshold> thresholds;

    public Gate(List<Threshold> thresholds) {
        Map<Metric, Threshold> byMetric = new TreeMap<>();
        for (Threshold threshold : thresholds) {
            byMetric.put(threshold.metric(), threshold);
        }
        this.thresholds = Collections.unmodifiableMap(byMetric);
    }

    /**
     * Thresholds parsed from names and values as written, in a gate; two names of one metric ({@code ndcg_at_3} and
     * {@code ndcg_cut_3}) are an error, not the last one silently kept.
     *
     * @param setting the setting's name in messages ({@code thresholds}, {@code tagThresholds critical})
     */
    public static Gate parse(Map<String, String> written, String setting) throws ConfigurationException {
        return parse(written, setting, true);
    }

    /**
     * As {@link #parse(Map, String)}.
     *
     * @param inPom whether the names were written in a POM ({@link Metric#knownNames})
     */
    public static Gate parse(Map<String, String> written, String setting, boolean inPom)
            throws ConfigurationException {
        Map<Metric, String> names = new TreeMap<>();
        List<Threshold> parsed = new java.util.ArrayList<>();
        for (Map.Entry<String, String> entry : written.entrySet()) {
            Threshold threshold = Threshold.parse(entry.getKey(), entry.getValue(), setting, inPom);
            String earlier = names.putIfAbsent(threshold.metric(), entry.getKey());
            if (earlier != null) {
                throw new ConfigurationException(setting + " names " + threshold.metric().key() + " twice, as '"
                        + earlier + "' and as '" + entry.getKey() + "'. Keep one of them.");
            }
            parsed.add(threshold);
        }
        return new Gate(parsed);
    }

    /** The thresholds in metric order. */
    public List<Threshold> thresholds() {
        return List.copyOf(thresholds.values());
    }

    /** The metrics held to a threshold: the evaluation must compute them. */
    public List<Metric> metrics() {
        return List.copyOf(thresholds.keySet());
    }

    /** @return every violated threshold, in metric order; empty when the summary passes */
    public List<Violation> check(Summary summary) {
        return check(summary, null);
    }

    /**
     * @param tag the tag whose queries the summary is over, named in front of each message; null for all queries
     * @return every violated threshold, in metric order; empty when the summary passes
     */
    public List<Violation> check(Summary summary, String tag) {
        List<Violation> violations = new ArrayList<>();
        String prefix = tag == null ? "" : "[" + tag + "] ";
        for (Threshold threshold : thresholds.values()) {
            double value = summary.value(threshold.metric());
            if (!threshold.isMetBy(comparable(value))) {
                violations.add(new Violation(threshold.metric(), value, threshold,
                        prefix + message(threshold, value), tag));
            }
        }
        return violations;
    }

    private static BigDecimal comparable(double value) {
        return new BigDecimal(value).setScale(COMPARED_DECIMALS, RoundingMode.HALF_EVEN);
    }

    /**
     * {@code MRR 0.80 fell below the 0.9 gate}, or for a maximum {@code unj@10 0.35 is above the 0.2 maximum}: two
     * decimals, more when two would read as meeting the gate.
     */
    static String message(Threshold threshold, double value) {
        String shown = formatFailing(value, threshold);
        return threshold.metric().label() + " " + shown + (threshold.metric().higherIsBetter()
                ? " fell below the " + threshold.asWritten() + " gate"
                : " is above the " + threshold.asWritten() + " maximum");
    }

    private static String formatFailing(double value, Threshold threshold) {
        BigDecimal exact = new BigDecimal(value);
        for (int decimals = 2; decimals < COMPARED_DECIMALS; decimals++) {
            BigDecimal shown = exact.setScale(decimals, RoundingMode.HALF_EVEN);
            if (!threshold.isMetBy(shown)) {
                return shown.toPlainString();
            }
        }
        return exact.setScale(COMPARED_DECIMALS, RoundingMode.HALF_EVEN).toPlainString();
    }
}
