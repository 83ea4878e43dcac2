package io.github.rageval.engine.retriever.tfidf;

import io.github.rageval.engine.retriever.index.HeapSize;

/**
 * The inverted index in three flat arrays (compressed sparse rows, one row per term): term t's documents are
 * {@code docs[offsets[t] .. offsets[t + 1])}, ascending, each with the term's normalised weight in that document
 * at the same position of {@code weights}. A posting is one int and one double, 12 bytes, with no object per term
 * or per posting.
 */
public final class PostingLists {
    static final int BYTES_PER_POSTING = Integer.BYTES + Double.BYTES;

    final int[] offsets;
    final int[] docs;
    final double[] weights;

    public PostingLists(int[] offsets, int[] docs, double[] weights) {
        this.offsets = offsets;
        this.docs = docs;
        this.weights = weights;
    }

    int terms() {
        return offsets.length - 1;
    }

    public int size() {
        return docs.length;
    }

    public long estimatedBytes() {
        return HeapSize.intArray(offsets.length) + HeapSize.intArray(docs.length)
                + HeapSize.doubleArray(weights.length);
    }
}
