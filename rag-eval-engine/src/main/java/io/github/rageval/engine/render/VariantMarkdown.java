package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.VariantComparison;
import io.github.rageval.engine.format.Escape;
import java.util.List;

/**
 * report.md's section on the variants, saying what the console says: one table (each variant's means with their
 * intervals, the best per metric in bold, and the verdict each would get), then each variant against the gate
 * variant in one line, its flipped queries folded away. report.md is also GitHub's job summary, so it stays short.
 */
final class VariantMarkdown {
    private VariantMarkdown() {
    }

    /** Appends the section when the check compared variants; nothing otherwise. */
    static void section(StringBuilder out, ReportView view) {
        VariantComparison comparison = view.variants();
        if (comparison == null) {
            return;
        }
        out.append("\n### Variants\n\n").append(Escape.markdown(VariantText.intro(comparison))).append("\n\n");
        table(out, comparison);
        out.append("\nBest: ").append(Escape.markdown(VariantText.bestList(comparison))).append(".\n");
        List<String> latencies = VariantText.latencies(comparison);
        if (!latencies.isEmpty()) {
            out.append("\nLatency per variant (varies from run to run): ")
                    .append(Escape.markdown(String.join("; ", latencies))).append(".\n");
        }
        VariantText.holes(comparison).forEach(line -> out.append("\nHoles in ").append(Escape.markdown(line))
                .append(".\n"));
        for (VariantComparison.Contrast contrast : comparison.contrasts()) {
            contrast(out, comparison, contrast, view.k(), view.limits().queries());
        }
    }

    private static void table(StringBuilder out, VariantComparison comparison) {
        out.append("| variant | retriever |");
        comparison.shown().forEach(key -> out.append(' ').append(Escape.markdown(key)).append(" |"));
        boolean unjudged = comparison.showsUnjudged();
        if (unjudged) {
            out.append(' ').append(Escape.markdown(VariantText.unjudgedHeading(comparison))).append(" |");
        }
        out.append(" verdict |\n|---|---|").append("---:|".repeat(comparison.shown().size() + (unjudged ? 1 : 0)))
                .append("---|\n");
        for (VariantComparison.Row row : comparison.variants()) {
            out.append("| ").append(Escape.markdown(row.name())).append(row.gate() ? " (gate)" : "").append(" | ")
                    .append(Escape.markdown(row.retriever())).append(" |");
            for (String key : comparison.shown()) {
                String mean = VariantText.mean(row.intervals().get(key));
                out.append(' ').append(VariantText.best(comparison, key, row) ? "**" + mean + "**" : mean).append(" |");
            }
            if (unjudged) {
                out.append(' ').append(VariantText.unjudged(row)).append(" |");
            }
            out.append(' ').append(VariantText.verdict(row)).append(row.passed() ? " ✅" : " ❌").append(" |\n");
        }
    }

    /**
     * {@code **words2** against **words4** (paired randomization test, alpha 0.05): mean_recall +0.15 (p = 0.500), ...},
     * each significant change in bold, then the flipped queries in a folded table.
     */
    private static void contrast(StringBuilder out, VariantComparison comparison, VariantComparison.Contrast contrast,
                                 int k, int limit) {
        out.append("\n**").append(Escape.markdown(contrast.variant())).append("** against **")
                .append(Escape.markdown(comparison.gate())).append("** (")
                .append(VariantText.testAndAlpha(comparison)).append("): ");
        String separator = "";
        for (var test : contrast.tests().entrySet()) {
            String text = Escape.markdown(VariantText.test(comparison, test.getKey(), test.getValue()));
            out.append(separator).append(VariantText.significant(comparison, test.getValue()) ? "**" + text + "**" : text);
            separator = ", ";
        }
        out.append(".\n");
        for (String note : VariantText.holeNotes(contrast)) {
            out.append("\nNote on ").append(Escape.markdown(note)).append(".\n");
        }
        if (contrast.flips().isEmpty()) {
            out.append(VariantText.noFlips(k)).append('\n');
            return;
        }
        out.append("\n<details><summary>").append(Escape.markdown(VariantText.flipsHeading(comparison, contrast, k)))
                .append("</summary>\n\n| # | query | hit by |\n|---:|---|---|\n");
        for (VariantComparison.Flip flip : VariantText.listedFlips(contrast, limit)) {
            out.append("| ").append(flip.caseIndex() + 1).append(" | ").append(Escape.markdown(flip.query()))
                    .append(" | ").append(Escape.markdown(VariantText.hitBy(comparison, contrast, flip)))
                    .append(" |\n");
        }
        if (VariantText.flipsLeftOut(contrast, limit) != null) {
            out.append('\n').append(VariantText.flipsLeftOut(contrast, limit)).append('\n');
        }
        out.append("\n</details>\n");
    }
}
