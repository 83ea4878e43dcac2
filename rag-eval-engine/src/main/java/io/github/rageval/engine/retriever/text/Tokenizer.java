package io.github.rageval.engine.retriever.text;

/** Splits (already lowercased) text into tokens; implementations are stateless and thread-safe. */
interface Tokenizer {
    void tokenize(String text, TokenSink sink);
}
