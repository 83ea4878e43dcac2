package io.github.rageval.engine.retrieval;

/**
 * Receives the tokens of a text as ranges of that text, in order, so that callers that only look a token up (the
 * index builder, query weighting) need not allocate a string per token.
 */
@FunctionalInterface
interface TokenSink {
    /** The token is {@code text.substring(start, end)}; an empty range is the empty token. */
    void token(String text, int start, int end);
}
