package io.github.rageval.engine.report;

import io.github.rageval.engine.analysis.VariantComparison;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.stats.BootstrapInterval;
import io.github.rageval.engine.stats.PairedComparison;
import java.util.ArrayList;
import java.util.List;

/**
 * The console's comparison of variants: one table (variant x metric, each mean with its interval, and the verdict
 * each variant would get under the build's rules), the best variant per metric, and each variant against the gate
 * variant: the configured paired test's p-value per compared metric and the queries that flip between them.
 */
public final class VariantConsole {
    private static final String INDENT = "  ";

    private VariantConsole() {
    }

    public static List<ConsoleLine> lines(VariantComparison comparison, ShowQueries show) {
        List<ConsoleLine> lines = new ArrayList<>();
        int queries = comparison.variants().get(0).intervals().values().iterator().next().n();
        lines.add(ConsoleLine.info("VARIANTS: " + comparison.variants().size() + " retrievers on the same " + queries
                + " queries, the gate holds " + comparison.gate() + " (*); means with "
                + Math.round(BootstrapInterval.LEVEL * 100) + "% bootstrap intervals"));
        table(comparison).forEach(row -> lines.add(ConsoleLine.info(row)));
        List<String> best = new ArrayList<>();
        comparison.best().forEach((key, names) -> best.add(key + " " + String.join(" = ", names)));
        lines.add(ConsoleLine.info(INDENT + "best: " + String.join(", ", best)));
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
        header.add("verdict");
        cells.add(header);
        for (VariantComparison.Row row : comparison.variants()) {
            List<String> line = new ArrayList<>(List.of(row.gate() ? "*" : "", row.name(), row.retriever()));
            comparison.shown().forEach(key -> line.add(Decimals.two(row.intervals().get(key).value()) + " "
                    + Decimals.interval(row.intervals().get(key))));
            line.add(row.passed() ? "pass" : "FAIL");
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
        contrast.tests().forEach((key, paired) -> tests.add(key + " " + Decimals.signed(paired.meanDifference())
                + " (" + Decimals.p(paired.pValue(comparison.test())) + significance(comparison, paired) + ")"));
        lines.add(ConsoleLine.info(INDENT + contrast.variant() + " against " + comparison.gate() + ", "
                + comparison.test().label() + ": " + String.join(", ", tests)));
        long onlyVariant = contrast.flips().stream().filter(f -> !f.gateHit()).count();
        long onlyGate = contrast.flips().size() - onlyVariant;
        lines.add(ConsoleLine.info(INDENT + INDENT + "flips: " + onlyVariant + " hit by " + contrast.variant()
                + " only, " + onlyGate + " by " + comparison.gate() + " only"));
        if (show != ShowQueries.NONE) {
            for (VariantComparison.Flip flip : contrast.flips()) {
                lines.add(ConsoleLine.info(INDENT + INDENT + "[" + (flip.gateHit() ? comparison.gate()
                        : contrast.variant()) + " only] " + flip.query()));
            }
        }
        return lines;
    }

    private static String significance(VariantComparison comparison, PairedComparison paired) {
        return paired.pValue(comparison.test()).below(comparison.alpha()) ? ", significant" : "";
    }
}
