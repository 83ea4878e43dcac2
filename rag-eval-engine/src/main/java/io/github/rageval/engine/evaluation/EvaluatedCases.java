package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.latency.Latencies;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Holes;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.List;
import java.util.Objects;

/**
 * The per-query results of one evaluation, before the summary and the gate, with where the lists came from.
 *
 * @param source the retriever or the run file
 * @param cases the queries the means are over
 * @param warnings mismatches the user chose to be warned about
 * @param explanations explanations of the queries the settings chose (built-in retriever only)
 * @param longer for tie ranges, each case's ranking beyond the depth evaluated (so that a tie across the cutoff is
 *     seen), in case order; empty when not asked for
 * @param depth how many results of each list were evaluated; 0 for all
 * @param latencies each query's wall time around the retriever call, in case order; null when not measured (a run
 *     file) or not reported ({@link io.github.rageval.engine.latency.LatencyMode})
 * @param holes which retrieved documents are holes in the judgments (the setting {@code unlistedDocuments}, resolved)
 */
public record EvaluatedCases(ResultSource source, List<CaseResult> cases, List<String> warnings,
                             List<QueryExplanation> explanations, List<List<ScoredDocument>> longer, int depth,
                             Latencies latencies, Holes holes) {
    public EvaluatedCases {
        Objects.requireNonNull(holes, "holes");
        cases = List.copyOf(cases);
        warnings = List.copyOf(warnings);
        explanations = List.copyOf(explanations);
        longer = List.copyOf(longer);
        if (latencies != null && latencies.size() != cases.size()) {
            throw new IllegalArgumentException(latencies.size() + " latencies for " + cases.size() + " cases");
        }
    }

    /** Cases whose latency was not measured. */
    public EvaluatedCases(ResultSource source, List<CaseResult> cases, List<String> warnings,
                          List<QueryExplanation> explanations, List<List<ScoredDocument>> longer, int depth) {
        this(source, cases, warnings, explanations, longer, depth, null);
    }

    /** Cases held to judgments that declare nothing of their holes: trec_eval's rule. */
    public EvaluatedCases(ResultSource source, List<CaseResult> cases, List<String> warnings,
                          List<QueryExplanation> explanations, List<List<ScoredDocument>> longer, int depth,
                          Latencies latencies) {
        this(source, cases, warnings, explanations, longer, depth, latencies, Holes.TREC_EVAL);
    }

    /** Cases without longer rankings. */
    public EvaluatedCases(ResultSource source, List<CaseResult> cases, List<String> warnings,
                          List<QueryExplanation> explanations) {
        this(source, cases, warnings, explanations, List.of(), 0);
    }

    /** These cases with more warnings after their own. */
    public EvaluatedCases plusWarnings(List<String> more) {
        if (more.isEmpty()) {
            return this;
        }
        List<String> all = new java.util.ArrayList<>(warnings);
        all.addAll(more);
        return new EvaluatedCases(source, cases, all, explanations, longer, depth, latencies, holes);
    }

    /** These cases without their latencies: the build does not report them. */
    public EvaluatedCases withoutLatencies() {
        return latencies == null ? this
                : new EvaluatedCases(source, cases, warnings, explanations, longer, depth, null, holes);
    }

    /** These cases, their holes counted by this rule. */
    public EvaluatedCases withHoles(Holes rule) {
        return new EvaluatedCases(source, cases, warnings, explanations, longer, depth, latencies, rule);
    }
}
