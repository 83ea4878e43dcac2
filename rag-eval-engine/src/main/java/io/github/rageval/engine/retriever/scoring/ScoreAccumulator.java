package io.github.rageval.engine.retriever.scoring;

import java.util.function.IntConsumer;

/**
 * One query's partial scores, one slot per document, and the list of documents it touched: collecting the
 * results visits only those, never all n documents, and leaves every slot at 0 for the next query. Reused across
 * queries (see the tfidf retriever), so a query allocates nothing proportional to the corpus. One thread at a
 * time.
 */
public final class ScoreAccumulator {
    private final double[] scores;
    /** One slot more than documents: {@link #add} writes the next slot before it knows whether it keeps it. */
    private final int[] touched;
    private int touchedCount;

    public ScoreAccumulator(int documents) {
        scores = new double[documents];
        touched = new int[documents + 1];
    }

    /**
     * Adds one query term's contributions: for each posting in {@code [from, to)}, query weight x document weight
     * to that document. Contributions are products of positive weights, so a slot that is 0 has not been touched
     * yet; the first contribution marks it. Without a branch: the document is always written to the next free
     * place of the touched list, which only grows when the slot was 0. For common terms about half the postings
     * are new documents, an unpredictable branch that cost more than the arithmetic.
     */
    public void add(int[] docs, double[] weights, int from, int to, double queryWeight) {
        double[] scores = this.scores;
        int[] touched = this.touched;
        int count = touchedCount;
        for (int p = from; p < to; p++) {
            int doc = docs[p];
            double old = scores[doc];
            touched[count] = doc;
            count += old == 0 ? 1 : 0;
            scores[doc] = old + queryWeight * weights[p];
        }
        touchedCount = count;
    }

    /** The score summed so far for a document; 0 when no posting touched it. */
    public double score(int doc) {
        return scores[doc];
    }

    /** Every document touched so far, each once (in the order first touched). */
    public void forEachTouched(IntConsumer action) {
        for (int i = 0; i < touchedCount; i++) {
            action.accept(touched[i]);
        }
    }

    /** Sets every touched slot back to 0 without collecting anything. */
    public void clear() {
        for (int i = 0; i < touchedCount; i++) {
            scores[touched[i]] = 0;
        }
        touchedCount = 0;
    }

    /** Offers every touched document with a positive score to the top k, and clears all it touched. */
    public void drainInto(TopK top) {
        double[] scores = this.scores;
        int[] touched = this.touched;
        // Zero is not offered: a repeat entry of a document already drained (possible only if a contribution
        // underflowed to 0), never a real score.
        double floor = Double.MIN_VALUE;
        for (int i = 0; i < touchedCount; i++) {
            int doc = touched[i];
            double score = scores[doc];
            scores[doc] = 0;
            if (score >= floor) {
                floor = top.offer(doc, score);
            }
        }
        touchedCount = 0;
    }
}
