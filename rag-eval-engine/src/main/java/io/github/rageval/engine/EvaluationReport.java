package io.github.rageval.engine;

import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Summary;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of one evaluation: per-query results, the summary, and the gate's verdict.
 *
 * @param source where the ranked lists came from
 * @param relevanceLevel the least grade that counted as relevant
 * @param cases per-query results, in judgment order: the queries the means are over
 * @param summary means over the cases
 * @param thresholds the gate's thresholds, in metric order
 * @param violations the thresholds not met, in metric order
 * @param warnings what the user should know but did not stop the evaluation (a run's mismatched queries)
 * @param explanations explanations of the queries chosen by the settings, in case order (built-in retriever only)
 */
public record EvaluationReport(ResultSource source, int relevanceLevel, List<CaseResult> cases, Summary summary,
                               List<Threshold> thresholds, List<Violation> violations, List<String> warnings,
                               List<QueryExplanation> explanations) {
    public EvaluationReport {
        cases = List.copyOf(cases);
        thresholds = List.copyOf(thresholds);
        violations = List.copyOf(violations);
        warnings = List.copyOf(warnings);
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

    /** The number of terms the built-in retriever fitted; 0 when the results came from a run file. */
    public int vocabularySize() {
        return source instanceof ResultSource.Retriever retriever ? retriever.vocabularySize() : 0;
    }
}
