package io.github.rageval.engine.model;

/**
 * A retrieved document and the score it was ranked by.
 *
 * @param docId the document's id
 * @param score the score it was ranked by; {@code NaN} when the retriever gave none
 * @param chunk the chunk that ranked it, when documents were retrieved in chunks; null otherwise
 * @param text the text the retriever returned with it (a passage of its own), kept only for the metrics that read
 *     the retrieved contexts; null otherwise
 */
public record ScoredDocument(String docId, double score, MatchedChunk chunk, String text) {

    /** A document retrieved whole, or by a chunk, without a text of its own. */
    public ScoredDocument(String docId, double score, MatchedChunk chunk) {
        this(docId, score, chunk, null);
    }

    /** A document retrieved whole. */
    public ScoredDocument(String docId, double score) {
        this(docId, score, null);
    }
}
