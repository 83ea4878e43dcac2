package io.github.rageval.engine.metrics;

/**
 * trec_eval's {@code P}: P@c = (relevant among the first c returned) / c. A list shorter than c counts as padded
 * with non-relevant documents, so returning fewer documents never raises it.
 */
public final class PrecisionAtCutoff extends CutoffMetric {
    public PrecisionAtCutoff(int cutoff) {
        super(cutoff);
    }

    @Override
    public double score(RankedResult result) {
        return (double) result.relevantInTop(cutoff) / cutoff;
    }
}
