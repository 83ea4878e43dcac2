package io.github.rageval.engine.baseline;

import io.github.rageval.engine.format.PlainDecimal;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricValues;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The largest drop of one summary metric against the baseline that still passes, kept as written
 * ({@code 0.05} or {@code 5%}) so that messages repeat it and the comparison is decimal. For a metric where more is
 * worse ({@link Metric#higherIsBetter()}: {@code unj@10}) it bounds a rise instead: {@link #worsening}.
 *
 * @param metric the summary metric key
 * @param maximum the allowed drop, between 0 and 1
 * @param asWritten the text from the configuration, trimmed
 */
public record DropRule(String metric, BigDecimal maximum, String asWritten) {
    public DropRule {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(maximum, "maximum");
        Objects.requireNonNull(asWritten, "asWritten");
    }

    /**
     * Whether the metric fell further than the rule allows from {@code before} (the baseline's mean) to
     * {@code after}, compared as decimals after rounding the drop to {@value Comparison#COMPARED_DECIMALS} places, as
     * the threshold gate compares. Every verdict on a drop goes through here, so that what it counts as a drop is
     * said once.
     */
    public boolean exceededBy(double before, double after) {
        return new BigDecimal(worsening(before, after)).setScale(Comparison.COMPARED_DECIMALS, RoundingMode.HALF_EVEN)
                .compareTo(maximum) > 0;
    }

    /** One rule per entry, in the map's order. */
    public static List<DropRule> parseAll(Map<String, String> drops) throws ConfigurationException {
        return parseAll(drops, GoalSettings.MAX_DROP.name(), true);
    }

    /**
     * As {@link #parseAll(Map)}, messages naming the setting as the user wrote it.
     *
     * @param setting the setting in the front end's words ({@code maxDrop}, {@code --max-drop})
     * @param inPom whether the metric names were written in a POM ({@link MetricValues#knownKeys})
     */
    public static List<DropRule> parseAll(Map<String, String> drops, String setting, boolean inPom)
            throws ConfigurationException {
        List<DropRule> rules = new ArrayList<>();
        for (Map.Entry<String, String> entry : drops.entrySet()) {
            rules.add(parse(entry.getKey(), entry.getValue(), setting, inPom));
        }
        return rules;
    }

    public static DropRule parse(String name, String text) throws ConfigurationException {
        return parse(name, text, GoalSettings.MAX_DROP.name(), true);
    }

    /**
     * As {@link #parse(String, String)}, messages naming the setting as the user wrote it.
     *
     * @param inPom whether the metric names were written in a POM ({@link MetricValues#knownKeys})
     */
    public static DropRule parse(String name, String text, String setting, boolean inPom)
            throws ConfigurationException {
        String key = name == null ? "" : name.trim();
        if (!MetricValues.isKnown(key)) {
            throw new ConfigurationException("unknown metric '" + key + "' in " + setting + ". Use one of: "
                    + MetricValues.knownKeys(inPom) + ".");
        }
        String written = text == null ? "" : text.trim();
        boolean percent = written.endsWith("%");
        BigDecimal maximum;
        try {
            BigDecimal value = PlainDecimal.parse(percent ? written.substring(0, written.length() - 1).trim() : written);
            maximum = percent ? value.movePointLeft(2) : value;
        } catch (NumberFormatException e) {
            throw new ConfigurationException(key + " = '" + Shown.value(written) + "' in " + setting + " "
                    + e.getMessage() + ". Write the"
                    + " allowed drop as a fraction such as 0.05 or a percentage such as 5%.", e);
        }
        Metric metric = Metric.parse(key).orElseThrow();
        BigDecimal largest = metric.largestValue();
        if (maximum.signum() < 0 || largest != null && maximum.compareTo(largest) > 0) {
            throw new ConfigurationException(key + " = " + written + " in " + setting + " is outside [0, 1]. Write the"
                    + " allowed drop as a fraction such as 0.05 or a percentage such as 5%.");
        }
        // Held by its key, as the summaries name it: ndcg_at_10 is ndcg@10.
        return new DropRule(metric.key(), maximum, written);
    }

    /** Whether the metric gets worse as it rises ({@code unj@10}), so that the rule bounds a rise. */
    public boolean boundsRise() {
        return !Metric.parse(metric).orElseThrow().higherIsBetter();
    }

    /** How much worse the metric got from the baseline to now: its fall, or its rise where more is worse. */
    public double worsening(double before, double after) {
        return boundsRise() ? after - before : before - after;
    }
}
