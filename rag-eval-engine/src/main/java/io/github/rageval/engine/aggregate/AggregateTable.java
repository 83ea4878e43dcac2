package io.github.rageval.engine.aggregate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The aggregate's one table as every renderer shows it (report.md, report.html, the console): a line per module,
 * or per variant, with its verdict in words, so that the three never disagree on what a row says.
 */
public final class AggregateTable {
    private AggregateTable() {
    }

    /**
     * One line of the table.
     *
     * @param module the module's name
     * @param variant the variant, {@code name (gate)} for the gate variant; empty for a module without variants
     * @param retriever the retriever, empty when unknown
     * @param k the cutoff, or null
     * @param queries the queries evaluated, or null
     * @param values metric key to mean (a column the row lacks is absent)
     * @param verdict {@code PASS}, {@code FAIL}, {@code FAIL (warn only)}, {@code would pass}, {@code would fail}
     *     or {@code no report}
     * @param ok whether the verdict is a pass
     */
    public record Line(String module, String variant, String retriever, Integer k, Integer queries,
                       Map<String, Double> values, String verdict, boolean ok) {
    }

    public static List<Line> lines(Aggregate aggregate) {
        List<Line> lines = new ArrayList<>();
        for (ModuleResult module : aggregate.modules()) {
            if (module.status() == ModuleStatus.NO_REPORT) {
                lines.add(new Line(module.name(), "", "", null, null, Map.of(), "no report", false));
            }
            for (ResultRow row : module.rows()) {
                String variant = row.variant() == null ? "" : row.gate() && module.rows().size() > 1
                        ? row.variant() + " (gate)" : row.variant();
                lines.add(new Line(module.name(), variant, row.retriever() == null ? "" : row.retriever(), row.k(),
                        row.queries(), row.summary(), verdict(module, row), row.passed()));
            }
        }
        return lines;
    }

    private static String verdict(ModuleResult module, ResultRow row) {
        if (!row.gate()) {
            return row.passed() ? "would pass" : "would fail";
        }
        if (row.passed()) {
            return "PASS";
        }
        return module.source().failOnViolation() ? "FAIL" : "FAIL (warn only)";
    }
}
