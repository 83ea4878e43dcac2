package io.github.rageval.engine.retriever.text;

/**
 * Receives the tokens of a text as ranges of that text, in order, so that callers that only look a token up (the
 * index builder, query weighting) need not allocate a string per token.
 */
@FunctionalInterface
public interface TokenSink {
    /** The token is {@code text.substring(start, end)}; an empty range is the empty token. */
    void token(String text, int start, int end);
}
