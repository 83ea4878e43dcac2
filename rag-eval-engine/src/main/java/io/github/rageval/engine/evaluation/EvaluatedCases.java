package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.metrics.CaseResult;
import java.util.List;

/**
 * The per-query results of one evaluation, before the summary and the gate, with where the lists came from.
 *
 * @param source the retriever or the run file
 * @param cases the queries the means are over
 * @param warnings mismatches the user chose to be warned about
 * @param explanations explanations of the queries the settings chose (built-in retriever only)
 */
public record EvaluatedCases(ResultSource source, List<CaseResult> cases, List<String> warnings,
                      List<QueryExplanation> explanations) {
    public EvaluatedCases {
        cases = List.copyOf(cases);
        warnings = List.copyOf(warnings);
        explanations = List.copyOf(explanations);
    }
}
