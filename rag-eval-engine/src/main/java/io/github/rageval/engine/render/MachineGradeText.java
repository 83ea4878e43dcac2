package io.github.rageval.engine.render;

import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.MachineGradeCorrection;
import io.github.rageval.engine.format.PythonFormat;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.stats.ConfidenceInterval;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The correction for a machine judge's errors in one sentence, as the console, report.md and report.html give it:
 * {@code umbrela:qwen3:8b's grades are counted for 40 of 120 queries; corrected for its errors, measured on 12 queries
 * graded both by people and by it (prediction-powered inference, 95% interval): ndcg@10 0.6412 to 0.5987 [0.5512,
 * 0.6462]; every metric's is in report.json}. The metrics said are those the thresholds hold, else the first four.
 */
public final class MachineGradeText {
    /** How many metrics the sentence gives when no threshold names one. */
    private static final int UNGATED_SHOWN = 4;

    private MachineGradeText() {
    }

    /** The sentence, without a final period; null when no machine's grade is counted. */
    public static String of(EvaluationReport report) {
        MachineGradeCorrection correction = report.machineGrades();
        if (correction == null) {
            return null;
        }
        String counted = correction.counted();
        if (correction.unavailable() != null) {
            // Why is a warning of its own (MachineGradeSensitivity): said once.
            return counted + ", not corrected for its errors (the warnings say why)";
        }
        List<String> said = new ArrayList<>();
        for (Metric metric : shown(report, correction)) {
            ConfidenceInterval interval = correction.interval(metric);
            said.add(metric.key() + " " + four(report.summary().value(metric)) + " to " + four(interval.value())
                    + " [" + four(interval.low()) + ", " + four(interval.high()) + "]");
        }
        return counted + "; corrected for its errors, measured on " + correction.gradedBothWays() + " queries graded"
                + " both by people and by it (prediction-powered inference, 95% interval): " + String.join(", ", said)
                + "; every metric's is in report.json";
    }

    /**
     * The sentence for a report whose summary table has the column {@link MetricRow#CORRECTED}: what the column is,
     * without its values; null when no machine's grade is counted.
     */
    public static String forTables(EvaluationReport report) {
        MachineGradeCorrection correction = report.machineGrades();
        if (correction == null || correction.unavailable() != null) {
            return of(report);
        }
        return correction.counted() + "; the summary table's column \"" + MetricRow.CORRECTED + "\" gives"
                + " each mean corrected for its errors, measured on " + correction.gradedBothWays() + " queries graded"
                + " both by people and by it, with its 95% interval (prediction-powered inference)";
    }

    private static List<Metric> shown(EvaluationReport report, MachineGradeCorrection correction) {
        Set<Metric> gated = new LinkedHashSet<>();
        for (Threshold threshold : report.thresholds()) {
            if (correction.estimates().containsKey(threshold.metric())) {
                gated.add(threshold.metric());
            }
        }
        if (!gated.isEmpty()) {
            return List.copyOf(gated);
        }
        return correction.estimates().keySet().stream().limit(UNGATED_SHOWN).toList();
    }

    private static String four(double value) {
        return PythonFormat.decimals(value, 4);
    }
}
