package io.github.rageval.engine.retriever.dense;

import io.github.rageval.engine.model.RankingOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Exact nearest-neighbour search: every vector's dot product with the query's (the cosine, vectors being
 * normalised), top k by score descending whatever its sign, ties by document id ascending (code point order).
 * Memory is 4 bytes per dimension per vector: 384 dimensions take 1.5 KB a chunk, 150 MB for 100,000 chunks.
 */
final class VectorIndex {
    private final String[] ids;
    private final float[][] vectors;
    /** Each position's place when ids are sorted: the tie rule as ints. */
    private final int[] idOrder;

    VectorIndex(List<String> ids, float[][] vectors) {
        this.ids = ids.toArray(String[]::new);
        this.vectors = vectors;
        this.idOrder = RankingOrder.placesById(this.ids);
    }

    int size() {
        return ids.length;
    }

    /** A match: the document's position in the index, and its score. */
    record Hit(int position, double score) {
    }

    /** The k best matches, best first. */
    List<Hit> search(float[] query, int k) {
        int size = Math.min(k, ids.length);
        if (size <= 0) {
            return List.of();
        }
        // The worst kept match on top: a lower score, or the same score and a later id.
        PriorityQueue<Hit> kept = new PriorityQueue<>(size, (a, b) -> a.score() != b.score()
                ? Double.compare(a.score(), b.score()) : Integer.compare(idOrder[b.position()], idOrder[a.position()]));
        for (int i = 0; i < vectors.length; i++) {
            double score = VectorMath.dot(query, vectors[i]);
            if (kept.size() < size) {
                kept.add(new Hit(i, score));
            } else {
                Hit worst = kept.peek();
                if (score > worst.score() || score == worst.score() && idOrder[i] < idOrder[worst.position()]) {
                    kept.poll();
                    kept.add(new Hit(i, score));
                }
            }
        }
        List<Hit> best = new ArrayList<>(kept);
        best.sort((a, b) -> a.score() != b.score() ? Double.compare(b.score(), a.score())
                : Integer.compare(idOrder[a.position()], idOrder[b.position()]));
        return best;
    }

    String id(int position) {
        return ids[position];
    }

    /** The vector of a document, or null when no document has the id (a linear scan: for tests and explanations). */
    float[] vector(String id) {
        for (int i = 0; i < ids.length; i++) {
            if (ids[i].equals(id)) {
                return vectors[i];
            }
        }
        return null;
    }
}
