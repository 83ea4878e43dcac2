package io.github.rageval.engine.report;

import io.github.rageval.engine.EvaluationReport;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.retrieval.ScoredDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The human-readable report, laid out as the specification printed it: the vocabulary size, a block per query
 * ({@code [HIT ]} or {@code [MISS]}, retrieved and relevant ids, the per-query numbers, and the explanation when
 * the query has one), the summary, then the gate's verdict. Returned as lines so the caller decides where they go (a build log, a terminal).
 */
public final class ConsoleReport {
    private static final String INDENT = "       ";

    private ConsoleReport() {
    }

    public static List<String> lines(EvaluationReport report, ShowQueries show) {
        List<String> lines = new ArrayList<>();
        lines.add("Vocabulary size: " + report.vocabularySize());
        int k = report.k();
        for (int i = 0; i < report.cases().size(); i++) {
            CaseResult result = report.cases().get(i);
            if (show == ShowQueries.ALL || (show == ShowQueries.MISSES && !result.hit())) {
                lines.add("");
                lines.addAll(caseBlock(result, k));
                report.explanation(i).ifPresent(explanation -> lines.addAll(ExplanationLines.of(explanation)));
            }
        }
        lines.add("");
        lines.add("SUMMARY: " + summary(report));
        lines.addAll(verdict(report));
        return lines;
    }

    static List<String> caseBlock(CaseResult result, int k) {
        List<String> ids = result.retrieved().stream().map(ScoredDocument::docId).collect(Collectors.toList());
        return List.of(
                (result.hit() ? "[HIT ] " : "[MISS] ") + result.query(),
                INDENT + "retrieved=" + PythonFormat.listRepr(ids),
                INDENT + "relevant =" + PythonFormat.listRepr(result.relevantDocIds()),
                INDENT + "precision@" + k + "=" + PythonFormat.twoDecimals(result.precision())
                        + "  recall@" + k + "=" + PythonFormat.twoDecimals(result.recall())
                        + "  reciprocal_rank=" + PythonFormat.twoDecimals(result.reciprocalRank()));
    }

    /** The summary as the specification's Python dict: {'k': 3, 'mean_precision': 0.5166666666666666, ...}. */
    static String summary(EvaluationReport report) {
        StringBuilder out = new StringBuilder("{'k': ").append(report.k());
        for (SummaryMetric metric : SummaryMetric.values()) {
            out.append(", '").append(metric.key()).append("': ")
                    .append(PythonFormat.floatRepr(report.summary().value(metric)));
        }
        return out.append('}').toString();
    }

    private static List<String> verdict(EvaluationReport report) {
        if (report.thresholds().isEmpty()) {
            return List.of("GATE: no thresholds configured; nothing to enforce.");
        }
        if (report.passed()) {
            String met = report.thresholds().stream().map(t -> met(report, t)).collect(Collectors.joining(", "));
            return List.of("GATE PASSED: " + met);
        }
        List<String> lines = new ArrayList<>();
        lines.add("GATE FAILED: " + report.violations().size() + " of " + report.thresholds().size()
                + " thresholds not met");
        for (Violation violation : report.violations()) {
            lines.add("  " + violation.message());
        }
        return lines;
    }

    private static String met(EvaluationReport report, Threshold threshold) {
        return threshold.metric().label() + " " + PythonFormat.twoDecimals(report.summary().value(threshold.metric()))
                + " >= " + threshold.asWritten();
    }
}
