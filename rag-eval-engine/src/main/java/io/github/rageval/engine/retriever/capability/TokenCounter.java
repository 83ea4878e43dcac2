package io.github.rageval.engine.retriever.capability;

/**
 * A built-in retriever's analyzer, as chunking counts it: how many index terms a piece of text becomes (a stop word
 * none, {@code sign-on} one or two, as the analyzer makes it).
 */
@FunctionalInterface
public interface TokenCounter {

    /** The number of tokens the retriever's analyzer makes of the text. */
    int tokens(String text);
}
