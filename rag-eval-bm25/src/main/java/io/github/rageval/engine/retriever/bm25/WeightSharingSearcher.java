package io.github.rageval.engine.retriever.bm25;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.search.Collector;
import org.apache.lucene.search.CollectorManager;
import org.apache.lucene.search.Explanation;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Weight;

/**
 * An index searcher that can rank and explain with one {@link Weight}. Lucene makes a query's weight anew for every
 * search and every explanation, and making it looks each of the query's terms up in the index: for an explanation
 * of a pasted document of 500,000 distinct words (a ranking, then an explanation per listed document) that was most
 * of the time. The weight is the one {@link IndexSearcher#search(org.apache.lucene.search.Query, CollectorManager)}
 * and {@link IndexSearcher#explain(org.apache.lucene.search.Query, int)} would make (rewritten, every match scored),
 * and the leaves are searched as a searcher without an executor searches them, so scores and explanations are
 * Lucene's own, to the bit.
 */
final class WeightSharingSearcher extends IndexSearcher {
    private final LongAdder weightsMade = new LongAdder();

    WeightSharingSearcher(IndexReader reader) {
        super(reader);
    }

    /** Counts every weight made, a query's and each of its clauses', for tests of the work an explanation does. */
    @Override
    public Weight createWeight(org.apache.lucene.search.Query query, ScoreMode scoreMode, float boost)
            throws IOException {
        weightsMade.increment();
        return super.createWeight(query, scoreMode, boost);
    }

    long weightsMade() {
        return weightsMade.sum();
    }

    /** The query's weight as a search that scores every match makes it. */
    Weight weight(org.apache.lucene.search.Query query) throws IOException {
        return createWeight(rewrite(query), ScoreMode.COMPLETE, 1);
    }

    /** The matches of a weight made by {@link #weight}, every leaf in order into one collector. */
    <C extends Collector, T> T search(Weight weight, CollectorManager<C, T> manager) throws IOException {
        C collector = manager.newCollector();
        if (collector.scoreMode() != ScoreMode.COMPLETE) {
            throw new IllegalArgumentException("the weight scores every match; the collector wants "
                    + collector.scoreMode());
        }
        search(leafContexts, weight, collector);
        return manager.reduce(List.of(collector));
    }

    /** Lucene's explanation of one document's score under a weight made by {@link #weight}. */
    @Override
    public Explanation explain(Weight weight, int doc) throws IOException {
        return super.explain(weight, doc);
    }
}
