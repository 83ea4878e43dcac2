package io.github.rageval.engine.metrics;

/** Relevant among the returned top k, divided by the number of relevant ids; 0 when none are labelled. */
public final class Recall implements CaseMetric {
    @Override
    public double score(RankedResult result) {
        int relevant = result.relevant().size();
        return relevant == 0 ? 0.0 : (double) result.relevantRetrieved() / relevant;
    }
}
