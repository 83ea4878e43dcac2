package io.github.rageval.engine.analysis;

import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.MachineGradeCorrection;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import io.github.rageval.engine.stats.ConfidenceInterval;
import java.util.ArrayList;
import java.util.List;

/**
 * Verdicts that hang on a machine judge's errors: a threshold met by the metric as counted (a machine's grades among
 * the judgments) and not by the metric corrected for the judge's errors ({@link MachineGradeCorrection}), or the
 * other way round; and a correction that could not be estimated. The warning gives both values and the corrected
 * one's interval; it does not change the verdict, which stays the counted one, since the correction rests on an
 * assumption (the queries graded both ways stand for the machine-graded ones) the team has to weigh.
 */
public final class MachineGradeSensitivity {
    private MachineGradeSensitivity() {
    }

    /** The thresholds over all queries whose verdict the correction would flip, and why there is none when not. */
    public static List<Diagnostic> thresholds(EvaluationReport report, SettingWords words) {
        MachineGradeCorrection correction = report.machineGrades();
        List<Diagnostic> diagnostics = new ArrayList<>();
        if (correction == null) {
            return diagnostics;
        }
        String counted = correction.counted();
        if (correction.unavailable() != null) {
            diagnostics.add(new Diagnostic("machine_grades_uncorrected", null, counted + ", and its errors cannot be"
                    + " corrected for: " + correction.unavailable()));
            return diagnostics;
        }
        for (Threshold threshold : report.thresholds()) {
            ConfidenceInterval corrected = correction.interval(threshold.metric());
            if (corrected == null) {
                continue;
            }
            double value = report.summary().value(threshold.metric());
            boolean met = threshold.isMetBy(value);
            if (met == threshold.isMetBy(corrected.value())) {
                continue;
            }
            String label = threshold.metric().label();
            diagnostics.add(new Diagnostic("machine_grade_sensitive", threshold.metric().key(), label + " "
                    + Decimals.two(value) + (met ? " meets" : " does not meet") + " the " + threshold.asWritten()
                    + " gate, but " + counted + ": corrected for the judge's errors, measured on "
                    + correction.gradedBothWays() + " queries graded both by people and by it, it is "
                    + Decimals.two(corrected.value()) + " (95% interval " + Decimals.two(corrected.low()) + " to "
                    + Decimals.two(corrected.high()) + ")" + (met ? ", which does not" : ", which does") + ". Grade"
                    + " more of the pool by hand, or judge with a better model ("
                    + words.name(GoalSettings.JUDGE_MODEL) + "), before trusting this verdict."));
        }
        return diagnostics;
    }
}
