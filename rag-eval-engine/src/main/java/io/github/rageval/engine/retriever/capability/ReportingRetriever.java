package io.github.rageval.engine.retriever.capability;

import io.github.rageval.engine.progress.ProgressListener;
import java.util.List;

/**
 * A built-in retriever with something to tell about its run: progress through long indexing work (encoding a
 * corpus with a model takes minutes), and warnings for the report once it has indexed.
 */
public interface ReportingRetriever {

    /** Where progress goes; called once, before indexing. */
    void progressTo(ProgressListener listener);

    /** What the report should warn of, for example texts longer than a model reads; empty when nothing. */
    List<String> warnings();
}
