package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.config.SegmentSettings;
import io.github.rageval.engine.config.SettingWords;
import io.github.rageval.engine.gate.Gate;
import io.github.rageval.engine.gate.SegmentRules;
import io.github.rageval.engine.latency.LatencyGate;
import io.github.rageval.engine.latency.LatencyWords;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.List;
import java.util.TreeSet;
import java.util.function.BinaryOperator;

/**
 * Every rule the settings hold an evaluation to, parsed: thresholds over all queries, the tag thresholds and
 * miss limits, and the latency limits.
 *
 * @param overall thresholds on the means over all queries
 * @param segments thresholds per tag and miss limits
 * @param latency whether latency is reported, and its limits
 */
public record GateRules(Gate overall, SegmentRules segments, LatencyGate latency) {

    /** Rules without latency limits, latency reported as {@code auto} decides. */
    public GateRules(Gate overall, SegmentRules segments) {
        this(overall, segments, LatencyGate.NONE);
    }

    public static GateRules of(EvaluationSettings settings) throws ConfigurationException {
        return of(settings, SettingWords.PARAMETERS);
    }

    /** The rules, their messages naming the settings in the words of the front end they were written in. */
    public static GateRules of(EvaluationSettings settings, SettingWords words) throws ConfigurationException {
        SegmentSettings segments = settings.segments();
        BinaryOperator<String> valued = words::valued;
        return new GateRules(Gate.parse(settings.thresholds(), words.name("thresholds"), words.readsPom()),
                SegmentRules.parse(segments.tagThresholds(), segments.maxFailingQueries(),
                        segments.maxFailingQueriesPerTag(), words::name, valued, words.readsPom()),
                LatencyGate.parse(settings.latency(), new LatencyWords(valued, words::assigned, words::setTo)));
    }

    /** The metrics some rule holds: the evaluation must compute them. */
    public List<Metric> metrics() {
        TreeSet<Metric> metrics = new TreeSet<>(overall.metrics());
        metrics.addAll(segments.metrics());
        return List.copyOf(metrics);
    }
}
