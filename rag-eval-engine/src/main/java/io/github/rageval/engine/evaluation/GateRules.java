package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.config.SegmentSettings;
import io.github.rageval.engine.gate.Gate;
import io.github.rageval.engine.gate.SegmentRules;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.List;
import java.util.TreeSet;

/**
 * Every rule the settings hold an evaluation to, parsed: thresholds over all queries, and the tag thresholds and
 * miss limits.
 *
 * @param overall thresholds on the means over all queries
 * @param segments thresholds per tag and miss limits
 */
public record GateRules(Gate overall, SegmentRules segments) {

    public static GateRules of(EvaluationSettings settings) throws ConfigurationException {
        SegmentSettings segments = settings.segments();
        return new GateRules(Gate.parse(settings.thresholds(), "thresholds"), SegmentRules.parse(
                segments.tagThresholds(), segments.maxFailingQueries(), segments.maxFailingQueriesPerTag()));
    }

    /** The metrics some rule holds: the evaluation must compute them. */
    public List<Metric> metrics() {
        TreeSet<Metric> metrics = new TreeSet<>(overall.metrics());
        metrics.addAll(segments.metrics());
        return List.copyOf(metrics);
    }
}
