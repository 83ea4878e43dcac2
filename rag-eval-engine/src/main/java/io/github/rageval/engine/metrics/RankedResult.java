package io.github.rageval.engine.metrics;

import io.github.rageval.engine.retrieval.ScoredDocument;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a retriever returned for one query, cut to k and with repeated ids kept once (first place wins), next to
 * the ids labelled relevant. A missing (null) result is an empty one: it scores 0, it does not throw.
 */
public final class RankedResult {
    private final List<ScoredDocument> retrieved;
    private final Set<String> relevant;

    public RankedResult(List<ScoredDocument> retrieved, List<String> relevantDocIds, int k) {
        this.retrieved = firstOccurrences(retrieved, k);
        this.relevant = new LinkedHashSet<>(relevantDocIds == null ? List.of() : relevantDocIds);
    }

    private static List<ScoredDocument> firstOccurrences(List<ScoredDocument> retrieved, int k) {
        List<ScoredDocument> kept = new ArrayList<>();
        if (retrieved == null) {
            return kept;
        }
        Set<String> seen = new LinkedHashSet<>();
        for (ScoredDocument document : retrieved) {
            if (kept.size() == k) {
                break;
            }
            if (document != null && document.docId() != null && seen.add(document.docId())) {
                kept.add(document);
            }
        }
        return List.copyOf(kept);
    }

    /** The top k, best first, without repeats. */
    public List<ScoredDocument> retrieved() {
        return retrieved;
    }

    public Set<String> relevant() {
        return relevant;
    }

    public boolean isRelevant(ScoredDocument document) {
        return relevant.contains(document.docId());
    }

    /** How many of the returned documents are relevant. */
    public int relevantRetrieved() {
        int count = 0;
        for (ScoredDocument document : retrieved) {
            if (isRelevant(document)) {
                count++;
            }
        }
        return count;
    }
}
