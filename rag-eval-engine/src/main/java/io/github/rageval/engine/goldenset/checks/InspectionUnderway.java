package io.github.rageval.engine.goldenset.checks;

import io.github.rageval.engine.concurrent.BackgroundTask;
import io.github.rageval.engine.evaluation.CorpusRider;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.BufferedProgress;
import io.github.rageval.engine.progress.ProgressListener;

/**
 * The golden set's checks begun by {@link GoldenSetInspection#begin}, their corpus part perhaps still running beside
 * the evaluation. Use it in a try-with-resources around the evaluation: {@link #join()} where the report is needed;
 * should the evaluation fail first, closing cancels the checks and waits for their thread, and the evaluation's
 * error is the one thrown.
 */
public final class InspectionUnderway implements AutoCloseable {
    /** Null when the checks ride on the evaluation's read. */
    private final BackgroundTask<GoldenSetReport, InputException> task;
    private final BufferedProgress held;
    private final ProgressListener progress;
    /** Null unless the checks ride on the evaluation's read. */
    private final RidingChecks riding;

    /** @param held the progress of checks running in the background, told to {@code progress} at the join; or null */
    InspectionUnderway(BackgroundTask<GoldenSetReport, InputException> task, BufferedProgress held,
                       ProgressListener progress) {
        this.task = task;
        this.held = held;
        this.progress = progress;
        this.riding = null;
    }

    /** Checks that take the corpus from the evaluation's read: {@link #rider()}. */
    InspectionUnderway(RidingChecks riding, ProgressListener progress) {
        this.task = null;
        this.held = null;
        this.progress = progress;
        this.riding = riding;
    }

    /** Whether the corpus checks run on a thread of their own, beside the evaluation. */
    boolean alongside() {
        return riding != null ? riding.inBackground() : task.inBackground();
    }

    /**
     * What the evaluation hands its read of the corpus to ({@link CorpusRider}): the checks when they ride on it,
     * else nothing.
     */
    public CorpusRider rider() {
        return riding != null ? riding : CorpusRider.NONE;
    }

    /**
     * The checks' report, once they are done; their progress lines are told then, in order.
     *
     * @throws InputException for a corpus the checks could not read, as the evaluation would say it
     */
    public GoldenSetReport join() throws InputException {
        if (riding != null) {
            return riding.join(progress);
        }
        try {
            return task.join();
        } finally {
            // Before an error too, as the lines were printed before it when the checks ran first.
            if (held != null) {
                held.replayTo(progress);
            }
        }
    }

    /** Checks not joined (the evaluation failed) are cancelled and awaited; their report and lines are dropped. */
    @Override
    public void close() {
        if (riding != null) {
            riding.close();
        } else {
            task.close();
        }
    }
}
