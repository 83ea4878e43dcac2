package io.github.rageval.engine.explain;

import java.util.List;

/**
 * Why the retriever answered one golden query as it did.
 *
 * @param caseIndex the 0-based index of the query in the golden dataset
 * @param droppedWords words of the query that are not vocabulary terms (dropped by the token pattern, or found
 *     in no document), words that occur in a relevant document first
 * @param documents the retrieved top k, then each relevant document outside it
 */
public record QueryExplanation(int caseIndex, List<DroppedWord> droppedWords, List<DocumentExplanation> documents) {
    public QueryExplanation {
        droppedWords = List.copyOf(droppedWords);
        documents = List.copyOf(documents);
    }
}
