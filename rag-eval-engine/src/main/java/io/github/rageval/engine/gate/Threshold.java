package io.github.rageval.engine.gate;

import io.github.rageval.engine.format.PlainDecimal;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * A bound on one metric's mean, kept as the decimal the user wrote ({@code 0.90}, or {@code 90%}) so that messages
 * repeat it as written and the comparison is decimal, not binary. The metric's direction decides which bound: a
 * minimum where higher is better, a maximum where more is worse ({@code unj@10=0.2} fails a mean above 0.2; see
 * {@link Metric#higherIsBetter()}).
 *
 * @param metric the metric held to it
 * @param bound the decimal value, from 0 to 1 (to any count for {@code num_nonrel_judged_ret})
 * @param asWritten the text from the configuration, trimmed
 */
public record Threshold(Metric metric, BigDecimal bound, String asWritten) {
    public Threshold {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(bound, "bound");
        Objects.requireNonNull(asWritten, "asWritten");
    }

    /** Whether a mean (as a decimal) meets the bound: at least a minimum, at most a maximum. */
    public boolean isMetBy(BigDecimal value) {
        int comparison = value.compareTo(bound);
        return metric.higherIsBetter() ? comparison >= 0 : comparison <= 0;
    }

    /** Whether a mean meets the bound, compared as a binary double (a range over tie orders). */
    public boolean isMetBy(double value) {
        return isMetBy(new BigDecimal(value));
    }

    /** How a met value relates to the bound, as the console and JUnit print it: {@code >=}, or {@code <=}. */
    public String relation() {
        return metric.higherIsBetter() ? ">=" : "<=";
    }

    /** {@link #relation()} as the Markdown and HTML tables print it: {@code ≥} or {@code ≤}. */
    public String relationSymbol() {
        return metric.higherIsBetter() ? "≥" : "≤";
    }

    /**
     * @param name a metric name such as {@code mean_recall} or {@code ndcg@10}, in any spelling {@link Metric#parse}
     *     reads ({@code ndcg_at_10} where a POM element name cannot hold {@code @})
     * @param text a decimal from 0 to 1 ({@code 0.9}) or a percentage from 0 to 100 ({@code 90%})
     */
    public static Threshold parse(String name, String text) throws ConfigurationException {
        return parse(name, text, GoalSettings.THRESHOLDS.name(), true);
    }

    /**
     * As {@link #parse(String, String)}, messages naming the setting as the user wrote it.
     *
     * @param setting the setting in the front end's words ({@code thresholds}, {@code --thresholds},
     *     {@code tagThresholds for tag 'billing'})
     * @param inPom whether the names were written in a POM ({@link Metric#knownNames})
     */
    public static Threshold parse(String name, String text, String setting, boolean inPom)
            throws ConfigurationException {
        String key = name == null ? "" : name.trim();
        Metric metric = Metric.parse(key).orElseThrow(() -> new ConfigurationException(
                "unknown metric '" + key + "' in " + setting + ". Use one of: " + Metric.knownNames(inPom) + "."));
        String written = text == null ? "" : text.trim();
        BigDecimal bound = parseValue(key, written, setting);
        BigDecimal largest = metric.largestValue();
        if (largest != null && (bound.signum() < 0 || bound.compareTo(largest) > 0)) {
            throw new ConfigurationException(key + " = " + written + " in " + setting + " is outside [0, 1]. Write a"
                    + " fraction such as 0.90 or a percentage such as 90%.");
        }
        if (bound.signum() < 0) {
            throw new ConfigurationException(key + " = " + written + " in " + setting + " is below 0. Write the most"
                    + " documents it may count on average, such as 2.");
        }
        return new Threshold(metric, bound, written);
    }

    private static BigDecimal parseValue(String key, String written, String setting) throws ConfigurationException {
        boolean percent = written.endsWith("%");
        String number = percent ? written.substring(0, written.length() - 1).trim() : written;
        try {
            BigDecimal value = PlainDecimal.parse(number);
            return percent ? value.movePointLeft(2) : value;
        } catch (NumberFormatException e) {
            throw new ConfigurationException(key + " = '" + Shown.value(written) + "' in " + setting + " "
                    + e.getMessage() + ". Write a"
                    + " fraction such as 0.90 or a percentage such as 90%.", e);
        }
    }
}
