package io.github.rageval.engine.metrics;

import io.github.rageval.engine.metrics.spans.SpanMetrics;
import io.github.rageval.engine.metrics.spans.SpanScores;
import java.util.function.ToDoubleFunction;

/**
 * span_recall, span_precision and span_iou at c: how much of a query's reference spans the first c retrieved chunks
 * cover, as Chroma's chunking evaluation computes them ({@link SpanMetrics#retrieved}, its quirks included):
 * recall = covered reference characters / reference characters; precision = covered reference characters / the
 * retrieved chunks' characters, overlapping chunks counted as often as retrieved; IoU = covered reference characters
 * / (the retrieved chunks' characters + the reference characters no chunk covers).
 */
final class SpanOverlap extends CutoffMetric {
    private final ToDoubleFunction<SpanScores> measure;

    private SpanOverlap(int cutoff, ToDoubleFunction<SpanScores> measure) {
        super(cutoff);
        this.measure = measure;
    }

    static SpanOverlap recall(int cutoff) {
        return new SpanOverlap(cutoff, SpanScores::recall);
    }

    static SpanOverlap precision(int cutoff) {
        return new SpanOverlap(cutoff, SpanScores::precision);
    }

    static SpanOverlap iou(int cutoff) {
        return new SpanOverlap(cutoff, SpanScores::iou);
    }

    @Override
    public double score(RankedResult result) {
        return measure.applyAsDouble(SpanMetrics.retrieved(result.spanLabels().spans(), result.chunkSpans(cutoff)));
    }
}
