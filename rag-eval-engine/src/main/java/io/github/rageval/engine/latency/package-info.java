/**
 * How fast a retriever answers: each query's wall time around the retriever call, its summary (p50, p95, p99 and
 * max by the nearest-rank percentile), whether a build reports it ({@code latency}: {@code auto}, {@code true},
 * {@code false}), and the latency limits that fail the build as metric thresholds do. Latency is the one figure of
 * a report that varies between runs of the same input, so it is only reported where it matters: for retrievers
 * that answer over the network, or when a limit asks for it.
 */
package io.github.rageval.engine.latency;
