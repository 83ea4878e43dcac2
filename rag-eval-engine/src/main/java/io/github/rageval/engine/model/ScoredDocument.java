package io.github.rageval.engine.model;

/**
 * A retrieved document and the score it was ranked by.
 *
 * @param docId the document's id
 * @param score the score it was ranked by; {@code NaN} when the retriever gave none
 * @param chunk the chunk that ranked it, when documents were retrieved in chunks; null otherwise
 */
public record ScoredDocument(String docId, double score, MatchedChunk chunk) {

    /** A document retrieved whole. */
    public ScoredDocument(String docId, double score) {
        this(docId, score, null);
    }
}
