package io.github.rageval.engine;

import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Summary;
import java.util.List;

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
 */
public record EvaluationReport(ResultSource source, int relevanceLevel, List<CaseResult> cases, Summary summary,
                               List<Threshold> thresholds, List<Violation> violations, List<String> warnings) {
    public EvaluationReport {
        cases = List.copyOf(cases);
        thresholds = List.copyOf(thresholds);
        violations = List.copyOf(violations);
        warnings = List.copyOf(warnings);
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
