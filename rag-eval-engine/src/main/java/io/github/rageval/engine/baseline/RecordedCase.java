package io.github.rageval.engine.baseline;

import io.github.rageval.engine.model.PackedRanking;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One golden query as a run saw it.
 *
 * @param query the query text
 * @param relevantDocIds the ids labelled relevant
 * @param retrieved the top k, best first
 * @param values each summary metric's per-query value, by metric key
 */
public record RecordedCase(String query, List<String> relevantDocIds, List<ScoredDocument> retrieved,
                           Map<String, Double> values) {
    public RecordedCase {
        relevantDocIds = List.copyOf(relevantDocIds);
        retrieved = PackedRanking.immutable(retrieved);
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    public List<String> retrievedIds() {
        return retrieved.stream().map(ScoredDocument::docId).toList();
    }

    /** At least one relevant document in the top k. */
    public boolean hit() {
        return firstRelevantRank() > 0;
    }

    /** The 1-based rank of the first relevant document returned; 0 when none is. */
    public int firstRelevantRank() {
        for (int i = 0; i < retrieved.size(); i++) {
            if (relevantDocIds.contains(retrieved.get(i).docId())) {
                return i + 1;
            }
        }
        return 0;
    }
}
