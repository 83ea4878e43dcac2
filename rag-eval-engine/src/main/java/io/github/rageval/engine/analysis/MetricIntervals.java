package io.github.rageval.engine.analysis;

import io.github.rageval.engine.metrics.MetricValues;
import io.github.rageval.engine.stats.BootstrapDraws;
import io.github.rageval.engine.stats.BootstrapInterval;
import io.github.rageval.engine.stats.ConfidenceInterval;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each summary metric's bootstrap interval, every metric resampled with the same seeded draws, drawn once ({@link
 * BootstrapDraws}) and shared by every metric (all resampled in one pass over the draws), and by every retriever
 * compared on the same queries.
 */
public final class MetricIntervals {
    private MetricIntervals() {
    }

    /** The draws for n queries under the settings; null for no queries (each interval is then its value). */
    public static BootstrapDraws draws(int n, AnalysisSettings settings) {
        return n == 0 ? null : BootstrapDraws.of(n, settings.bootstrapSamples(), settings.seed());
    }

    /** The intervals of these values, drawn for them alone. */
    public static Map<String, ConfidenceInterval> of(MetricValues values, AnalysisSettings settings) {
        int n = values.perQuery().isEmpty() ? 0 : values.perQuery().values().iterator().next().length;
        return of(values, settings, draws(n, settings));
    }

    /** The intervals of these values with draws made for their number of queries (or null for none). */
    public static Map<String, ConfidenceInterval> of(MetricValues values, AnalysisSettings settings,
                                                     BootstrapDraws draws) {
        Map<String, ConfidenceInterval> intervals = new LinkedHashMap<>();
        if (draws == null) {
            values.perQuery().forEach((key, perQuery) -> intervals.put(key, BootstrapInterval.of(perQuery,
                    values.summary().get(key), settings.bootstrapSamples(), settings.seed())));
            return intervals;
        }
        List<String> keys = new ArrayList<>(values.perQuery().keySet());
        List<double[]> means = draws.means(new ArrayList<>(values.perQuery().values()));
        for (int m = 0; m < keys.size(); m++) {
            intervals.put(keys.get(m), BootstrapInterval.fromMeans(means.get(m), values.summary().get(keys.get(m)),
                    draws.n()));
        }
        return intervals;
    }
}
