package io.github.rageval.engine.metrics;

import io.github.rageval.engine.metrics.spans.SpanMetrics;
import io.github.rageval.engine.metrics.spans.SpanScores;
import io.github.rageval.engine.model.CharSpan;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * span_recall, span_precision and span_iou at c: how much of a query's reference spans the first c retrieved chunks
 * cover, as Chroma's chunking evaluation computes them ({@link SpanMetrics#retrieved}, its quirks included):
 * recall = covered reference characters / reference characters; precision = covered reference characters / the
 * retrieved chunks' characters, overlapping chunks counted as often as retrieved; IoU = covered reference characters
 * / (the retrieved chunks' characters + the reference characters no chunk covers). span_precision_merged and
 * span_iou_merged count each character once ({@link SpanMetrics#merged}).
 */
final class SpanOverlap extends CutoffMetric {
    private final ToDoubleFunction<SpanScores> measure;
    private final boolean merged;

    private SpanOverlap(int cutoff, ToDoubleFunction<SpanScores> measure, boolean merged) {
        super(cutoff);
        this.measure = measure;
        this.merged = merged;
    }

    static SpanOverlap recall(int cutoff) {
        return new SpanOverlap(cutoff, SpanScores::recall, false);
    }

    static SpanOverlap precision(int cutoff) {
        return new SpanOverlap(cutoff, SpanScores::precision, false);
    }

    /** span_precision_merged: each retrieved character counted once ({@link SpanMetrics#merged}). */
    static SpanOverlap precisionMerged(int cutoff) {
        return new SpanOverlap(cutoff, SpanScores::precision, true);
    }

    /** span_iou_merged: the union counted once ({@link SpanMetrics#merged}). */
    static SpanOverlap iouMerged(int cutoff) {
        return new SpanOverlap(cutoff, SpanScores::iou, true);
    }

    static SpanOverlap iou(int cutoff) {
        return new SpanOverlap(cutoff, SpanScores::iou, false);
    }

    @Override
    public double score(RankedResult result) {
        List<CharSpan> references = result.spanLabels().spans();
        List<CharSpan> chunks = result.chunkSpans(cutoff);
        return measure.applyAsDouble(merged ? SpanMetrics.merged(references, chunks)
                : SpanMetrics.retrieved(references, chunks));
    }
}
