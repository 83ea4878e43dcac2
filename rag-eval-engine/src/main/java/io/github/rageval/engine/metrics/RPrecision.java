package io.github.rageval.engine.metrics;

/**
 * trec_eval's {@code Rprec}: precision after R documents, R-prec = (relevant among the first R returned) / R, where
 * R is the number of relevant judged documents; 0 when R = 0. At rank R precision equals recall, so the value does
 * not depend on a chosen cutoff.
 */
public final class RPrecision implements CaseMetric {
    @Override
    public double score(RankedResult result) {
        int relevant = result.relevantCount();
        return relevant == 0 ? 0.0 : (double) result.relevantInTop(relevant) / relevant;
    }
}
