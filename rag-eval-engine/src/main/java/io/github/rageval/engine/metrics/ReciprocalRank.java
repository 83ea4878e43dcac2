package io.github.rageval.engine.metrics;

/** 1 / rank of the first relevant document returned (ranks start at 1); 0 when none is returned. */
public final class ReciprocalRank implements CaseMetric {
    @Override
    public double score(RankedResult result) {
        for (int i = 0; i < result.retrieved().size(); i++) {
            if (result.isRelevant(result.retrieved().get(i))) {
                return 1.0 / (i + 1);
            }
        }
        return 0.0;
    }
}
