package io.github.rageval.engine.metrics;

/**
 * The residual of rank-biased precision, trec_eval's {@code rbp_resid} ({@code m_rbp_resid.c}): how far
 * {@link RankBiasedPrecision rbp} could still rise if every unjudged returned document (in the pool or not) had the
 * highest gain, plus the weight of the places past the end of the list:
 * rbp_resid = p^n + (1 - p) * sum over the unjudged documents at 0-based position i of p^i, n the number returned;
 * 0 when no returned document is unjudged, as trec_eval leaves it (the weight past the end is then not added).
 * Lower is better: a small residual means the judgments pin rbp down.
 */
public final class RankBiasedResidual implements CaseMetric {
    private final double persistence;

    /** @param persistence p, from 0 to 1 excluded */
    public RankBiasedResidual(double persistence) {
        this.persistence = RankBiasedPrecision.checked(persistence);
    }

    @Override
    public double score(RankedResult result) {
        int unjudged = 0;
        double sum = 0.0;
        double weight = 1.0;
        for (int i = 0; i < result.size(); i++) {
            if (!result.judgmentAt(i).judged()) {
                unjudged++;
                sum += weight;
            }
            weight = weight * persistence;
        }
        return unjudged > 0 ? weight + (1 - persistence) * sum : 0.0;
    }
}
