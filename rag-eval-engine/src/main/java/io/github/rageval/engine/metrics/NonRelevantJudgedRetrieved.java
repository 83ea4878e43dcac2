package io.github.rageval.engine.metrics;

/**
 * How many returned documents are judged and not relevant, trec_eval's {@code num_nonrel_judged_ret}
 * ({@code m_num_nonrel_judged_ret.c}): the documents graded from 0 up to below the relevance level, that is the
 * returned ones less those not in the pool, those in the pool but not judged (negative grade) and the relevant ones.
 * A count, not a share: it says how much of a ranking the judgments could hold against it.
 *
 * <p>trec_eval's summary line for it is the sum over queries; this engine's summary of every metric is the mean over
 * queries, so its summary is trec_eval's divided by the number of queries. The value per query is trec_eval's.
 */
public final class NonRelevantJudgedRetrieved implements CaseMetric {
    @Override
    public double score(RankedResult result) {
        int count = 0;
        for (int i = 0; i < result.size(); i++) {
            if (result.judgmentAt(i).judged() && !result.isRelevantAt(i)) {
                count++;
            }
        }
        return count;
    }
}
