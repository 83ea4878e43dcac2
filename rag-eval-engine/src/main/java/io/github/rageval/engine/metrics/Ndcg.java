package io.github.rageval.engine.metrics;

/**
 * Normalised discounted cumulative gain, trec_eval's {@code ndcg_cut} (first c) and {@code ndcg} (whole list):
 * nDCG@c = DCG@c / IDCG@c with DCG@c = sum over ranks r = 1..c of gain(r) / log2(r + 1), gain(r) the grade of the
 * document at rank r when positive (0 otherwise, unjudged included), and IDCG@c the same sum over the ideal
 * ranking: every positive judged grade, highest first. 0 when no document has a positive grade.
 *
 * <p>The gains are the grades themselves (not 2^grade - 1) and the ideal comes from the judgments, not from what
 * was returned, exactly as trec_eval computes it; so a grade-2 document counts twice a grade-1 one.
 */
public final class Ndcg extends CutoffMetric {
    private static final double LN_2 = Math.log(2);

    public Ndcg(int cutoff) {
        super(cutoff);
    }

    @Override
    public double score(RankedResult result) {
        double dcg = 0.0;
        for (int i = 0; i < read(result); i++) {
            int gain = result.gradeAt(i);
            if (gain > 0) {
                dcg += gain / discount(i + 1);
            }
        }
        double idealDcg = 0.0;
        for (int i = 0; i < Math.min(cutoff, result.idealLength()); i++) {
            idealDcg += result.idealGain(i) / discount(i + 1);
        }
        return idealDcg > 0 ? dcg / idealDcg : 0.0;
    }

    /** log2(rank + 1). */
    private static double discount(int rank) {
        return Math.log(rank + 1) / LN_2;
    }
}
