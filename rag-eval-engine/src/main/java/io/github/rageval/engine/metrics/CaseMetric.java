package io.github.rageval.engine.metrics;

/**
 * A per-query measure of a ranked result, between 0 and 1 but for the count {@code num_nonrel_judged_ret}. Each
 * formula lives in its own class.
 */
public interface CaseMetric {
    /** The cutoff of a metric that reads the whole ranked list. */
    int WHOLE_LIST = Integer.MAX_VALUE;

    double score(RankedResult result);
}
