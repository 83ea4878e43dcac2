package io.github.rageval.engine.metrics;

import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.PackedRanking;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.model.UnlistedResults;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One query's outcome: what came back, the judgments it was held to, and every metric computed for it.
 *
 * @param golden the query and its judgments
 * @param relevanceLevel the least grade that counted as relevant
 * @param retrieved the ranked list evaluated, best first; of a case read back from report.json, its listed head
 * @param values each computed metric's value, in metric order
 * @param unlisted what the ranking held beyond {@code retrieved}: nothing, but for a case read back from a report
 *     that listed only the head of its ranking
 */
public record CaseResult(GoldenCase golden, int relevanceLevel, List<ScoredDocument> retrieved,
                         Map<Metric, Double> values, UnlistedResults unlisted) {
    public CaseResult {
        // A packed list (a run file's) is immutable already; copying it would make an object per document.
        retrieved = PackedRanking.immutable(retrieved);
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        unlisted.requireBeyond(retrieved.size());
    }

    /** A case whose whole ranking is at hand. */
    public CaseResult(GoldenCase golden, int relevanceLevel, List<ScoredDocument> retrieved,
                      Map<Metric, Double> values) {
        this(golden, relevanceLevel, retrieved, values, UnlistedResults.NONE);
    }

    /** How many documents the ranking held, listed or not. */
    public int retrievedCount() {
        return retrieved.size() + unlisted.count();
    }

    /** The 1-based rank of the first relevant document in the whole ranking; 0 when none is. */
    public int firstRelevantRank() {
        return unlisted.firstRelevantRank(retrieved, relevantDocIds());
    }

    /** The query text, or null when the judgments came without one (a TREC qrels file). */
    public String query() {
        return golden.query();
    }

    /** The query id, or null when the golden dataset gives none. */
    public String queryId() {
        return golden.queryId();
    }

    /** The relevant ids at the evaluation's relevance level, in judgment order. */
    public List<String> relevantDocIds() {
        return golden.relevantDocIds(relevanceLevel);
    }

    public double value(Metric metric) {
        Double value = values.get(metric);
        if (value == null) {
            throw new IllegalArgumentException(metric + " was not computed");
        }
        return value;
    }

    public double value(SummaryMetric metric) {
        return value(metric.metric());
    }

    public double precision() {
        return value(SummaryMetric.MEAN_PRECISION);
    }

    public double recall() {
        return value(SummaryMetric.MEAN_RECALL);
    }

    public double reciprocalRank() {
        return value(SummaryMetric.MRR);
    }

    public boolean hit() {
        return value(SummaryMetric.HIT_RATE) > 0;
    }
}
