package io.github.rageval.engine.retriever.dense;

import ai.onnxruntime.OrtException;
import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.ExplainedDocuments;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.retriever.capability.ExplainingRetriever;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Explains a dense ranking: a vector has no terms to credit, so each of the top k and every relevant document (within
 * the limits of {@link io.github.rageval.engine.explain.ExplanationLimits}) gets
 * its rank among all documents and its similarity with the query, which the console and reports set against the
 * top result's. Chunked, each document is explained by its best chunk (the chunking wrapper names it).
 */
final class DenseExplainer implements ExplainingRetriever.Explainer {
    private final DenseRetriever retriever;
    private final int k;

    DenseExplainer(DenseRetriever retriever, int k) {
        this.retriever = retriever;
        this.k = k;
    }

    @Override
    public QueryExplanation explain(int caseIndex, CaseResult result) {
        List<VectorIndex.Hit> ranking;
        try {
            ranking = retriever.rankAll(retriever.vector(result.query()));
        } catch (OrtException e) {
            throw new IllegalStateException("ONNX Runtime failed to encode query '" + result.golden().label() + "': "
                    + e.getMessage(), e);
        }
        Map<String, Integer> ranks = new HashMap<>();
        for (int i = 0; i < ranking.size(); i++) {
            ranks.put(retriever.id(ranking.get(i).position()), i + 1);
        }
        ExplainedDocuments explained = ExplainedDocuments.of(result, k);
        List<DocumentExplanation> documents = new ArrayList<>();
        for (String id : explained.ids()) {
            boolean relevant = explained.relevant().contains(id);
            Integer rank = ranks.get(id);
            if (rank == null) {
                // Not in the index at all (a relevant id of another corpus): nothing to compare.
                documents.add(new DocumentExplanation(id, relevant, OptionalInt.empty(), 0, List.of()));
                continue;
            }
            documents.add(new DocumentExplanation(id, relevant, OptionalInt.of(rank), ranking.get(rank - 1).score(),
                    List.of()));
        }
        return new QueryExplanation(caseIndex, List.of(), documents, 0, explained.omitted());
    }
}
