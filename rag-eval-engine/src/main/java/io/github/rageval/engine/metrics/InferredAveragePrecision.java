package io.github.rageval.engine.metrics;

/**
 * Inferred average precision, trec_eval's {@code infAP} ({@code m_infap.c}; Yilmaz and Aslam, "Estimating Average
 * Precision with Incomplete and Imperfect Judgments", CIKM 2006), for judgments that graded a random sample of the
 * pool. At each returned relevant document at 0-based position j, with rel, nonrel and pooled the relevant, judged
 * non-relevant and pooled-but-unjudged documents above it: 1 at j = 0, else
 * 1 / (j + 1) + (j / (j + 1)) * ((rel + nonrel + pooled) / j) * ((rel + e) / (rel + nonrel + 2e)), e = 0.00001;
 * infAP is the sum over them divided by R, the number of relevant documents (0 when R = 0).
 *
 * <p>The three states count apart: a document not in the pool counts as a 0 above (it takes a place but no part of
 * the estimate), one in the pool but not judged (a negative grade in the qrels) is assumed relevant in the proportion
 * the judged ones are, and a judged one counts as what it was judged. With every pooled document judged, infAP is AP.
 */
public final class InferredAveragePrecision implements CaseMetric {
    /** trec_eval's {@code INFAP_EPSILON}, which keeps the estimate defined before any judged document. */
    private static final double EPSILON = .00001;

    @Override
    public double score(RankedResult result) {
        long relevantSoFar = 0;
        long nonRelevantSoFar = 0;
        long pooledSoFar = 0;
        double infAp = 0.0;
        for (int j = 0; j < result.size(); j++) {
            Judgment judgment = result.judgmentAt(j);
            if (judgment == Judgment.NOT_IN_POOL) {
                continue;
            }
            if (judgment == Judgment.IN_POOL_UNJUDGED) {
                pooledSoFar++;
                continue;
            }
            if (!result.isRelevantAt(j)) {
                nonRelevantSoFar++;
                continue;
            }
            relevantSoFar++;
            if (j == 0) {
                infAp += 1.0;
            } else {
                // trec_eval's expression, operand for operand, so that it rounds as trec_eval's does.
                double fj = j;
                infAp += 1.0 / (fj + 1.0)
                        + (fj / (fj + 1.0))
                        * ((relevantSoFar - 1 + nonRelevantSoFar + pooledSoFar) / fj)
                        * ((relevantSoFar - 1 + EPSILON) / (relevantSoFar - 1 + nonRelevantSoFar + 2 * EPSILON));
            }
        }
        int relevant = result.relevantCount();
        return relevant > 0 ? infAp / relevant : infAp;
    }
}
