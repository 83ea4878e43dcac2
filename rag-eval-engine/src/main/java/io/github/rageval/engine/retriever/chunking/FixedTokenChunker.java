package io.github.rageval.engine.retriever.chunking;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Windows of a fixed number of tokens: {@code FixedTokenChunker} of brandonstarxel/chunking_evaluation (commit
 * d451fc4, {@code chunking/fixed_token_chunker.py}, its {@code split_text_on_tokens}), the baseline of Chroma's
 * "Evaluating Chunking Strategies for Retrieval". The text is encoded once; each window of {@code chunkSize} tokens,
 * the next starting {@code chunkSize - chunkOverlap} tokens later, is decoded on its own, so that a window which cuts
 * a character's bytes yields U+FFFD there, as the reference's chunks do. The last window ends at the text's end.
 *
 * <p>The reference encodes with tiktoken's default {@code disallowed_special="all"} and so fails on text that
 * spells a special token such as {@code <|endoftext|>}; here such text is cut as ordinary text, as
 * {@code disallowed_special=()} would.
 */
public final class FixedTokenChunker {
    private final TokenEncoding encoding;
    private final int chunkSize;
    private final int chunkOverlap;

    /**
     * @param chunkSize tokens per chunk, at least 1
     * @param chunkOverlap tokens a chunk shares with the next, at least 0 and below the size
     */
    public FixedTokenChunker(TokenEncoding encoding, int chunkSize, int chunkOverlap) {
        ChunkSizes.check(chunkSize, chunkOverlap);
        if (chunkOverlap == chunkSize) {
            // the reference accepts it and never ends: its window would not move
            throw new IllegalArgumentException("Got a chunk overlap (" + chunkOverlap + ") as large as the chunk size ("
                    + chunkSize + "): the next chunk would start where this one does; make it smaller.");
        }
        this.encoding = encoding;
        this.chunkSize = chunkSize;
        this.chunkOverlap = chunkOverlap;
    }

    /** The chunks of the text, in order; none for a text of no token. */
    public List<String> split(String text) {
        int[] ids = encoding.encode(text);
        List<String> chunks = new ArrayList<>();
        for (int start = 0; start < ids.length; start += chunkSize - chunkOverlap) {
            int end = Math.min(start + chunkSize, ids.length);
            chunks.add(encoding.decode(Arrays.copyOfRange(ids, start, end)));
            if (end == ids.length) {
                break;
            }
        }
        return chunks;
    }
}
