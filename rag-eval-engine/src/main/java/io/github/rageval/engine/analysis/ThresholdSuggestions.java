package io.github.rageval.engine.analysis;

import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricValues;
import io.github.rageval.engine.stats.ConfidenceInterval;
import io.github.rageval.engine.stats.TopicSetSize;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The thresholds a recorded run suggests, one per summary metric, in report order: for a metric where higher is
 * better, the lower end of its 95% percentile bootstrap interval rounded down to two decimals; where more is worse
 * ({@link Metric#higherIsBetter()}), the upper end rounded up.
 *
 * <p>Why that end: the interval's lower end is the 2.5th percentile of the means of the golden set resampled, so a
 * run of the same quality on queries like these stays above it about 97.5% of the time, and rounding away from the
 * mean only adds to that. It is the tightest bound the golden set's own variability allows without failing a run as
 * good as this one. Whether it catches a drop of {@code suggestDrop} is then a plain fact: the mean minus the drop lies
 * below it (above it, for a maximum). When it does not, the golden set is too small to see such a drop through its
 * noise, and {@link TopicSetSize} says how many queries would.
 */
public final class ThresholdSuggestions {
    /** Decimals the interval's end is cut to before rounding, so that 0.7999999999999999 counts as 0.80. */
    private static final int EXACT_DECIMALS = 9;

    private ThresholdSuggestions() {
    }

    /** The suggestions of a check's run, from the intervals it already has. */
    public static List<SuggestedThreshold> of(MetricValues values, Map<String, ConfidenceInterval> intervals,
                                              BigDecimal drop) {
        List<SuggestedThreshold> suggestions = new ArrayList<>();
        values.perQuery().forEach((key, perQuery) -> {
            ConfidenceInterval interval = intervals.get(key);
            if (interval != null && perQuery.length > 0) {
                suggestions.add(suggest(key, Metric.parse(key).map(Metric::higherIsBetter).orElse(true), interval,
                        perQuery, drop));
            }
        });
        return suggestions;
    }

    /** The suggestions of a run being recorded as the baseline, its intervals drawn as a check draws them. */
    public static List<SuggestedThreshold> of(RecordedRun run, AnalysisSettings settings) {
        Map<String, double[]> perQuery = new LinkedHashMap<>();
        for (String key : run.summary().keySet()) {
            double[] values = run.perQuery(key);
            if (values != null) {
                perQuery.put(key, values);
            }
        }
        MetricValues values = new MetricValues(run.summary(), perQuery);
        return of(values, MetricIntervals.of(values, settings), settings.suggestDrop());
    }

    static SuggestedThreshold suggest(String key, boolean higherIsBetter, ConfidenceInterval interval,
                                      double[] perQuery, BigDecimal drop) {
        BigDecimal end = exact(higherIsBetter ? interval.low() : interval.high());
        BigDecimal threshold = end.setScale(2, higherIsBetter ? RoundingMode.FLOOR : RoundingMode.CEILING);
        BigDecimal value = exact(interval.value());
        boolean catches = higherIsBetter ? value.subtract(drop).compareTo(threshold) < 0
                : value.add(drop).compareTo(threshold) > 0;
        return new SuggestedThreshold(key, higherIsBetter, interval, threshold, drop, catches,
                TopicSetSize.forDrop(perQuery, drop.doubleValue()));
    }

    /** The value as a decimal, cut to {@value #EXACT_DECIMALS} decimals: binary rounding noise left out. */
    static BigDecimal exact(double value) {
        return new BigDecimal(value).setScale(EXACT_DECIMALS, RoundingMode.HALF_EVEN);
    }
}
