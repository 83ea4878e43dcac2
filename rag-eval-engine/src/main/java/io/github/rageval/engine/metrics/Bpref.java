package io.github.rageval.engine.metrics;

/**
 * Binary preference, trec_eval's {@code bpref} ({@code m_bpref.c}; Buckley and Voorhees, "Retrieval Evaluation with
 * Incomplete Information", SIGIR 2004): bpref = (1 / R) * sum over the returned relevant documents r of
 * (1 - min(n_r, R) / min(N, R)), where n_r is the number of judged non-relevant documents returned above r, N the
 * number of judged non-relevant documents (graded 0 up to below the relevance level, returned or not) and R the
 * number of relevant ones; a relevant document with no judged non-relevant one above it adds 1; 0 when R = 0.
 *
 * <p>It reads judged documents only: a document not in the pool or in the pool but not judged (negative grade)
 * neither counts against a relevant one below it nor takes a place, so a ranking is not punished for the documents
 * its judgments never read.
 */
public final class Bpref implements CaseMetric {
    @Override
    public double score(RankedResult result) {
        int relevant = result.relevantCount();
        int judgedNonRelevant = result.judgedNonRelevantCount();
        int nonRelevantSoFar = 0;
        double bpref = 0.0;
        for (int i = 0; i < result.size(); i++) {
            if (!result.judgmentAt(i).judged()) {
                continue;
            }
            if (!result.isRelevantAt(i)) {
                nonRelevantSoFar++;
            } else if (nonRelevantSoFar > 0) {
                // As trec_eval writes it, operand for operand, so that the sum rounds as its does.
                bpref += 1.0 - ((double) Math.min(nonRelevantSoFar, relevant)
                        / (double) Math.min(judgedNonRelevant, relevant));
            } else {
                bpref += 1.0;
            }
        }
        return relevant > 0 ? bpref / relevant : bpref;
    }
}
