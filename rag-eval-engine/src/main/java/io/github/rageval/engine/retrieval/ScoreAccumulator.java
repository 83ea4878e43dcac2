package io.github.rageval.engine.retrieval;

import java.util.Arrays;

/**
 * One query's partial scores, one slot per document, and the list of documents it touched: collecting the
 * results visits only those, never all n documents, and leaves every slot at 0 for the next query. Reused across
 * queries (see {@link TfidfRetriever}), so a query allocates nothing proportional to the corpus. One thread at a
 * time.
 */
final class ScoreAccumulator {
    private final double[] scores;
    private int[] touched;
    private int touchedCount;

    ScoreAccumulator(int documents) {
        scores = new double[documents];
        touched = new int[Math.min(documents, 1024)];
    }

    /**
     * Adds one term's contribution. Contributions are products of positive weights, so a slot that is 0 has not
     * been touched yet; the first one marks it.
     */
    void add(int doc, double contribution) {
        if (scores[doc] == 0) {
            if (touchedCount == touched.length) {
                touched = Arrays.copyOf(touched, touched.length * 2);
            }
            touched[touchedCount++] = doc;
        }
        scores[doc] += contribution;
    }

    /** Offers every touched document with a positive score to the top k, and clears all it touched. */
    void drainInto(TopK top) {
        for (int i = 0; i < touchedCount; i++) {
            int doc = touched[i];
            double score = scores[doc];
            // 0 here means a repeat entry already drained (possible only if a contribution underflowed to 0).
            if (score > 0) {
                top.offer(doc, score);
            }
            scores[doc] = 0;
        }
        touchedCount = 0;
    }
}
