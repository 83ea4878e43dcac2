package io.github.rageval.engine.metrics;

/**
 * 1 when at least one relevant document is among the first c returned, else 0. Its mean at c = k is the
 * specification's {@code hit_rate}; at any c it is trec_eval's {@code success_c}.
 */
public final class Hit extends CutoffMetric {
    public Hit(int cutoff) {
        super(cutoff);
    }

    @Override
    public double score(RankedResult result) {
        return result.relevantInTop(cutoff) > 0 ? 1.0 : 0.0;
    }
}
