package io.github.rageval.maven;

import io.github.rageval.engine.progress.Progress;
import io.github.rageval.engine.progress.ProgressListener;
import org.apache.maven.plugin.logging.Log;

/** Progress of long phases, and notes that are no part of the report (vectors from the cache), as log lines. */
final class ProgressLog {
    private ProgressLog() {
    }

    static ProgressListener of(Log log) {
        return new ProgressListener() {
            @Override
            public void onProgress(Progress progress) {
                log.info("rag-eval: " + progress.message());
            }

            @Override
            public void onNote(String note) {
                log.info("rag-eval: " + note);
            }
        };
    }
}
