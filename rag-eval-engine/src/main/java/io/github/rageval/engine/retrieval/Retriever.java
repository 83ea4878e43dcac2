package io.github.rageval.engine.retrieval;

import java.util.List;

/** Anything that answers a query with a ranked list of documents. */
public interface Retriever {

    /**
     * @return at most {@code k} documents, best first in {@link RankingOrder}; never null, possibly empty
     */
    List<ScoredDocument> retrieve(String query, int k);
}
