package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.MachineGradeCorrection;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.stats.ConfidenceInterval;
import io.github.rageval.engine.stats.PredictionPoweredMean;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * report.json's {@code machine_grades}, written when a machine's grades are counted for some query: {@code {"judge",
 * "queries", "machine_graded", "graded_both_ways", "level", "metrics": {metric: {"counted", "corrected",
 * "standard_error", "low", "high"}}}}, or, when the correction could not be estimated, {@code "unavailable"}: why.
 * Read back with the report to re-gate it, as written: the correction rescored whole rankings, which report.json
 * does not keep, and re-gating changes the rules, not the values.
 */
final class MachineGradesJson {
    private MachineGradesJson() {
    }

    /** Adds {@code machine_grades} to a report's node when a machine's grades are counted. */
    static void write(EvaluationReport report, ObjectNode node) {
        MachineGradeCorrection correction = report.machineGrades();
        if (correction == null) {
            return;
        }
        ObjectNode out = node.putObject("machine_grades");
        out.put("judge", correction.judge());
        out.put("queries", correction.queries());
        out.put("machine_graded", correction.machineGraded());
        out.put("graded_both_ways", correction.gradedBothWays());
        if (correction.unavailable() != null) {
            out.put("unavailable", correction.unavailable());
            return;
        }
        out.put("level", 1 - MachineGradeCorrection.ALPHA);
        ObjectNode metrics = out.putObject("metrics");
        correction.estimates().forEach((metric, estimate) -> {
            ConfidenceInterval interval = correction.interval(metric);
            ObjectNode values = metrics.putObject(metric.key());
            values.put("counted", report.summary().value(metric));
            values.put("corrected", estimate.estimate());
            values.put("standard_error", estimate.standardError());
            values.put("low", interval.low());
            values.put("high", interval.high());
        });
    }

    /**
     * The correction as written; null when the report has none.
     *
     * @param metrics the metrics the report summarises: a corrected one must be among them
     * @param queries the report's cases: the correction must be over as many
     */
    static MachineGradeCorrection read(JsonNode root, List<Metric> metrics, int queries, ReadBackValues values)
            throws InputException {
        if (!root.has("machine_grades")) {
            return null;
        }
        String place = "machine_grades";
        JsonNode node = values.object(root.get(place), place);
        String judge = values.text(node, "judge", place);
        int over = values.integerAtLeast(node, "queries", place, 1);
        if (over != queries) {
            throw values.problem("\"" + place + ".queries\" is " + over + ", but the report has " + queries
                    + " cases");
        }
        int machineGraded = values.integerAtLeast(node, "machine_graded", place, 1);
        int bothWays = values.integerAtLeast(node, "graded_both_ways", place, 0);
        if (node.has("unavailable")) {
            return new MachineGradeCorrection(judge, queries, machineGraded, bothWays, Map.of(),
                    values.text(node, "unavailable", place));
        }
        JsonNode written = values.object(node.get("metrics"), place + ".metrics");
        Map<Metric, PredictionPoweredMean> estimates = new LinkedHashMap<>();
        for (Metric metric : metrics) {
            JsonNode estimate = written.get(metric.key());
            if (estimate != null) {
                String where = place + ".metrics." + metric.key();
                values.object(estimate, where);
                estimates.put(metric, new PredictionPoweredMean(values.number(estimate, "corrected", where),
                        values.number(estimate, "standard_error", where), bothWays, queries));
            }
        }
        if (estimates.size() != written.size()) {
            throw values.problem("\"" + place + ".metrics\" holds a metric \"summary\" does not hold");
        }
        return new MachineGradeCorrection(judge, queries, machineGraded, bothWays, estimates, null);
    }
}
