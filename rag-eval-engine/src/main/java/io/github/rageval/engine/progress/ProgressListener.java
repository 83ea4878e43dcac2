package io.github.rageval.engine.progress;

/**
 * Where an evaluation reports how far it has got. Called from worker threads, so implementations must be
 * thread-safe; they should be quick, since work waits for them.
 */
@FunctionalInterface
public interface ProgressListener {
    /** Ignores everything. */
    ProgressListener NONE = progress -> { };

    /**
     * A progress line for a long run: every few seconds while a phase runs, and once at its end, but only for a
     * phase that ran long enough to report at all. Short runs get no call, so a log stays quiet.
     */
    void onProgress(Progress progress);

    /** Every phase's end, however short: for callers that print timings. Ignored by default. */
    default void onPhaseFinished(Progress progress) {
    }

    /**
     * A line for the log that is no part of the report, because it differs between runs of the same input (how many
     * vectors came from a cache). Ignored by default.
     */
    default void onNote(String note) {
    }

    /**
     * This listener with every phase and note led by a name ({@code bm25: documents indexed}), for work done for one
     * of several retrievers.
     */
    default ProgressListener named(String name) {
        ProgressListener target = this;
        return new ProgressListener() {
            @Override
            public void onProgress(Progress progress) {
                target.onProgress(renamed(progress));
            }

            @Override
            public void onPhaseFinished(Progress progress) {
                target.onPhaseFinished(renamed(progress));
            }

            @Override
            public void onNote(String note) {
                // A retriever names itself ("dense: ..."): a variant named as its retriever is not named twice.
                target.onNote(note.startsWith(name + ": ") ? note : name + ": " + note);
            }

            private Progress renamed(Progress progress) {
                return new Progress(name + ": " + progress.phase(), progress.done(), progress.total(),
                        progress.elapsedNanos());
            }
        };
    }
}
