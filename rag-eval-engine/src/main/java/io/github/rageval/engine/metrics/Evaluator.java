package io.github.rageval.engine.metrics;

import io.github.rageval.engine.data.GoldenCase;
import io.github.rageval.engine.retrieval.Retriever;
import java.util.ArrayList;
import java.util.List;

/** Runs every golden query through a retriever and scores the top k of each. */
public final class Evaluator {
    private final int k;

    public Evaluator(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, was " + k);
        }
        this.k = k;
    }

    public List<CaseResult> evaluate(Retriever retriever, List<GoldenCase> cases) {
        List<CaseResult> results = new ArrayList<>(cases.size());
        for (GoldenCase golden : cases) {
            results.add(score(golden, new RankedResult(retriever.retrieve(golden.query(), k),
                    golden.relevantDocIds(), k)));
        }
        return results;
    }

    static CaseResult score(GoldenCase golden, RankedResult result) {
        return new CaseResult(golden.query(), result.retrieved(), golden.relevantDocIds(),
                SummaryMetric.MEAN_PRECISION.perQuery().score(result),
                SummaryMetric.MEAN_RECALL.perQuery().score(result),
                SummaryMetric.MRR.perQuery().score(result),
                SummaryMetric.HIT_RATE.perQuery().score(result) > 0);
    }
}
