package io.github.rageval.engine.report;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.analysis.VariantComparison;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.baseline.QueryChange;
import io.github.rageval.engine.baseline.RecordedCase;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the report files of one check show, computed once from the analysis and shared by report.md,
 * report.html and the JUnit XML: the verdict, one row per summary metric, one row per query with its change
 * against the baseline, the lists of failures, noise and diagnostics, the flipped queries, and the explanations.
 * Renderers only lay it out; a fact is derived in one place, so the files cannot disagree.
 *
 * @param project the module's name
 * @param analysis the analysis itself, for what only one renderer lays out (the settings of its statistics)
 * @param metrics one row per summary metric, in report order
 * @param queries one row per evaluated query, in golden dataset order
 * @param withinNoise the drops beyond their rule that were not significant; empty without a comparison
 * @param diagnostics what the reader should know, as messages
 * @param flips the queries that went HIT -> MISS or back; empty without a comparison
 * @param explanations the explained queries, in case order
 * @param explanationTitle the heading of the explanations: only misses, or all queries
 * @param ties the metrics' ranges over the orders of tied documents, in one sentence; null when not computed
 */
public record ReportView(String project, Analysis analysis, List<MetricRow> metrics, List<QueryRow> queries,
                         List<String> withinNoise, List<String> diagnostics, List<QueryChange> flips,
                         List<ExplainedQuery> explanations, String explanationTitle, String ties) {

    /**
     * One query as the tables show it.
     *
     * @param index its position in the golden dataset, from 0
     * @param result its evaluated result
     * @param retrievedIds the ids retrieved, best first
     * @param firstRelevantRank the rank of the first relevant document returned, 0 for none
     * @param change its change against the baseline; null when unchanged or without a comparison
     * @param before its result in the baseline; null without a comparison
     */
    public record QueryRow(int index, CaseResult result, List<String> retrievedIds, int firstRelevantRank,
                           QueryChange change, RecordedCase before) {
    }

    /**
     * One explained query.
     *
     * @param label how the query is named
     * @param lines the explanation's lines, as the console prints them without indentation
     */
    public record ExplainedQuery(String label, List<String> lines) {
    }

    public static ReportView of(Analysis analysis, String project) {
        boolean compared = analysis.comparison() != null;
        Map<Integer, QueryChange> changes = new HashMap<>();
        if (compared) {
            analysis.comparison().queries().forEach(change -> changes.put(change.index(), change));
        }
        List<CaseResult> cases = analysis.evaluation().cases();
        List<RecordedCase> current = analysis.current().cases();
        List<QueryRow> queries = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            queries.add(new QueryRow(i, cases.get(i),
                    cases.get(i).retrieved().stream().map(ScoredDocument::docId).toList(),
                    current.get(i).firstRelevantRank(), changes.get(i),
                    compared ? analysis.baseline().cases().get(i) : null));
        }
        List<ExplainedQuery> explanations = new ArrayList<>();
        boolean onlyMisses = true;
        for (QueryExplanation explanation : analysis.evaluation().explanations()) {
            CaseResult result = cases.get(explanation.caseIndex());
            onlyMisses &= !result.hit();
            explanations.add(new ExplainedQuery(result.golden().label(),
                    ExplanationLines.of(explanation).stream().map(String::strip).toList()));
        }
        return new ReportView(project, analysis, MetricRow.of(analysis), queries,
                compared ? analysis.comparison().excused().stream().map(MetricChange::message).toList() : List.of(),
                analysis.diagnostics().stream().map(Diagnostic::message).toList(),
                compared ? analysis.comparison().flips() : List.of(), explanations,
                onlyMisses ? "Why queries missed" : "Why queries ranked as they did",
                analysis.evaluation().tieRanges() == null ? null
                        : ConsoleReport.tieSummary(analysis.evaluation()));
    }

    public boolean passed() {
        return analysis.passed();
    }

    /** Whether the check was compared with a baseline. */
    public boolean compared() {
        return analysis.comparison() != null;
    }

    /** The retrievers compared, when the build compares several; null otherwise. */
    public VariantComparison variants() {
        return analysis.variants();
    }

    public int k() {
        return analysis.evaluation().k();
    }

    /**
     * The latency line report.md and report.html show: the four figures and how many queries, noting that they vary
     * between runs; null when latency is not reported.
     */
    public String latency() {
        return analysis.evaluation().latency().reported() ? analysis.evaluation().latency().summary().describe()
                + "; wall time per retriever call, which varies from run to run" : null;
    }

    /** Every reason the build fails, as messages. */
    public List<String> failures() {
        return analysis.failures();
    }
}
