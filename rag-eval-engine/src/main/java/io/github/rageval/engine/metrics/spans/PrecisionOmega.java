package io.github.rageval.engine.metrics.spans;

/**
 * The best precision a chunking allows one question, whatever the retriever: precision-Ω of Chroma's report, with
 * every chunk that holds part of an answer retrieved and nothing else.
 *
 * @param score the references' characters the highlighted chunks cover, over those chunks' characters (merged)
 *     plus the references' characters no chunk covers; 0 when no chunk touches a reference
 * @param highlighted how many chunks touch a reference (a chunk that ends where a reference starts touches it): what
 *     {@code retrieve=-1} cuts the question's list to
 */
public record PrecisionOmega(double score, int highlighted) {
}
