package io.github.rageval.engine.latency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The nearest-rank percentiles, checked against values worked out by hand. */
class LatencyTest {
    private static final long MS = 1_000_000L;

    private static Latency ofMillis(long... millis) {
        return Latency.of(new Latencies(LongStream.of(millis).map(m -> m * MS).toArray()));
    }

    @Test
    void twentyQueriesOneToTwentyMilliseconds() {
        // n = 20: p50 at rank ceil(10) = 10, p95 at ceil(19) = 19, p99 at ceil(19.8) = 20.
        Latency latency = ofMillis(LongStream.rangeClosed(1, 20).map(i -> 21 - i).toArray());

        assertThat(latency).isEqualTo(new Latency(20, 10 * MS, 19 * MS, 20 * MS, 20 * MS));
    }

    @Test
    void aHundredAndOneQueries() {
        // n = 101, times 0..100 ms: p50 at rank ceil(50.5) = 51 (50 ms), p95 at ceil(95.95) = 96 (95 ms),
        // p99 at ceil(99.99) = 100 (99 ms), max 100 ms.
        Latency latency = ofMillis(LongStream.rangeClosed(0, 100).toArray());

        assertThat(latency).isEqualTo(new Latency(101, 50 * MS, 95 * MS, 99 * MS, 100 * MS));
    }

    @Test
    void twoHundredQueriesPutP99BelowTheMaximum() {
        // n = 200, times 1..200 ms: p50 at rank 100, p95 at 190, p99 at 198.
        Latency latency = ofMillis(LongStream.rangeClosed(1, 200).toArray());

        assertThat(latency).isEqualTo(new Latency(200, 100 * MS, 190 * MS, 198 * MS, 200 * MS));
    }

    @Test
    void fewQueriesTakeObservedTimesNeverABlend() {
        // n = 3, unsorted: p50 at rank ceil(1.5) = 2 (20 ms), p95 and p99 at rank 3 (30 ms).
        assertThat(ofMillis(30, 10, 20)).isEqualTo(new Latency(3, 20 * MS, 30 * MS, 30 * MS, 30 * MS));
        // n = 4: p50 at rank 2, the lower middle value (no interpolation to 25).
        assertThat(ofMillis(40, 10, 30, 20).p50()).isEqualTo(20 * MS);
        assertThat(ofMillis(7)).isEqualTo(new Latency(1, 7 * MS, 7 * MS, 7 * MS, 7 * MS));
    }

    @Test
    void percentileIsTheValueAtRankCeilingOfPTimesNOverAHundred() {
        long[] sorted = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        assertThat(Latency.percentile(sorted, 1)).isEqualTo(1);
        assertThat(Latency.percentile(sorted, 10)).isEqualTo(1);
        assertThat(Latency.percentile(sorted, 11)).isEqualTo(2);
        assertThat(Latency.percentile(sorted, 50)).isEqualTo(5);
        assertThat(Latency.percentile(sorted, 51)).isEqualTo(6);
        assertThat(Latency.percentile(sorted, 100)).isEqualTo(10);
        assertThatThrownBy(() -> Latency.percentile(new long[0], 50)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Latency.of(new Latencies(new long[0])))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void shownInMillisecondsToOneDecimalAndWrittenToTheNanosecond() {
        Latency latency = new Latency(323, 12_345_678, 40_100_000, 54_960_000, 61_249_999);

        assertThat(latency.describe()).isEqualTo("p50 12.3 ms, p95 40.1 ms, p99 55.0 ms, max 61.2 ms (323 queries)");
        assertThat(new Latency(1, 0, 0, 0, 1).describe()).endsWith("(1 query)");
        assertThat(Latency.millis(12_345_678)).isEqualTo(12.345678);
        assertThat(Double.toString(Latency.millis(12_345_678))).isEqualTo("12.345678");
        assertThat(Latency.nanos(Latency.millis(12_345_678))).isEqualTo(12_345_678);
        assertThat(Latency.nanos(Latency.millis(987_654_321_987L))).isEqualTo(987_654_321_987L);
    }

    @Test
    void inconsistentFiguresAreRejected() {
        assertThatThrownBy(() -> new Latency(0, 1, 1, 1, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Latency(2, 5, 4, 6, 7)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Latencies(new long[] {-1})).isInstanceOf(IllegalArgumentException.class);
    }
}
