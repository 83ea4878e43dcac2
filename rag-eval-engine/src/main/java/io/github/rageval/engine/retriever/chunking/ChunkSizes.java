package io.github.rageval.engine.retriever.chunking;

/**
 * The check {@code TextSplitter.__init__} of brandonstarxel/chunking_evaluation (commit d451fc4,
 * {@code chunking/fixed_token_chunker.py}) makes of a chunk size and overlap, with its message, and two it does
 * not make: a size below 1 and a negative overlap, which the reference accepts and which make no chunks that mean
 * anything (windows with gaps between them, or every character a chunk of its own).
 */
final class ChunkSizes {
    private ChunkSizes() {
    }

    static void check(int chunkSize, int chunkOverlap) {
        if (chunkOverlap > chunkSize) {
            throw new IllegalArgumentException("Got a larger chunk overlap (" + chunkOverlap + ") than chunk size ("
                    + chunkSize + "), should be smaller.");
        }
        if (chunkSize < 1) {
            throw new IllegalArgumentException("Got a chunk size of " + chunkSize + ", should be at least 1.");
        }
        if (chunkOverlap < 0) {
            throw new IllegalArgumentException("Got a negative chunk overlap (" + chunkOverlap
                    + "), should be 0 or more.");
        }
    }
}
