package io.github.rageval.engine.metrics;

/**
 * Average precision, trec_eval's {@code map} (whole list) and {@code map_cut} (first c):
 * AP@c = (1 / R) * sum over the ranks r &lt;= c holding a relevant document of P@r, where P@r = (relevant in the
 * first r) / r and R is the number of relevant judged documents; 0 when R = 0. Relevant documents that were not
 * returned contribute 0, so AP rewards both finding them and ranking them early.
 */
public final class AveragePrecision extends CutoffMetric {
    public AveragePrecision(int cutoff) {
        super(cutoff);
    }

    @Override
    public double score(RankedResult result) {
        int relevant = result.relevantCount();
        if (relevant == 0) {
            return 0.0;
        }
        double sum = 0.0;
        int relevantSoFar = 0;
        for (int i = 0; i < read(result); i++) {
            if (result.isRelevantAt(i)) {
                relevantSoFar++;
                sum += (double) relevantSoFar / (i + 1);
            }
        }
        return sum / relevant;
    }
}
