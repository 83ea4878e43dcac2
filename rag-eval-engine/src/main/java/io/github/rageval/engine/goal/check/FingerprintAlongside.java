package io.github.rageval.engine.goal.check;

import io.github.rageval.engine.baseline.CorpusChecksum;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.concurrent.BackgroundTask;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;

/**
 * The run's {@link Fingerprint} (the checksums of every input file). A retriever's evaluation reads the corpus, and
 * the corpus's checksum is taken on that read ({@link CorpusChecksum}): the fingerprint is then taken when asked for,
 * after the evaluation, which leaves only the judgments' files to read. A run file's evaluation reads no corpus, and
 * its fingerprint is taken on a thread of its own while the evaluation runs, when there is a processor to spare:
 * checksumming reads every input again, and a run file of hundreds of megabytes took 0.3 to 0.6 s of SHA-256, and
 * about 2 s with the quick compiler alone (C1, as a Maven build may run), on the evaluation's critical path for
 * nothing it needs. With one processor it is taken when asked for, as it always was.
 *
 * <p>The outcome is the same either way: the same fingerprint, or the same error at the same point (when asked for,
 * after the evaluation); when the evaluation fails first, its error is the one thrown and the checksum's is dropped.
 */
final class FingerprintAlongside implements AutoCloseable {
    private final EvaluationSettings settings;
    private final CorpusChecksum corpus;
    /** Null when it is taken on asking, in the caller's thread. */
    private final BackgroundTask<Fingerprint, Exception> task;

    private FingerprintAlongside(EvaluationSettings settings, CorpusChecksum corpus,
                                 BackgroundTask<Fingerprint, Exception> task) {
        this.settings = settings;
        this.corpus = corpus;
        this.task = task;
    }

    /**
     * @param corpus the corpus's checksum, taken on the evaluation's read when it reads the corpus
     * @param processors the processors available: with two or more a run file's checksums start now, alongside
     */
    static FingerprintAlongside start(EvaluationSettings settings, CorpusChecksum corpus, int processors) {
        boolean alongside = processors >= 2 && settings.sources().run() != null;
        return new FingerprintAlongside(settings, corpus, !alongside ? null
                : BackgroundTask.start("rag-eval-fingerprint", cancellation -> Fingerprint.of(settings)));
    }

    /** The fingerprint, waiting for it if it is still being taken. */
    Fingerprint get() throws ConfigurationException, InputException {
        if (task == null) {
            // The corpus file is read for its checksum only when the evaluation read none.
            return Fingerprint.of(settings, corpus.taken());
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
