package io.github.rageval.engine.metrics;

/**
 * Relevant among the returned top k, divided by the number returned (not by k); 0 when nothing is returned.
 * Dividing by what came back is the specification's definition: a retriever that returns fewer documents can
 * gain precision while it loses recall, which is exactly the regression the gate must see through.
 */
public final class Precision implements CaseMetric {
    @Override
    public double score(RankedResult result) {
        int returned = result.retrieved().size();
        return returned == 0 ? 0.0 : (double) result.relevantRetrieved() / returned;
    }
}
