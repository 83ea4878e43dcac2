package io.github.rageval.engine.retriever;

/**
 * A built-in retriever's failure inside a class the project handed it (a {@code bm25} analyzer named by its
 * {@code analyzer} option): the project's bug, not rag-eval's. Unchecked, so that it crosses the retriever's
 * {@code index} and {@code retrieve}; {@link LoadedRetriever} turns it into a {@link RetrieverException} that names the
 * retriever, the call, the project's class and its own frames, as it does for a retriever class of the project.
 */
public final class ProjectCodeFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * @param what the project's class and what it was doing: {@code its analyzer com.acme.Folding threw on document
     *     'd3'}
     * @param cause what the project's class threw
     */
    public ProjectCodeFailure(String what, Throwable cause) {
        super(what, cause, false, false);
    }
}
