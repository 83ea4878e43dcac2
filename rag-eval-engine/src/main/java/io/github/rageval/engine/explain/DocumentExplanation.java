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
 * @param score its score (the retriever's: cosine for tfidf, BM25 for bm25)
 * @param contributions the query terms it shares, largest contribution first
 * @param chunkId for a document retrieved in chunks, the chunk whose score it took (its best, {@code doc_id#n}),
 *     whose terms the contributions are; null otherwise
 */
public record DocumentExplanation(String docId, boolean relevant, OptionalInt rank, double score,
                                  List<TermContribution> contributions, String chunkId) {
    public DocumentExplanation {
        contributions = List.copyOf(contributions);
    }

    /** A whole document's explanation. */
    public DocumentExplanation(String docId, boolean relevant, OptionalInt rank, double score,
                               List<TermContribution> contributions) {
        this(docId, relevant, rank, score, contributions, null);
    }
}
