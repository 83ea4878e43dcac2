package io.github.rageval.engine.retriever.bm25;

import java.util.Collection;
import java.util.Iterator;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.Collector;
import org.apache.lucene.search.CollectorManager;
import org.apache.lucene.search.LeafCollector;
import org.apache.lucene.search.Scorable;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.TotalHits;
import org.apache.lucene.util.PriorityQueue;

/**
 * The top n matches by score descending, ties by document id ascending, as Anserini's sort by score then by the id
 * field ranks them, but comparing a precomputed int (each document's place in id order) instead of the ids' bytes
 * through doc values: the string comparison cost half of query time. Every match is collected and scored
 * ({@link ScoreMode#COMPLETE}, no skipping), so the scorer is the one a sorted search uses and per-term scores are
 * summed in the same order, to the last bit.
 */
final class TopByScoreThenId implements CollectorManager<TopByScoreThenId.Top, TopDocs> {
    private final int size;
    private final int[] idOrder;

    /**
     * @param size how many to keep, at least 1
     * @param idOrder for each document number, its place when all documents are sorted by id
     */
    TopByScoreThenId(int size, int[] idOrder) {
        this.size = size;
        this.idOrder = idOrder;
    }

    @Override
    public Top newCollector() {
        return new Top(size, idOrder);
    }

    @Override
    public TopDocs reduce(Collection<Top> collectors) {
        Iterator<Top> all = collectors.iterator();
        Top merged = all.next();
        while (all.hasNext()) {
            Top other = all.next();
            for (ScoreDoc hit : other.queue) {
                merged.offer(hit.doc, hit.score);
            }
            merged.hits += other.hits;
        }
        return merged.topDocs();
    }

    /** One search's queue: its least element is the worst kept match. */
    static final class Top implements Collector {
        private final int[] idOrder;
        private final Queue queue;
        private long hits;

        Top(int size, int[] idOrder) {
            this.idOrder = idOrder;
            this.queue = new Queue(size, idOrder);
        }

        @Override
        public ScoreMode scoreMode() {
            return ScoreMode.COMPLETE;
        }

        @Override
        public LeafCollector getLeafCollector(LeafReaderContext context) {
            int base = context.docBase;
            return new LeafCollector() {
                private Scorable scorer;

                @Override
                public void setScorer(Scorable scorer) {
                    this.scorer = scorer;
                }

                @Override
                public void collect(int doc) throws java.io.IOException {
                    hits++;
                    offer(base + doc, scorer.score());
                }
            };
        }

        void offer(int doc, float score) {
            if (queue.size() < queue.capacity) {
                queue.add(new ScoreDoc(doc, score));
                return;
            }
            ScoreDoc worst = queue.top();
            if (score > worst.score || score == worst.score && idOrder[doc] < idOrder[worst.doc]) {
                worst.doc = doc;
                worst.score = score;
                queue.updateTop();
            }
        }

        TopDocs topDocs() {
            ScoreDoc[] best = new ScoreDoc[queue.size()];
            for (int i = best.length - 1; i >= 0; i--) {
                best[i] = queue.pop();
            }
            return new TopDocs(new TotalHits(hits, TotalHits.Relation.EQUAL_TO), best);
        }
    }

    private static final class Queue extends PriorityQueue<ScoreDoc> {
        private final int capacity;
        private final int[] idOrder;

        Queue(int capacity, int[] idOrder) {
            super(capacity);
            this.capacity = capacity;
            this.idOrder = idOrder;
        }

        /** Whether a ranks below b: a lower score, or the same score and a later id. */
        @Override
        protected boolean lessThan(ScoreDoc a, ScoreDoc b) {
            return a.score < b.score || a.score == b.score && idOrder[a.doc] > idOrder[b.doc];
        }
    }
}
