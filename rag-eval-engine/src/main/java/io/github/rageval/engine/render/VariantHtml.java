package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.VariantComparison;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.stats.ConfidenceInterval;
import java.util.List;

/**
 * report.html's section on the variants, saying what report.md says: the table of means with intervals (the best
 * per metric in bold) and verdicts, a grouped bar chart of the same, then each variant against the gate variant and
 * the queries that flip between them.
 */
final class VariantHtml {
    /**
     * The rules the section adds to the page's style, only to pages that have it (a page without variants keeps
     * its bytes): a colour per variant, the gate variant's in the colour the summary chart gives the build's values,
     * the others' far from it and from the thresholds' red.
     */
    static final String STYLE = """
            :root { --variant-1: #2c7a7b; --variant-2: #b7791f; --variant-3: #6b46c1; --variant-4: #97266d;
              --variant-5: #718096; --variant-6: #5f7a1f; }
            .variant-0 { fill: var(--current); } .variant-1 { fill: var(--variant-1); }
            .variant-2 { fill: var(--variant-2); } .variant-3 { fill: var(--variant-3); }
            .variant-4 { fill: var(--variant-4); } .variant-5 { fill: var(--variant-5); }
            .variant-6 { fill: var(--variant-6); }
            svg rect.gate { stroke: var(--ink); stroke-width: 2; }
            table.variants tr.gate td { background: #f4f6f8; }
            p.contrast { margin: 16px 0 4px; }
            """;

    /** The colours besides the gate variant's, taken in configuration order and again from the first when used up. */
    private static final int COLOURS = 6;

    private VariantHtml() {
    }

    /** The CSS class of a variant's colour: {@code variant-0} for the gate's, the others' in configuration order. */
    static String colour(VariantComparison comparison, VariantComparison.Row row) {
        if (row.gate()) {
            return "variant-0";
        }
        List<VariantComparison.Row> before = comparison.variants().subList(0, comparison.variants().indexOf(row));
        long others = before.stream().filter(r -> !r.gate()).count();
        return "variant-" + (others % COLOURS + 1);
    }

    /** Appends the section when the check compared variants; nothing otherwise. */
    static void section(StringBuilder out, ReportView view) {
        VariantComparison comparison = view.variants();
        if (comparison == null) {
            return;
        }
        out.append("<h2>Variants</h2>\n<p class=\"note\">").append(Escape.html(VariantText.intro(comparison)))
                .append("</p>\n");
        table(out, comparison);
        out.append("<p>Best: ").append(Escape.html(VariantText.bestList(comparison))).append(".</p>\n");
        List<String> latencies = VariantText.latencies(comparison);
        if (!latencies.isEmpty()) {
            out.append("<p class=\"note\">Latency per variant (varies from run to run): ")
                    .append(Escape.html(String.join("; ", latencies))).append(".</p>\n");
        }
        VariantChart.render(out, comparison, view.metrics());
        VariantText.holesHeadline(comparison).ifPresent(headline -> {
            // One line that opens on each variant's paragraph, where the paragraphs stood one under the other.
            out.append("<details class=\"note\"><summary>Holes: ").append(Escape.html(headline))
                    .append("</summary>\n");
            VariantText.holes(comparison).forEach(line -> out.append("<p>Holes in ").append(Escape.html(line))
                    .append(".</p>\n"));
            out.append("</details>\n");
        });
        for (VariantComparison.Contrast contrast : comparison.contrasts()) {
            contrast(out, comparison, contrast, view.k(), view.limits().queries());
        }
    }

    private static void table(StringBuilder out, VariantComparison comparison) {
        out.append("<div class=\"scroll\">\n<table class=\"variants\">\n<thead><tr><th>variant</th><th>retriever</th>");
        comparison.shown().forEach(key -> out.append("<th class=\"num\">").append(Escape.html(key)).append("</th>"));
        if (comparison.showsUnjudged()) {
            out.append("<th class=\"num\">").append(Escape.html(VariantText.unjudgedHeading(comparison)))
                    .append("</th>");
        }
        out.append("<th>verdict</th></tr></thead>\n<tbody>\n");
        for (VariantComparison.Row row : comparison.variants()) {
            out.append(row.gate() ? "<tr class=\"gate\">" : "<tr>").append("<td>").append(Escape.html(row.name()))
                    .append(row.gate() ? " (gate)" : "").append("</td><td>").append(Escape.html(row.retriever()))
                    .append("</td>");
            for (String key : comparison.shown()) {
                ConfidenceInterval interval = row.intervals().get(key);
                // In a narrow window the interval wraps under the mean, so that the table fits; never inside itself.
                String mean = Decimals.two(interval.value()) + " <span class=\"nowrap\">"
                        + Decimals.interval(interval) + "</span>";
                out.append("<td class=\"num\">")
                        .append(VariantText.best(comparison, key, row) ? "<strong>" + mean + "</strong>" : mean)
                        .append("</td>");
            }
            if (comparison.showsUnjudged()) {
                out.append("<td class=\"num\">").append(VariantText.unjudged(row)).append("</td>");
            }
            out.append("<td class=\"").append(row.passed() ? "ok" : "bad").append("\">")
                    .append(VariantText.verdict(row)).append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n</div>\n");
    }

    private static void contrast(StringBuilder out, VariantComparison comparison, VariantComparison.Contrast contrast,
                                 int k, int limit) {
        out.append("<p class=\"contrast\"><strong>").append(Escape.html(contrast.variant()))
                .append("</strong> against <strong>").append(Escape.html(comparison.gate())).append("</strong> (")
                .append(Escape.html(VariantText.testAndAlpha(comparison))).append("): ");
        String separator = "";
        for (var test : contrast.tests().entrySet()) {
            String text = Escape.html(VariantText.test(comparison, test.getKey(), test.getValue()));
            out.append(separator).append(VariantText.significant(comparison, test.getValue())
                    ? "<strong>" + text + "</strong>" : text);
            separator = ", ";
        }
        out.append(".</p>\n");
        for (String note : VariantText.holeNotes(contrast)) {
            out.append("<p class=\"note\">Note on ").append(Escape.html(note)).append(".</p>\n");
        }
        if (contrast.flips().isEmpty()) {
            out.append("<p class=\"note\">").append(Escape.html(VariantText.noFlips(k))).append("</p>\n");
            return;
        }
        out.append("<details open><summary>").append(Escape.html(VariantText.flipsHeading(comparison, contrast, k)))
                .append("</summary>\n<table data-flips-of=\"").append(Escape.html(contrast.variant()))
                .append("\">\n<thead><tr><th class=\"num\">#</th><th>query</th><th>hit by</th>")
                .append("</tr></thead>\n<tbody>\n");
        for (VariantComparison.Flip flip : VariantText.listedFlips(contrast, limit)) {
            out.append("<tr><td class=\"num\">").append(flip.caseIndex() + 1).append("</td><td>")
                    .append(Escape.html(flip.query())).append("</td><td>")
                    .append(Escape.html(VariantText.hitBy(comparison, contrast, flip))).append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n");
        if (VariantText.flipsLeftOut(contrast, limit) != null) {
            out.append("<p class=\"note\">").append(Escape.html(VariantText.flipsLeftOut(contrast, limit)))
                    .append("</p>\n");
        }
        out.append("</details>\n");
    }
}
