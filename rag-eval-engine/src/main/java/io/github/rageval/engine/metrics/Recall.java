package io.github.rageval.engine.metrics;

/**
 * recall@c = (relevant among the first c returned) / R, where R is the number of relevant judged documents; 0 when
 * R = 0. The specification's {@code mean_recall} is its mean at c = k, trec_eval's {@code recall_c} at any c.
 */
public final class Recall extends CutoffMetric {
    public Recall(int cutoff) {
        super(cutoff);
    }

    @Override
    public double score(RankedResult result) {
        int relevant = result.relevantCount();
        return relevant == 0 ? 0.0 : (double) result.relevantInTop(cutoff) / relevant;
    }
}
