package io.github.rageval.engine.metrics;

import io.github.rageval.engine.retrieval.ScoredDocument;
import java.util.List;

/** One golden query's outcome: what came back, what should have, and the per-query metrics. */
public record CaseResult(String query, List<ScoredDocument> retrieved, List<String> relevantDocIds,
                         double precision, double recall, double reciprocalRank, boolean hit) {
    public CaseResult {
        retrieved = List.copyOf(retrieved);
        relevantDocIds = List.copyOf(relevantDocIds);
    }

    public double value(SummaryMetric metric) {
        return switch (metric) {
            case MEAN_PRECISION -> precision;
            case MEAN_RECALL -> recall;
            case MRR -> reciprocalRank;
            case HIT_RATE -> hit ? 1.0 : 0.0;
        };
    }
}
