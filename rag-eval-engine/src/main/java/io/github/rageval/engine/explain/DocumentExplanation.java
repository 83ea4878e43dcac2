package io.github.rageval.engine.explain;

import java.util.List;
import java.util.OptionalInt;

/**
 * Why one document ranked where it did for a query.
 *
 * @param docId the document
 * @param relevant whether the golden dataset labels it relevant for the query
 * @param rank its 1-based rank among all documents scoring above zero; empty when it scored 0 and so was not
 *     retrieved at all
 * @param score its cosine score
 * @param contributions the query terms it shares, largest contribution first
 */
public record DocumentExplanation(String docId, boolean relevant, OptionalInt rank, double score,
                                  List<TermContribution> contributions) {
    public DocumentExplanation {
        contributions = List.copyOf(contributions);
    }
}
