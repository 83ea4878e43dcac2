package io.github.rageval.engine.render;

import io.github.rageval.engine.format.Escape;

/**
 * The explanations as sections of report.md and report.html: per explained query its label and the same lines
 * the console prints under it (dropped words, then each document's rank, score and term contributions).
 */
final class ExplanationSections {
    private ExplanationSections() {
    }

    static void markdown(StringBuilder out, ReportView view) {
        if (view.explanations().isEmpty()) {
            return;
        }
        out.append("\n### ").append(view.explanationTitle()).append("\n");
        for (ReportView.ExplainedQuery explained : view.explanations()) {
            out.append("\n**").append(Escape.markdown(explained.label())).append("**\n\n");
            explained.lines().forEach(line -> out.append("- ").append(Escape.markdown(line)).append('\n'));
        }
    }

    static void html(StringBuilder out, ReportView view) {
        if (view.explanations().isEmpty()) {
            return;
        }
        out.append("<h2>").append(view.explanationTitle()).append("</h2>\n");
        for (ReportView.ExplainedQuery explained : view.explanations()) {
            // Folded: the query is the one-line summary, its documents' term contributions open on demand.
            out.append("<details><summary>").append(Escape.html(explained.label()))
                    .append("</summary>\n<pre>");
            explained.lines().forEach(line -> out.append(Escape.html(line)).append('\n'));
            out.append("</pre></details>\n");
        }
    }
}
