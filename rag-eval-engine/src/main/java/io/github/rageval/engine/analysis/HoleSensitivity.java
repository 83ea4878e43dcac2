package io.github.rageval.engine.analysis;

import io.github.rageval.engine.baseline.Comparison;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.gate.Gate;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.metrics.JudgmentRanges;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Verdicts that hang on the holes in the judgments: a threshold (over all queries or a tag's) or a largest drop
 * against the baseline whose verdict on the metric as judged is not its verdict on the metric if the holes were
 * relevant ({@link JudgmentRanges}). The warning says which way it would go and by how much; it does not change the
 * verdict, which stays the judged one.
 *
 * <p>Both directions are flagged, because both happen. A failing verdict that would pass is the common one: every
 * metric can rise when documents nobody judged turn out relevant, and a new retriever that finds them is the case
 * the ranges are for. A passing verdict that would fail is real too, for the metrics that divide by the relevant
 * count or an ideal ranking (recall@c, map, ndcg@c, Rprec, bpref): a hole ranked past the cutoff would be a relevant
 * document the ranking missed. P@c, success@c, hit rate, the reciprocal rank and rbp cannot fall, so they are only
 * ever flagged the first way.
 *
 * <p>Whether a value passes is asked of the gate itself ({@link Gate#check}, {@link
 * io.github.rageval.engine.baseline.DropRule#exceededBy}): a rule that learns a metric's direction (a maximum for a
 * measure where more is worse) is then read the same way here, without a second comparison to keep in step.
 */
public final class HoleSensitivity {
    private HoleSensitivity() {
    }

    /** The thresholds, overall then per tag in tag order, whose verdict the holes would flip. */
    public static List<Diagnostic> thresholds(EvaluationReport report) {
        return thresholds(report, SettingWords.PARAMETERS);
    }

    /** As {@link #thresholds(EvaluationReport)}, the advice naming the setting in the front end's words. */
    public static List<Diagnostic> thresholds(EvaluationReport report, SettingWords words) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        if (report.judgmentRanges() == null) {
            return diagnostics;
        }
        diagnostics.addAll(flips(report, null, report.thresholds(), report.summary(), words));
        report.segmentRules().tagThresholds().forEach((tag, thresholds) -> {
            Summary summary = report.segments().get(tag);
            if (summary != null) {
                diagnostics.addAll(flips(report, tag, thresholds, summary, words));
            }
        });
        return diagnostics;
    }

    /** The largest drops against the baseline whose verdict the holes of the current run would flip. */
    public static List<Diagnostic> drops(Comparison comparison, EvaluationReport report) {
        return drops(comparison, report, SettingWords.PARAMETERS);
    }

    /** As {@link #drops(Comparison, EvaluationReport)}, the advice naming the setting in the front end's words. */
    public static List<Diagnostic> drops(Comparison comparison, EvaluationReport report, SettingWords words) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        if (comparison == null || report.judgmentRanges() == null) {
            return diagnostics;
        }
        Summary ifRelevant = report.judgmentRanges().ifRelevant(report.k(), report.cases(), null);
        for (MetricChange change : comparison.ruled()) {
            Optional<Metric> metric = Metric.parse(change.metric()).filter(ifRelevant.metrics()::contains);
            if (metric.isEmpty() || measuresHoles(metric.get())) {
                continue;
            }
            double upper = ifRelevant.value(metric.get());
            if (change.rule().exceededBy(change.before(), upper) == change.exceeded()) {
                continue;
            }
            String holes = holes(report, null);
            // A rule on a measure where more is worse (unj@10) bounds a rise, and says so as the verdict does.
            String moved = change.rule().boundsRise() ? " rose " : " dropped ";
            String message = change.exceeded()
                    ? change.metric() + moved + Decimals.two(change.before()) + " -> "
                            + Decimals.two(change.after()) + ", more than the allowed " + change.rule().asWritten()
                            + ", but " + holes + ": if they were relevant it would be " + Decimals.two(upper)
                            + ", within it"
                    : change.metric() + " " + Decimals.two(change.after()) + " is within the allowed drop of "
                            + change.rule().asWritten() + " from the baseline's " + Decimals.two(change.before())
                            + ", but " + holes + ": if they were relevant it would be " + Decimals.two(upper)
                            + ", a larger drop, as more relevant documents raise what it is measured against";
            diagnostics.add(new Diagnostic("hole_sensitive", change.metric(), message + ". " + advice(words)));
        }
        return diagnostics;
    }

    private static List<Diagnostic> flips(EvaluationReport report, String tag, List<Threshold> thresholds,
                                          Summary asJudged, SettingWords words) {
        Summary ifRelevant = report.judgmentRanges().ifRelevant(report.k(), report.cases(), tag);
        Gate gate = new Gate(thresholds);
        Map<Metric, Violation> failsAsJudged = byMetric(gate.check(asJudged, tag));
        Map<Metric, Violation> failsIfRelevant = byMetric(gate.check(ifRelevant, tag));
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (Threshold threshold : gate.thresholds()) {
            Metric metric = threshold.metric();
            if (measuresHoles(metric)) {
                continue;
            }
            Violation failing = failsAsJudged.get(metric);
            if ((failing != null) == failsIfRelevant.containsKey(metric)) {
                continue;
            }
            String upper = Decimals.two(ifRelevant.value(metric));
            String message = failing != null
                    ? failing.message() + ", but " + holes(report, tag) + ": it could be " + upper
                            + " if they were relevant, which meets it"
                    : (tag == null ? "" : "[" + tag + "] ") + metric.label() + " "
                            + Decimals.two(asJudged.value(metric)) + " meets the " + threshold.asWritten()
                            + " gate, but " + holes(report, tag) + ": if they were relevant it would be " + upper
                            + ", below it, as more relevant documents raise what it is measured against";
            diagnostics.add(new Diagnostic("hole_sensitive", metric.key(), message + ". " + advice(words)));
        }
        return diagnostics;
    }

    /** {@code 6 queries have unjudged documents in their top 5}, counting a tag's queries for a tag's threshold. */
    private static String holes(EvaluationReport report, String tag) {
        JudgmentRanges ranges = report.judgmentRanges();
        int queries = ranges.queriesWithHoles(report.cases(), tag);
        return queries + (queries == 1 ? " query has" : " queries have") + " unjudged documents in "
                + (queries == 1 ? "its" : "their") + " top " + ranges.resultsEvaluated();
    }

    /**
     * A measure of the holes themselves (unj@c, judged@c, rbp_resid): with the holes judged it is what a fully judged
     * list gives, so "it could be 0.00 if they were relevant" would say nothing about the verdict.
     */
    private static boolean measuresHoles(Metric metric) {
        return metric.family().valueUnderJudgedOnly().isPresent();
    }

    private static String advice(SettingWords words) {
        return "Judge them (or say what the judgments do not name with "
                + words.name(GoalSettings.UNLISTED_DOCUMENTS)
                + ") before trusting this verdict.";
    }

    private static Map<Metric, Violation> byMetric(List<Violation> violations) {
        Map<Metric, Violation> byMetric = new HashMap<>();
        violations.forEach(v -> byMetric.put(v.metric(), v));
        return byMetric;
    }
}
