package io.github.rageval.engine.goal.check;

import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.concurrent.BackgroundTask;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;

/**
 * The run's {@link Fingerprint} (the checksums of every input file) taken on a thread of its own while the
 * evaluation runs, when there is a processor to spare; with one processor it is taken when asked for, after the
 * evaluation, as it always was. Checksumming reads every input again: a run file of hundreds of megabytes took
 * 0.3 to 0.6 s of SHA-256, and about 2 s with the quick compiler alone (C1, as a Maven build may run), on the
 * evaluation's critical path for nothing it needs.
 *
 * <p>The outcome is the same either way: the same fingerprint, or the same error at the same point (when asked for,
 * after the evaluation); when the evaluation fails first, its error is the one thrown and the checksum's is dropped.
 */
final class FingerprintAlongside implements AutoCloseable {
    private final EvaluationSettings settings;
    /** Null when it is taken on asking, in the caller's thread. */
    private final BackgroundTask<Fingerprint, Exception> task;

    private FingerprintAlongside(EvaluationSettings settings, BackgroundTask<Fingerprint, Exception> task) {
        this.settings = settings;
        this.task = task;
    }

    /** @param processors the processors available: with two or more the checksums start now, alongside */
    static FingerprintAlongside start(EvaluationSettings settings, int processors) {
        return new FingerprintAlongside(settings, processors < 2 ? null
                : BackgroundTask.start("rag-eval-fingerprint", cancellation -> Fingerprint.of(settings)));
    }

    /** The fingerprint, waiting for it if it is still being taken. */
    Fingerprint get() throws ConfigurationException, InputException {
        if (task == null) {
            return Fingerprint.of(settings);
        }
        try {
            return task.join();
        } catch (ConfigurationException | InputException e) {
            throw e;
        } catch (Exception e) {
            // Fingerprint.of throws no other checked exception.
            throw new IllegalStateException(e);
        }
    }

    /** A fingerprint not asked for (the evaluation failed) is awaited and dropped: no thread outlives the check. */
    @Override
    public void close() {
        if (task != null) {
            task.close();
        }
    }
}
