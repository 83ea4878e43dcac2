package io.github.rageval.engine.explain;

import java.util.List;

/**
 * Why the retriever answered one golden query as it did.
 *
 * @param caseIndex the 0-based index of the query in the golden dataset
 * @param droppedWords words of the query that are not vocabulary terms (dropped by the token pattern, or found
 *     in no document), words that occur in a relevant document first, at most
 *     {@link ExplanationLimits#DROPPED_WORDS}
 * @param documents the retrieved top k, then each relevant document outside it, each part at most its limit in
 *     {@link ExplanationLimits}
 * @param omittedWords dropped words left out of the list
 * @param omittedDocuments documents of the top k or relevant ones left out
 */
public record QueryExplanation(int caseIndex, List<DroppedWord> droppedWords, List<DocumentExplanation> documents,
                               int omittedWords, int omittedDocuments) {
    public QueryExplanation {
        droppedWords = List.copyOf(droppedWords);
        documents = List.copyOf(documents);
    }

    /** An explanation that left nothing out. */
    public QueryExplanation(int caseIndex, List<DroppedWord> droppedWords, List<DocumentExplanation> documents) {
        this(caseIndex, droppedWords, documents, 0, 0);
    }
}
