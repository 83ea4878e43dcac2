package io.github.rageval.engine.retriever.chunking;

/**
 * A tokenizer's encoding, as {@link FixedTokenChunker} and {@link RecursiveTokenChunker} count and cut text in
 * tokens: brandonstarxel/chunking_evaluation (commit d451fc4) passes tiktoken's {@code encode} and {@code decode} to
 * {@code split_text_on_tokens} and counts with {@code len(encoding.encode(text, disallowed_special=()))} in
 * {@code utils.openai_token_count}. Special tokens are never produced: text that spells one is ordinary text.
 */
public interface TokenEncoding {
    /** The token ids of the text, without special tokens. */
    int[] encode(String text);

    /**
     * The text of the token ids. Ids that end or start inside a character's bytes decode, as tiktoken's
     * {@code decode} does, with U+FFFD for each malformed sequence.
     */
    String decode(int[] tokens);

    /** The number of tokens {@link #encode} makes of the text. */
    default int count(String text) {
        return encode(text).length;
    }
}
