package io.github.rageval.engine.settings;

import io.github.rageval.engine.gate.Gate;
import io.github.rageval.engine.gate.SegmentRules;
import io.github.rageval.engine.latency.LatencyGate;
import io.github.rageval.engine.metrics.Metric;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;

/**
 * Every rule the settings hold an evaluation to, parsed once by the settings pass ({@link WrittenRules#parse}):
 * thresholds over all queries, the tag thresholds and miss limits, and the latency limits. Each rule keeps the text the
 * user wrote ({@link io.github.rageval.engine.gate.Threshold#asWritten()}), which the reports print.
 *
 * @param overall thresholds on the means over all queries
 * @param segments thresholds per tag and miss limits
 * @param latency whether latency is reported, and its limits
 * @param written what the rules were parsed from, for what shows the settings as the user wrote them (the settings
 *     pass's expansion of a metric family named alone); nothing parses it again
 */
public record GateRules(Gate overall, SegmentRules segments, LatencyGate latency, WrittenRules written) {
    /** No threshold, no tag rule, no miss limit; latency reported as {@code auto} decides. */
    public static final GateRules NONE = new GateRules(new Gate(List.of()), SegmentRules.NONE, LatencyGate.NONE,
            WrittenRules.NONE);

    public GateRules {
        Objects.requireNonNull(overall, "overall");
        Objects.requireNonNull(segments, "segments");
        Objects.requireNonNull(latency, "latency");
        Objects.requireNonNull(written, "written");
    }

    /** The metrics some rule holds: the evaluation must compute them. */
    public List<Metric> metrics() {
        TreeSet<Metric> metrics = new TreeSet<>(overall.metrics());
        metrics.addAll(segments.metrics());
        return List.copyOf(metrics);
    }
}
