package io.github.rageval.engine.latency;

import java.util.List;

/**
 * What an evaluation's report says of latency: the summary when it is reported, the limits held and those exceeded.
 *
 * @param summary the queries' times summarised; null when latency is not reported
 * @param limits the limits held, in percentile order
 * @param violations the limits exceeded, in percentile order
 */
public record LatencyResult(Latency summary, List<LatencyLimit> limits, List<LatencyViolation> violations) {
    /** Latency neither reported nor limited. */
    public static final LatencyResult NONE = new LatencyResult(null, List.of(), List.of());

    public LatencyResult {
        limits = List.copyOf(limits);
        violations = List.copyOf(violations);
    }

    /** Whether the report shows latency. */
    public boolean reported() {
        return summary != null;
    }

    /** The violation of this limit, or null when it was met. */
    public LatencyViolation violationOf(LatencyLimit limit) {
        return violations.stream().filter(v -> v.limit().percentile() == limit.percentile()).findFirst()
                .orElse(null);
    }
}
