package io.github.rageval.engine;

import io.github.rageval.engine.metrics.CaseResult;
import java.util.List;

/**
 * The per-query results of one evaluation, before the summary and the gate, with where the lists came from.
 *
 * @param source the retriever or the run file
 * @param cases the queries the means are over
 * @param warnings mismatches the user chose to be warned about
 */
record EvaluatedCases(ResultSource source, List<CaseResult> cases, List<String> warnings) {
    EvaluatedCases {
        cases = List.copyOf(cases);
        warnings = List.copyOf(warnings);
    }
}
