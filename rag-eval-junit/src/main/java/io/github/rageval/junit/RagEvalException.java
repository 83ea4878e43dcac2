package io.github.rageval.junit;

/**
 * A gate that could not run: a setting or an input file that cannot be used, or a retriever that failed. Not a
 * verdict, so not an assertion failure: the test ends in error with the engine's one-paragraph message
 * ({@code rag-eval configuration error: ...}, {@code rag-eval input error: ...}), the same text the Maven goal and the
 * command line give. It carries no stack trace: the message says what to fix, and where.
 */
public final class RagEvalException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    RagEvalException(String message) {
        super(message, null, false, false);
    }
}
