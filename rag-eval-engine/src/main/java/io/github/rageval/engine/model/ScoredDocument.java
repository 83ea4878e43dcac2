package io.github.rageval.engine.model;

/** A retrieved document and the score it was ranked by. */
public record ScoredDocument(String docId, double score) {
}
