package io.github.rageval.engine.metrics;

/** 1 when at least one relevant document is among the returned top k, else 0; its mean is the hit rate. */
public final class Hit implements CaseMetric {
    @Override
    public double score(RankedResult result) {
        return result.relevantRetrieved() > 0 ? 1.0 : 0.0;
    }
}
