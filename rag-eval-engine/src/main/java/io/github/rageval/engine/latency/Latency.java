package io.github.rageval.engine.latency;

import java.util.Locale;

/**
 * The summary of the queries' wall times: p50, p95, p99 and the maximum, kept in nanoseconds and shown in
 * milliseconds.
 *
 * <p>Percentiles are <em>nearest-rank</em>: the p-th percentile of n sorted times is the one at rank
 * {@code ceil(p / 100 * n)} (counting from 1). Every figure is then a time some query really took, never a blend
 * of two, and a limit on p95 reads plainly: at least 95% of the queries took no longer than it. With 20 queries,
 * p95 is the 19th fastest, p99 and the maximum the slowest.
 *
 * @param queries how many queries were timed, at least 1
 * @param p50 the median time, in nanoseconds
 * @param p95 the 95th percentile, in nanoseconds
 * @param p99 the 99th percentile, in nanoseconds
 * @param max the slowest query's time, in nanoseconds
 */
public record Latency(int queries, long p50, long p95, long p99, long max) {
    /** The unit report.json gives its figures in. */
    public static final String UNIT = "ms";

    public Latency {
        if (queries < 1) {
            throw new IllegalArgumentException("a latency summary needs at least one query, was " + queries);
        }
        if (p50 < 0 || p50 > p95 || p95 > p99 || p99 > max) {
            throw new IllegalArgumentException("latency figures must be 0 <= p50 <= p95 <= p99 <= max, were " + p50
                    + ", " + p95 + ", " + p99 + ", " + max);
        }
    }

    /** Summarises the timed queries; there must be at least one. */
    public static Latency of(Latencies latencies) {
        long[] sorted = latencies.sorted();
        return new Latency(sorted.length, percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99),
                sorted[sorted.length - 1]);
    }

    /**
     * The nearest-rank percentile: the value at rank {@code ceil(p * n / 100)} of the ascending values.
     *
     * @param sorted ascending, at least one value
     * @param p the percentile, 1 to 100
     */
    static long percentile(long[] sorted, int p) {
        if (sorted.length == 0 || p < 1 || p > 100) {
            throw new IllegalArgumentException("percentile " + p + " of " + sorted.length + " values");
        }
        int rank = (int) ((p * (long) sorted.length + 99) / 100);
        return sorted[rank - 1];
    }

    /** Nanoseconds as milliseconds: exact to the nanosecond in report.json's shortest float form. */
    public static double millis(long nanos) {
        return nanos / 1e6;
    }

    /** Milliseconds as report.json wrote them, back to nanoseconds. */
    public static long nanos(double millis) {
        return Math.round(millis * 1e6);
    }

    /**
     * The four figures in one line, as the console, report.md and report.html show them:
     * {@code p50 12.3 ms, p95 40.1 ms, p99 55.0 ms, max 61.2 ms (323 queries)}.
     */
    public String describe() {
        return "p50 " + shown(p50) + ", p95 " + shown(p95) + ", p99 " + shown(p99) + ", max " + shown(max) + " ("
                + queries + (queries == 1 ? " query)" : " queries)");
    }

    /** A time as the reports show it: milliseconds to one decimal, {@code 12.3 ms}. */
    public static String shown(long nanos) {
        return String.format(Locale.ROOT, "%.1f ms", millis(nanos));
    }
}
