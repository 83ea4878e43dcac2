package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.format.Sentences;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The diagnostics as the console says them. Advice that cannot change the verdict and comes once per metric (the
 * golden set too small for a margin, a slack threshold, the precision trap) is one line per kind, naming the metrics
 * and where the whole text is: a failed build printed three paragraphs of "golden set too small" around its failure.
 * What bears on the verdict or asks for a setting (a verdict the holes or tie order could flip, a baseline not
 * compared, a drop rule without a baseline), what names its own subject (a tag too small, a variant's unjudged
 * share), and the kinds this does not know stay whole.
 */
public final class DiagnosticLines {
    /** Where the whole text of a folded diagnostic is, said on its line. */
    public static final String WHOLE_TEXT = "the whole text is in " + MarkdownReport.FILE_NAME + " and "
            + HtmlReport.FILE_NAME;
    /** The kinds said in one line: advice that does not change the verdict. */
    static final Set<String> ADVISORY = Set.of("small_golden_set", "slack_threshold", "precision_trap");

    private DiagnosticLines() {
    }

    /** Whether the console says this diagnostic in one line with others of its kind, the reports in whole. */
    public static boolean advisory(Diagnostic diagnostic) {
        return ADVISORY.contains(diagnostic.kind());
    }

    /**
     * The diagnostics in order, each advisory kind once where it first comes: {@code golden set too small for the
     * margin: mean_recall, mrr and hit_rate (the whole text is in report.md and report.html)}.
     */
    public static List<String> of(List<Diagnostic> diagnostics) {
        return groups(diagnostics).stream().map(group -> advisory(group.get(0))
                ? headline(group) + " (" + WHOLE_TEXT + ")" : group.get(0).message()).toList();
    }

    /** The diagnostics in order, each advisory kind gathered where it first comes, every other one alone. */
    static List<List<Diagnostic>> groups(List<Diagnostic> diagnostics) {
        List<List<Diagnostic>> groups = new ArrayList<>();
        for (Diagnostic diagnostic : diagnostics) {
            if (!advisory(diagnostic)) {
                groups.add(List.of(diagnostic));
            } else if (groups.stream().noneMatch(group -> group.get(0).kind().equals(diagnostic.kind()))) {
                groups.add(diagnostics.stream().filter(d -> d.kind().equals(diagnostic.kind())).toList());
            }
        }
        return groups;
    }

    /** A kind in one line: its headline (the first message up to its first colon) and the metrics. */
    static String headline(List<Diagnostic> group) {
        String message = group.get(0).message();
        int colon = message.indexOf(": ");
        String headline = colon < 0 ? group.get(0).kind().replace('_', ' ') : message.substring(0, colon);
        List<String> metrics = group.stream().map(Diagnostic::metric).filter(metric -> metric != null).distinct()
                .toList();
        return headline + (metrics.isEmpty() ? "" : ": " + Sentences.and(metrics));
    }
}
