package io.github.rageval.engine;

import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.retrieval.TfidfOptions;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of one evaluation: per-query results, the summary, and the gate's verdict.
 *
 * @param tfidf the retriever settings evaluated
 * @param documents the number of documents in the corpus
 * @param vocabularySize the number of terms the retriever fitted
 * @param cases per-query results, in golden dataset order
 * @param summary means over the cases
 * @param thresholds the gate's thresholds, in metric order
 * @param violations the thresholds not met, in metric order
 * @param explanations explanations of the queries chosen by the settings, in case order
 */
public record EvaluationReport(TfidfOptions tfidf, int documents, int vocabularySize, List<CaseResult> cases,
                               Summary summary, List<Threshold> thresholds, List<Violation> violations,
                               List<QueryExplanation> explanations) {
    public EvaluationReport {
        cases = List.copyOf(cases);
        thresholds = List.copyOf(thresholds);
        violations = List.copyOf(violations);
        explanations = List.copyOf(explanations);
    }

    /** The explanation of the case at this index, when it has one. */
    public Optional<QueryExplanation> explanation(int caseIndex) {
        return explanations.stream().filter(e -> e.caseIndex() == caseIndex).findFirst();
    }

    public boolean passed() {
        return violations.isEmpty();
    }

    public int k() {
        return summary.k();
    }
}
