package io.github.rageval.engine.gate;

import io.github.rageval.engine.format.PlainDecimal;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricValues;
import io.github.rageval.engine.model.ConfigurationException;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * A minimum for one metric's mean, kept as the decimal the user wrote ({@code 0.90}, or {@code 90%}) so that
 * messages repeat it as written and the comparison is decimal, not binary.
 *
 * @param metric the metric held to it
 * @param minimum the decimal value, between 0 and 1
 * @param asWritten the text from the configuration, trimmed
 */
public record Threshold(Metric metric, BigDecimal minimum, String asWritten) {
    public Threshold {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(minimum, "minimum");
        Objects.requireNonNull(asWritten, "asWritten");
    }

    /**
     * @param name a metric name such as {@code mean_recall} or {@code ndcg@10}, in any spelling {@link Metric#parse}
     *     reads ({@code ndcg_at_10} where a POM element name cannot hold {@code @})
     * @param text a decimal from 0 to 1 ({@code 0.9}) or a percentage from 0 to 100 ({@code 90%})
     */
    public static Threshold parse(String name, String text) throws ConfigurationException {
        String key = name == null ? "" : name.trim();
        Metric metric = Metric.parse(key).orElseThrow(() -> new ConfigurationException(
                "unknown metric '" + key + "' in thresholds. Use one of: " + Metric.knownNames() + "."));
        MetricValues.requireGateable(metric, "thresholds", key);
        String written = text == null ? "" : text.trim();
        BigDecimal minimum = parseValue(key, written);
        if (minimum.signum() < 0 || minimum.compareTo(BigDecimal.ONE) > 0) {
            throw new ConfigurationException("threshold " + key + " = " + written + " is outside [0, 1]. Write a"
                    + " fraction such as 0.90 or a percentage such as 90%.");
        }
        return new Threshold(metric, minimum, written);
    }

    private static BigDecimal parseValue(String key, String written) throws ConfigurationException {
        boolean percent = written.endsWith("%");
        String number = percent ? written.substring(0, written.length() - 1).trim() : written;
        try {
            BigDecimal value = PlainDecimal.parse(number);
            return percent ? value.movePointLeft(2) : value;
        } catch (NumberFormatException e) {
            throw new ConfigurationException("threshold " + key + " = '" + Shown.value(written) + "' "
                    + e.getMessage() + ". Write a"
                    + " fraction such as 0.90 or a percentage such as 90%.", e);
        }
    }
}
