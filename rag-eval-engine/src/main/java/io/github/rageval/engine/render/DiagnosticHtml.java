package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.format.Escape;
import java.util.List;

/**
 * report.html's diagnostics: each advisory kind ({@link DiagnosticLines#advisory}) folded into one line that opens on
 * its whole text, where a block of paragraphs stood; the others, and the stale judgments that warn, as they are.
 */
final class DiagnosticHtml {
    private DiagnosticHtml() {
    }

    static void render(StringBuilder out, Analysis analysis) {
        List<String> stale = analysis.staleJudgmentWarnings();
        if (analysis.diagnostics().isEmpty() && stale.isEmpty()) {
            return;
        }
        out.append("<h2>Diagnostics</h2>\n<ul class=\"diagnostics\">\n");
        for (List<Diagnostic> group : DiagnosticLines.groups(analysis.diagnostics())) {
            if (!DiagnosticLines.advisory(group.get(0))) {
                out.append("<li>").append(Escape.html(group.get(0).message())).append("</li>\n");
                continue;
            }
            out.append("<li><details><summary>").append(Escape.html(DiagnosticLines.headline(group)))
                    .append("</summary>\n");
            group.forEach(diagnostic -> out.append("<p>").append(Escape.html(diagnostic.message())).append("</p>\n"));
            out.append("</details></li>\n");
        }
        stale.forEach(line -> out.append("<li>").append(Escape.html(line)).append("</li>\n"));
        out.append("</ul>\n");
    }
}
