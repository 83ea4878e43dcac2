package io.github.rageval.engine.metrics;

/**
 * precision_omega: Chroma's precision-Ω, the span precision the chunking allows at best, had a retriever returned
 * every chunk that holds any of a query's references and nothing else. It depends on the chunking and the labels
 * only, not on the ranking, so it is computed once per query and chunking
 * ({@link io.github.rageval.engine.metrics.spans.SpanMetrics#precisionOmega}) and read here.
 */
final class SpanCeiling implements CaseMetric {
    @Override
    public double score(RankedResult result) {
        return result.spanLabels().precisionOmega();
    }
}
