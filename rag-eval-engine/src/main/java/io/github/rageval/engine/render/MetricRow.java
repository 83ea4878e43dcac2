package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.evaluation.MachineGradeCorrection;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.metrics.JudgmentRanges;
import io.github.rageval.engine.stats.ConfidenceInterval;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One summary metric as the report tables show it: value, interval, threshold, baseline change.
 *
 * @param metric the metric key
 * @param value its value
 * @param interval its confidence interval
 * @param threshold its threshold, or null when none is set
 * @param violation its threshold violation, or null when it meets the threshold (or has none)
 * @param change its change against the baseline, or null when there is no comparison
 * @param ifHolesRelevant its mean if every hole in the judgments were relevant (the judgment ranges' upper end), or
 *     null when the evaluation has no holes
 * @param corrected its mean corrected for a machine judge's errors and that mean's interval
 *     ({@link io.github.rageval.engine.evaluation.MachineGradeCorrection}), or null when there is none
 */
record MetricRow(String metric, double value, ConfidenceInterval interval, Threshold threshold, Violation violation,
                 MetricChange change, Double ifHolesRelevant, ConfidenceInterval corrected) {
    /** The summary tables' column of {@link #ifHolesRelevant}, shown when the evaluation has judgment ranges. */
    static final String IF_HOLES_RELEVANT = "if holes relevant";
    /** The summary tables' column of {@link #corrected}, shown when a machine judge's errors were corrected for. */
    static final String CORRECTED = "corrected for the judge";

    /** {@code 0.59 [0.39, 0.78]}: the corrected mean and its interval; empty when there is none. */
    String correctedShown() {
        return corrected == null ? "" : Decimals.two(corrected.value()) + " " + Decimals.interval(corrected);
    }

    static List<MetricRow> of(Analysis analysis) {
        List<MetricRow> rows = new ArrayList<>();
        Map<String, Double> ifRelevant = new HashMap<>();
        JudgmentRanges ranges = analysis.evaluation().judgmentRanges();
        if (ranges != null) {
            ranges.ranges(analysis.evaluation().cases()).forEach((metric, range) ->
                    ifRelevant.put(metric.key(), range.ifRelevant()));
        }
        MachineGradeCorrection correction = analysis.evaluation().machineGrades();
        Map<String, ConfidenceInterval> corrected = new HashMap<>();
        if (correction != null) {
            correction.estimates().keySet().forEach(metric -> corrected.put(metric.key(), correction.interval(metric)));
        }
        analysis.values().summary().forEach((key, value) -> {
            Threshold threshold = analysis.evaluation().thresholds().stream()
                    .filter(t -> t.metric().key().equals(key)).findFirst().orElse(null);
            Violation violation = analysis.evaluation().violations().stream()
                    .filter(v -> v.metric().key().equals(key)).findFirst().orElse(null);
            MetricChange change = analysis.comparison() == null ? null
                    : analysis.comparison().metric(key).orElse(null);
            rows.add(new MetricRow(key, value, analysis.intervals().get(key), threshold, violation, change,
                    ifRelevant.get(key), corrected.get(key)));
        });
        return rows;
    }
}
