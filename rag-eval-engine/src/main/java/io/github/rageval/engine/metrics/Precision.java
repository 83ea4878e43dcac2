package io.github.rageval.engine.metrics;

/**
 * The specification's precision@k: relevant among the first k returned, divided by the number returned (at most
 * k, not k itself); 0 when nothing is returned. Dividing by what came back is the specification's definition: a
 * retriever that returns fewer documents can gain precision while it loses recall, which is exactly the
 * regression the gate must see through. trec_eval's P@k, which divides by k, is {@link PrecisionAtCutoff}.
 */
public final class Precision extends CutoffMetric {
    public Precision(int k) {
        super(k);
    }

    @Override
    public double score(RankedResult result) {
        int returned = read(result);
        return returned == 0 ? 0.0 : (double) result.relevantInTop(cutoff) / returned;
    }
}
