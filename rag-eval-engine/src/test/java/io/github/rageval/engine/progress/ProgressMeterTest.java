package io.github.rageval.engine.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ProgressMeterTest {
    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

    private long now;
    private final List<String> lines = new ArrayList<>();
    private final List<String> phases = new ArrayList<>();
    private final ProgressListener listener = new ProgressListener() {
        @Override
        public void onProgress(Progress progress) {
            lines.add(progress.message());
        }

        @Override
        public void onPhaseFinished(Progress progress) {
            phases.add(progress.message());
        }
    };

    private ProgressMeter meter(long total) {
        return new ProgressMeter("queries", total, listener, () -> now, 5 * SECOND);
    }

    /** All items of a phase, one every 10 ms of the fake clock, then its end. */
    private void run(long items) {
        ProgressMeter meter = meter(items);
        for (int i = 0; i < items; i++) {
            now += SECOND / 100;
            meter.advance();
        }
        meter.finish();
    }

    @Test
    void aShortRunPrintsNothingButStillReportsItsTiming() {
        run(100);

        assertThat(lines).isEmpty();
        assertThat(phases).containsExactly("queries: 100/100 (100%) in 1.0 s, 100/s");
    }

    @Test
    void aLongRunReportsAboutEveryIntervalAndOnceAtTheEnd() {
        run(1200);

        assertThat(lines).containsExactly(
                "queries: 500/1200 (41%) in 5.0 s, 100/s, about 7 s left",
                "queries: 1000/1200 (83%) in 10.0 s, 100/s, about 2 s left",
                "queries: 1200/1200 (100%) in 12.0 s, 100/s");
    }

    @Test
    void oneLongItemShowsLifeWhileItRunsAtMostOncePerIntervalAndClosesWithALine() {
        ProgressMeter meter = meter(1);
        // The explainer of one long query tells the meter it is still working after each of its steps.
        for (int step = 0; step < 12; step++) {
            now += SECOND;
            meter.stillWorking();
        }
        meter.advance();
        meter.finish();

        assertThat(lines).containsExactly(
                "queries: 0/1 (0%) in 5.0 s, 0/s",
                "queries: 0/1 (0%) in 10.0 s, 0/s",
                "queries: 1/1 (100%) in 12.0 s, 0/s");
    }

    @Test
    void stillWorkingWithinTheFirstIntervalStaysQuiet() {
        ProgressMeter meter = meter(1);
        for (int step = 0; step < 4; step++) {
            now += SECOND;
            meter.stillWorking();
        }
        meter.advance();
        meter.finish();

        assertThat(lines).isEmpty();
        assertThat(phases).containsExactly("queries: 1/1 (100%) in 4.0 s, 0/s");
    }

    @Test
    void anUnknownTotalShowsTheCountAlone() {
        ProgressMeter meter = new ProgressMeter("documents indexed", -1, listener, () -> now, 5 * SECOND);
        now += 6 * SECOND;
        meter.advance();

        assertThat(lines).containsExactly("documents indexed: 1 in 6.0 s, 0/s");
    }

    @Test
    void aPhaseThatCountsNothingStatesItsDuration() {
        ProgressMeter meter = new ProgressMeter("index built", -1, listener, () -> now, 5 * SECOND);
        now += 12 * SECOND;
        meter.finish();

        assertThat(lines).isEmpty();
        assertThat(phases).containsExactly("index built in 12.0 s");
    }

    @Test
    void aStalledPhaseReportsWhenWorkResumesNotInABurst() {
        ProgressMeter meter = meter(3);
        now += 60 * SECOND;
        meter.advance();
        meter.advance();
        meter.advance();

        assertThat(lines).hasSize(1);
    }
}
