package io.github.rageval.junit;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.goal.GoalContext;
import java.nio.file.Path;

/**
 * What {@link RagEvalExtension} hands a test method: gates whose reports go into this test's own folder,
 * {@code <build folder>/rag-eval-junit/<test class>/<test method>/}, so that the tests of a class do not overwrite each
 * other's reports.
 */
public final class RagEval {
    private final Path reportDirectory;

    RagEval(Path reportDirectory) {
        this.reportDirectory = reportDirectory;
    }

    /** A gate for this retriever, its reports into {@link #reportDirectory()}. */
    public RagEvalGate forRetriever(Retriever retriever) {
        return new RagEvalGate(retriever, reportDirectory, GoalContext.workingFolderName());
    }

    /** This test's report folder, relative to the working directory; written when a gate runs. */
    public Path reportDirectory() {
        return reportDirectory;
    }
}
