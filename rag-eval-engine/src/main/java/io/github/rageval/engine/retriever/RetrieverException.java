package io.github.rageval.engine.retriever;

import io.github.rageval.engine.model.InputException;

/**
 * The retriever under the gate failed: its constructor, {@code index} or {@code retrieve} threw, or it broke the
 * API's contract. The message names the retriever, the call, the query and the cause, and lists the top frames of
 * the retriever's own code; it is meant for the user as it is.
 */
public class RetrieverException extends InputException {
    private static final long serialVersionUID = 1L;

    public RetrieverException(String message, Throwable cause) {
        super(message, cause);
    }
}
