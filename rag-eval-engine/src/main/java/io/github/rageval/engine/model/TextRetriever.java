package io.github.rageval.engine.model;

import java.util.List;

/**
 * Anything that answers a query's text with a ranked list of documents: the engine's own retrievers and test
 * doubles (the team's retrievers implement {@code io.github.rageval.api.Retriever}).
 */
public interface TextRetriever {

    /**
     * @return at most {@code k} documents, best first in {@link RankingOrder}; never null, possibly empty
     */
    List<ScoredDocument> retrieve(String query, int k);
}
