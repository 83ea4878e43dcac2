package io.github.rageval.engine.metrics;

/**
 * 1 / rank of the first relevant document among the first c returned (ranks start at 1); 0 when there is none.
 * The specification's {@code mrr} is its mean at c = k; trec_eval's {@code recip_rank} reads the whole list.
 */
public final class ReciprocalRank extends CutoffMetric {
    public ReciprocalRank(int cutoff) {
        super(cutoff);
    }

    @Override
    public double score(RankedResult result) {
        for (int i = 0; i < read(result); i++) {
            if (result.isRelevantAt(i)) {
                return 1.0 / (i + 1);
            }
        }
        return 0.0;
    }
}
