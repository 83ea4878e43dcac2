package io.github.rageval.junit;

import io.github.rageval.engine.analysis.Analysis;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a gate that passed found: its metrics and the reports it wrote, for a test that asserts more.
 *
 * @param metrics the summary's values by the names report.json gives them ({@code mrr}, {@code ndcg@10}), in the
 *     report's order
 * @param reports the report files written, report.json first
 * @param analysis everything the reports were written from (the evaluation, the intervals, the baseline comparison)
 */
public record GateResult(Map<String, Double> metrics, List<Path> reports, Analysis analysis) {
    public GateResult {
        metrics = Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
        reports = List.copyOf(reports);
    }

    /**
     * One metric's value.
     *
     * @throws IllegalArgumentException when the gate did not compute it, with the names it did
     */
    public double metric(String name) {
        Double value = metrics.get(name);
        if (value == null) {
            throw new IllegalArgumentException("the gate computed no " + name + "; it computed "
                    + String.join(", ", analysis.values().summary().keySet()) + " (a metric at another cutoff needs"
                    + " setting(\"cutoffs\", ...))");
        }
        return value;
    }
}
