package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.MachineGradeCorrection;
import io.github.rageval.engine.stats.ConfidenceInterval;

/**
 * report.json's {@code machine_grades}, written when a machine's grades are counted for some query: {@code {"judge",
 * "queries", "machine_graded", "graded_both_ways", "level", "metrics": {metric: {"counted", "corrected",
 * "standard_error", "low", "high"}}}}, or, when the correction could not be estimated, {@code "unavailable"}: why.
 * Written for people and tools reading the report; a re-gated report does not read it back (its cases no longer
 * hold the rankings the correction rescored).
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
}
