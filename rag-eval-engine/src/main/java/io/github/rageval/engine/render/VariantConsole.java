package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.VariantComparison;
import java.util.ArrayList;
import java.util.List;

/**
 * The console's comparison of variants: one table (variant x metric, each mean with its interval, and the verdict
 * each variant would get under the build's rules), the best variant per metric, and each variant against the gate
 * variant: the configured paired test's p-value per compared metric (with a note where the difference may be holes in
 * the judgments) and the queries that flip between them. When some variant has holes in its top k, the table also
 * shows each one's {@code unjudged@k}, and one line names every variant with holes (the reports give each one's
 * ranges).
 */
public final class VariantConsole {
    private static final String INDENT = "  ";

    private VariantConsole() {
    }

    public static List<ConsoleLine> lines(VariantComparison comparison, ShowQueries show) {
        List<ConsoleLine> lines = new ArrayList<>();
        lines.add(ConsoleLine.info("VARIANTS: " + comparison.variants().size() + " retrievers on the same "
                + VariantText.queries(comparison) + " queries, the gate holds " + comparison.gate()
                + " (*); means with " + VariantText.level() + "% bootstrap intervals"));
        table(comparison).forEach(row -> lines.add(ConsoleLine.info(row)));
        lines.add(ConsoleLine.info(INDENT + "best: " + VariantText.bestList(comparison)));
        VariantText.latencies(comparison).forEach(line -> lines.add(ConsoleLine.info(INDENT + "latency " + line)));
        VariantText.holesHeadline(comparison).ifPresent(line -> lines.add(ConsoleLine.info(INDENT + "holes: " + line
                + "; the means if they were relevant, and why they are holes: " + DiagnosticLines.WHOLE_TEXT)));
        for (VariantComparison.Contrast contrast : comparison.contrasts()) {
            lines.addAll(contrast(comparison, contrast, show));
        }
        return lines;
    }

    /** The table's rows, the header first, columns padded to their widest cell. */
    static List<String> table(VariantComparison comparison) {
        List<List<String>> cells = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("", "variant", "retriever"));
        header.addAll(comparison.shown());
        if (comparison.showsUnjudged()) {
            header.add(VariantText.unjudgedHeading(comparison));
        }
        header.add("verdict");
        cells.add(header);
        for (VariantComparison.Row row : comparison.variants()) {
            List<String> line = new ArrayList<>(List.of(row.gate() ? "*" : "", row.name(), row.retriever()));
            comparison.shown().forEach(key -> line.add(VariantText.mean(row.intervals().get(key))));
            if (comparison.showsUnjudged()) {
                line.add(VariantText.unjudged(row));
            }
            line.add(VariantText.verdict(row));
            cells.add(line);
        }
        int[] widths = new int[header.size()];
        for (List<String> line : cells) {
            for (int c = 0; c < line.size(); c++) {
                widths[c] = Math.max(widths[c], line.get(c).length());
            }
        }
        List<String> rows = new ArrayList<>();
        for (List<String> line : cells) {
            StringBuilder text = new StringBuilder(INDENT);
            for (int c = 0; c < line.size(); c++) {
                text.append(line.get(c)).append(" ".repeat(widths[c] - line.get(c).length()));
                if (c < line.size() - 1) {
                    text.append(c == 0 ? " " : "  ");
                }
            }
            rows.add(text.toString().stripTrailing());
        }
        return rows;
    }

    private static List<ConsoleLine> contrast(VariantComparison comparison, VariantComparison.Contrast contrast,
                                              ShowQueries show) {
        List<ConsoleLine> lines = new ArrayList<>();
        List<String> tests = new ArrayList<>();
        contrast.tests().forEach((key, paired) -> tests.add(VariantText.test(comparison, key, paired)));
        lines.add(ConsoleLine.info(INDENT + contrast.variant() + " against " + comparison.gate() + ", "
                + comparison.test().label() + ": " + String.join(", ", tests)));
        VariantText.holeNotes(contrast).forEach(note -> lines.add(ConsoleLine.info(INDENT + INDENT + "note on "
                + note)));
        lines.add(ConsoleLine.info(INDENT + INDENT + "flips: " + VariantText.flipCounts(comparison, contrast)));
        if (show != ShowQueries.NONE) {
            int limit = ReportLimits.DEFAULT.queries();
            for (VariantComparison.Flip flip : VariantText.listedFlips(contrast, limit)) {
                lines.add(ConsoleLine.info(INDENT + INDENT + "[" + VariantText.hitBy(comparison, contrast, flip)
                        + " only] " + flip.query()));
            }
            if (VariantText.flipsLeftOut(contrast, limit) != null) {
                lines.add(ConsoleLine.info(INDENT + INDENT + VariantText.flipsLeftOut(contrast, limit)));
            }
        }
        return lines;
    }
}
