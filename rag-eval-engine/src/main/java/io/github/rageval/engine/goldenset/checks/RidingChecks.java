package io.github.rageval.engine.goldenset.checks;

import io.github.rageval.api.Document;
import io.github.rageval.engine.concurrent.BackgroundTask;
import io.github.rageval.engine.evaluation.CorpusRider;
import io.github.rageval.engine.input.Corpus;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.BufferedProgress;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The golden set's corpus checks taking the corpus from the evaluation's read ({@link CorpusRider}): one
 * {@link CorpusPass} over the documents the evaluation reads. With a processor to spare the documents are handed
 * over to a thread of their own, which cuts them into shingles and compares them while the evaluation indexes; with
 * one they are worked on in the reading thread, the comparison of the documents kept left to the join. Their
 * progress lines are held until the join either way, so that they never fall between the evaluation's.
 *
 * <p>When the evaluation ends without reading the corpus, the checks read it themselves at the join, as they would
 * have without the evaluation.
 */
final class RidingChecks implements CorpusRider {
    /** Documents waiting for the checks' thread at most: past it the reading thread waits for the checks. */
    private static final int WAITING_AT_MOST = 4096;
    /** The read ended: the rest of the work follows. */
    private static final Object READ = new Object();
    /** The evaluation read no corpus: the checks read it themselves. */
    private static final Object NOT_READ = new Object();

    private final GoldenSetInspection.Reading reading;
    private final BufferedProgress held = new BufferedProgress();
    private final ProgressMeter meter;
    /** Null when the work is done in the reading thread. */
    private final BlockingQueue<Object> queue;
    private final BackgroundTask<GoldenSetReport, InputException> task;
    /** The work; null once it ran out of heap, or was left for a read of the checks' own. */
    private CorpusPass pass;
    private boolean outOfHeap;
    private boolean ended;
    /** The report, done in the reading thread once the read ended; null before, and on a thread of its own. */
    private GoldenSetReport report;
    /** Set once the checks' thread takes no more documents (done, failed or cancelled). */
    private volatile boolean stopped;

    private RidingChecks(GoldenSetInspection.Reading reading, boolean thread) {
        this.reading = reading;
        this.meter = ProgressMeter.start(GoldenSetInspection.PHASE_ALONGSIDE, -1, held);
        this.pass = new CorpusPass(reading.relevant());
        this.queue = thread ? new ArrayBlockingQueue<>(WAITING_AT_MOST) : null;
        this.task = thread ? BackgroundTask.start("rag-eval-golden-set-checks", this::taking) : null;
    }

    /** @param thread whether the work runs on a thread of its own */
    static RidingChecks start(GoldenSetInspection.Reading reading, boolean thread) {
        return new RidingChecks(reading, thread);
    }

    @Override
    public void document(Document document) {
        if (queue != null) {
            hand(document);
            return;
        }
        if (pass == null) {
            return;
        }
        try {
            pass.document(document.id(), document.text());
            meter.advance();
        } catch (OutOfMemoryError e) {
            // What the checks held is let go at once: the evaluation reading beside them must not run out too.
            pass = null;
            outOfHeap = true;
        }
    }

    @Override
    public void end(Corpus corpus) {
        ended = true;
        if (queue != null) {
            hand(READ);
        } else {
            // No processor to spare: the rest costs the same here as at the join, and its time is the pass's own.
            report = finished();
        }
    }

    /** The checks' report, once done; their progress lines are told then, in order. */
    GoldenSetReport join(ProgressListener progress) throws InputException {
        try {
            if (task != null) {
                if (!ended) {
                    hand(NOT_READ);
                }
                return task.join();
            }
            return ended ? report : readItself();
        } finally {
            held.replayTo(progress);
        }
    }

    /** Checks not joined (the evaluation failed) are cancelled and awaited; their report and lines are dropped. */
    void close() {
        if (task != null) {
            task.close();
        }
    }

    /** Whether the work runs on a thread of its own. */
    boolean inBackground() {
        return task != null;
    }

    /** The checks' thread: the documents as they are handed over, then the rest. */
    private GoldenSetReport taking(BackgroundTask.Cancellation cancellation) throws InputException {
        try {
            while (true) {
                cancellation.check();
                Object item = queue.take();
                if (item == READ) {
                    return finished();
                }
                if (item == NOT_READ) {
                    return readItself();
                }
                Document document = (Document) item;
                pass.document(document.id(), document.text());
                meter.advance();
            }
        } catch (InterruptedException e) {
            // Interrupted only by close(): the result is no longer wanted.
            Thread.currentThread().interrupt();
            cancellation.check();
            throw new IllegalStateException("interrupted while the checks' result was still wanted", e);
        } catch (OutOfMemoryError e) {
            pass = null;
            outOfHeap = true;
            return reading.skipped();
        } finally {
            // Nothing more is taken: the reading thread stops handing over, and what waits is let go.
            stopped = true;
            queue.clear();
        }
    }

    /** The rest of the work once every document was seen. */
    private GoldenSetReport finished() {
        if (outOfHeap) {
            return reading.skipped();
        }
        try {
            pass.finish();
            meter.finish();
            return reading.report(pass.texts(), pass.pairs(), pass.documents());
        } catch (OutOfMemoryError e) {
            pass = null;
            return reading.skipped();
        }
    }

    /** The evaluation read no corpus: the checks read it as they would without it. */
    private GoldenSetReport readItself() throws InputException {
        pass = null;
        return GoldenSetInspection.readItself(reading, GoldenSetInspection.PHASE, held,
                new BackgroundTask.Cancellation());
    }

    /** Hands an item to the checks' thread, waiting while it is behind, unless it takes no more. */
    private void hand(Object item) {
        try {
            while (!stopped && !queue.offer(item, 10, TimeUnit.MILLISECONDS)) {
                // The checks are behind: wait for room, or for them to stop.
            }
        } catch (InterruptedException e) {
            // The reading thread's interrupt is kept for its own work; the checks miss this document, and say so by
            // failing at the join rather than reporting a corpus they did not see whole.
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while handing the corpus to the golden set's checks", e);
        }
    }
}
