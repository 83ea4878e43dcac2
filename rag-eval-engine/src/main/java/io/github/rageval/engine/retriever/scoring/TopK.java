package io.github.rageval.engine.retriever.scoring;

import io.github.rageval.engine.model.RankingOrder;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.List;

/**
 * The best k of a stream of scored documents, in {@link RankingOrder}, without sorting them all: a binary heap of
 * at most k entries whose root is the worst one kept, so a document that cannot enter costs one comparison.
 * Documents are corpus positions; their ids (for ties) come from the corpus's id array.
 */
public final class TopK {
    private final String[] docIds;
    private final int[] docs;
    private final double[] scores;
    private int size;

    public TopK(int k, String[] docIds) {
        this.docIds = docIds;
        int capacity = Math.min(k, docIds.length);
        this.docs = new int[capacity];
        this.scores = new double[capacity];
    }

    /**
     * @return the lowest score a document must reach to have a chance of entering now: anything below can be
     *     skipped without an offer. The worst score kept once the heap is full; until then any positive score.
     */
    double offer(int doc, double score) {
        if (size < docs.length) {
            docs[size] = doc;
            scores[size] = score;
            siftUp(size++);
        } else if (size > 0 && score >= scores[0] && ranksBefore(doc, score, 0)) {
            docs[0] = doc;
            scores[0] = score;
            siftDown(0);
        }
        return size == docs.length && size > 0 ? scores[0] : Double.MIN_VALUE;
    }

    /** Empties the heap into a list, best first. */
    public List<ScoredDocument> bestFirst() {
        ScoredDocument[] ranked = new ScoredDocument[size];
        while (size > 0) {
            ranked[size - 1] = new ScoredDocument(docIds[docs[0]], scores[0]);
            size--;
            docs[0] = docs[size];
            scores[0] = scores[size];
            siftDown(0);
        }
        return List.of(ranked);
    }

    private boolean ranksBefore(int doc, double score, int entry) {
        return RankingOrder.compare(score, docIds[doc], scores[entry], docIds[docs[entry]]) < 0;
    }

    /** Heap order: a parent ranks after (is worse than) its children. */
    private boolean worse(int a, int b) {
        return ranksBefore(docs[b], scores[b], a);
    }

    private void siftUp(int entry) {
        int child = entry;
        while (child > 0) {
            int parent = (child - 1) >>> 1;
            if (!worse(child, parent)) {
                break;
            }
            swap(child, parent);
            child = parent;
        }
    }

    private void siftDown(int entry) {
        int parent = entry;
        while (true) {
            int left = 2 * parent + 1;
            if (left >= size) {
                return;
            }
            int right = left + 1;
            int worst = right < size && worse(right, left) ? right : left;
            if (!worse(worst, parent)) {
                return;
            }
            swap(parent, worst);
            parent = worst;
        }
    }

    private void swap(int a, int b) {
        int doc = docs[a];
        docs[a] = docs[b];
        docs[b] = doc;
        double score = scores[a];
        scores[a] = scores[b];
        scores[b] = score;
    }
}
