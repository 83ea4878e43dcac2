package io.github.rageval.engine.latency;

import java.util.Arrays;

/**
 * Each query's wall time around the retriever call, in nanoseconds, in golden dataset order: what the query threads
 * measured, before it is summarised ({@link Latency}). Kept per query so that the summary is computed in one place,
 * from the same numbers whatever the threads and their timing.
 */
public final class Latencies {
    private final long[] nanos;

    /** @param nanos each query's time in golden order; copied */
    public Latencies(long[] nanos) {
        for (long n : nanos) {
            if (n < 0) {
                throw new IllegalArgumentException("a query cannot take negative time: " + n + " ns");
            }
        }
        this.nanos = nanos.clone();
    }

    /** How many queries were timed. */
    public int size() {
        return nanos.length;
    }

    /** The time of the query at this index (golden order), in nanoseconds. */
    public long nanos(int index) {
        return nanos[index];
    }

    /** The times in ascending order: the percentiles' input. */
    long[] sorted() {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Latencies that && Arrays.equals(nanos, that.nanos);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(nanos);
    }

    @Override
    public String toString() {
        return "Latencies" + Arrays.toString(nanos);
    }
}
