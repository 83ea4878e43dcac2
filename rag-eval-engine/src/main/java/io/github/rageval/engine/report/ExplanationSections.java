package io.github.rageval.engine.report;

import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.explain.QueryExplanation;
import java.util.List;

/**
 * The explanations as sections of report.md and report.html: per explained query its label and the same lines
 * the console prints under it (dropped words, then each document's rank, score and term contributions).
 */
final class ExplanationSections {
    private static final String TITLE = "Why queries missed";
    private static final String TITLE_ALL = "Why queries ranked as they did";

    private ExplanationSections() {
    }

    static void markdown(StringBuilder out, EvaluationReport report) {
        if (report.explanations().isEmpty()) {
            return;
        }
        out.append("\n### ").append(title(report)).append("\n");
        for (QueryExplanation explanation : report.explanations()) {
            out.append("\n**").append(Escape.markdown(label(report, explanation))).append("**\n\n");
            lines(explanation).forEach(line -> out.append("- ").append(Escape.markdown(line)).append('\n'));
        }
    }

    static void html(StringBuilder out, EvaluationReport report) {
        if (report.explanations().isEmpty()) {
            return;
        }
        out.append("<h2>").append(title(report)).append("</h2>\n");
        for (QueryExplanation explanation : report.explanations()) {
            out.append("<details open><summary>").append(Escape.html(label(report, explanation)))
                    .append("</summary>\n<pre>");
            lines(explanation).forEach(line -> out.append(Escape.html(line)).append('\n'));
            out.append("</pre></details>\n");
        }
    }

    private static String title(EvaluationReport report) {
        boolean onlyMisses = report.explanations().stream()
                .noneMatch(e -> report.cases().get(e.caseIndex()).hit());
        return onlyMisses ? TITLE : TITLE_ALL;
    }

    private static String label(EvaluationReport report, QueryExplanation explanation) {
        return report.cases().get(explanation.caseIndex()).golden().label();
    }

    /** The console's lines without their indentation. */
    private static List<String> lines(QueryExplanation explanation) {
        return ExplanationLines.of(explanation).stream().map(String::strip).toList();
    }
}
