package io.github.rageval.engine.explain;

import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The documents one query's explanation covers: the top k, then every relevant document outside it, each part cut
 * to its limit in {@link ExplanationLimits}.
 *
 * @param ids the documents to explain, in that order
 * @param relevant every relevant document of the query, explained or not
 * @param omitted how many documents of the top k and relevant outside it were left out
 */
public record ExplainedDocuments(Set<String> ids, Set<String> relevant, int omitted) {

    public static ExplainedDocuments of(CaseResult result, int k) {
        Set<String> relevant = new LinkedHashSet<>(result.relevantDocIds());
        Set<String> top = new LinkedHashSet<>();
        result.retrieved().stream().limit(k).map(ScoredDocument::docId).forEach(top::add);
        Set<String> ids = new LinkedHashSet<>();
        int omitted = 0;
        for (String id : top) {
            if (ids.size() < ExplanationLimits.RETRIEVED_DOCUMENTS) {
                ids.add(id);
            } else {
                omitted++;
            }
        }
        int outside = 0;
        for (String id : relevant) {
            if (!top.contains(id)) {
                if (outside < ExplanationLimits.RELEVANT_DOCUMENTS) {
                    ids.add(id);
                } else {
                    omitted++;
                }
                outside++;
            }
        }
        return new ExplainedDocuments(Collections.unmodifiableSet(ids), Collections.unmodifiableSet(relevant), omitted);
    }
}
