package io.github.rageval.engine.metrics.spans;

/**
 * One question's token-level (character) scores over the chunks it retrieved, as chunking_evaluation computes them.
 *
 * @param recall the share of the references' characters the retrieved chunks cover
 * @param precision the characters of the references covered, over the retrieved chunks' characters
 * @param iou the characters covered over the chunks' characters plus the references' characters left uncovered
 */
public record SpanScores(double recall, double precision, double iou) {
}
