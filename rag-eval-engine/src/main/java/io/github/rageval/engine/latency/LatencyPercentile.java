package io.github.rageval.engine.latency;

import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;

/**
 * The latency figures a limit may hold, each with the parameter that sets its limit and the key report.json's
 * violations name it by ({@code latency_p95_ms}, beside metric keys such as {@code mrr}).
 */
public enum LatencyPercentile {
    P50("p50", GoalSettings.MAX_LATENCY_P50_MS), P95("p95", GoalSettings.MAX_LATENCY_P95_MS),
    P99("p99", GoalSettings.MAX_LATENCY_P99_MS);

    private final String key;
    private final GoalSetting parameter;

    LatencyPercentile(String key, GoalSetting parameter) {
        this.key = key;
        this.parameter = parameter;
    }

    /** {@code p95}: the figure's name in report.json's {@code latency} object and in messages. */
    public String key() {
        return key;
    }

    /** {@code maxLatencyP95Ms}: the setting that limits it. */
    public GoalSetting parameter() {
        return parameter;
    }

    /** {@code latency_p95_ms}: how report.json's {@code violations} name it. */
    public String violationKey() {
        return "latency_" + key + "_ms";
    }

    /** This figure of a summary, in nanoseconds. */
    public long of(Latency latency) {
        return switch (this) {
            case P50 -> latency.p50();
            case P95 -> latency.p95();
            case P99 -> latency.p99();
        };
    }
}
