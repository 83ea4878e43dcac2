package io.github.rageval.engine.progress;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Counts one phase's work and decides when the listener hears about it: never during the first interval, then at
 * most once per interval, and at the end only if it has reported before. Checking the clock as work completes,
 * rather than on a timer thread, keeps it free of threads and testable with a fake clock. Thread-safe.
 */
public final class ProgressMeter {
    /** A line every five seconds: often enough to show life, rare enough not to flood a build log. */
    public static final long DEFAULT_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(5);

    private final String phase;
    private final long total;
    private final ProgressListener listener;
    private final LongSupplier clock;
    private final long interval;
    private final long start;
    private final AtomicLong done = new AtomicLong();
    private final AtomicLong nextReport;
    private final AtomicBoolean reported = new AtomicBoolean();

    ProgressMeter(String phase, long total, ProgressListener listener, LongSupplier clock, long intervalNanos) {
        this.phase = phase;
        this.total = total;
        this.listener = listener;
        this.clock = clock;
        this.interval = intervalNanos;
        this.start = clock.getAsLong();
        this.nextReport = new AtomicLong(start + intervalNanos);
    }

    /** @param total how many items the phase has, or -1 when unknown */
    public static ProgressMeter start(String phase, long total, ProgressListener listener) {
        return new ProgressMeter(phase, total, listener, System::nanoTime, DEFAULT_INTERVAL_NANOS);
    }

    /** One more item done. */
    public void advance() {
        reportIfDue(done.incrementAndGet());
    }

    /**
     * Work on an item goes on: a line when one is due though no item has finished, so that one long item (a
     * query of a million words being explained) shows life in the log before it is done.
     */
    public void stillWorking() {
        reportIfDue(done.get());
    }

    private void reportIfDue(long count) {
        long now = clock.getAsLong();
        long due = nextReport.get();
        if (now >= due && nextReport.compareAndSet(due, now + interval)) {
            reported.set(true);
            listener.onProgress(new Progress(phase, count, total, now - start));
        }
    }

    /** The phase is over: a closing line if it reported before, and the phase's timing in any case. */
    public void finish() {
        Progress last = new Progress(phase, done.get(), total, clock.getAsLong() - start);
        if (reported.get()) {
            listener.onProgress(last);
        }
        listener.onPhaseFinished(last);
    }
}
