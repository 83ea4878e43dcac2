package io.github.rageval.engine.latency;

/**
 * A latency figure over its limit.
 *
 * @param limit the limit exceeded
 * @param nanos the figure, in nanoseconds
 * @param message e.g. {@code latency p95 412.0 ms exceeded the 300 ms limit}
 */
public record LatencyViolation(LatencyLimit limit, long nanos, String message) {
}
