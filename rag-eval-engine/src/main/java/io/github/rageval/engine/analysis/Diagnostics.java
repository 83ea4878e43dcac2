package io.github.rageval.engine.analysis;

import io.github.rageval.engine.baseline.Comparison;
import io.github.rageval.engine.baseline.DropRule;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.format.PythonFormat;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.MetricValues;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.metrics.TieRanges;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import io.github.rageval.engine.stats.ConfidenceInterval;
import io.github.rageval.engine.stats.TopicSetSize;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** The warnings of an analysis: what the numbers cannot tell, and what they hide. */
public final class Diagnostics {
    static final String PRECISION = "mean_precision";
    static final String RECALL = "mean_recall";
    static final String HIT_RATE = "hit_rate";
    /** How many times the larger of the drop and the noise a threshold's gap must exceed to be slack. */
    static final int SLACK_FACTOR = 2;

    private Diagnostics() {
    }

    /**
     * For each threshold whose metric's interval is wider than the gap between the value and the threshold: the
     * golden set is too small for the gate to tell a real change from noise at that margin; with how many queries
     * would detect a drop of {@code drop} ({@link io.github.rageval.engine.stats.TopicSetSize}).
     *
     * @param values the run's per-query values, which the number of queries needed is estimated from
     * @param drop the drop that number is for ({@code suggestDrop})
     */
    public static List<Diagnostic> smallGoldenSet(EvaluationReport evaluation, Map<String, ConfidenceInterval> intervals,
                                                  MetricValues values, BigDecimal drop) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (Threshold threshold : evaluation.thresholds()) {
            String key = threshold.metric().key();
            ConfidenceInterval interval = intervals.get(key);
            if (interval == null) {
                continue;
            }
            double gap = interval.value() - threshold.bound().doubleValue();
            if (interval.width() > Math.abs(gap)) {
                String where = Decimals.two(Math.abs(gap)).equals("0.00") ? "is at its " + threshold.asWritten()
                        : "is " + Decimals.two(Math.abs(gap)) + (gap > 0 ? " above" : " below") + " its "
                        + threshold.asWritten();
                diagnostics.add(new Diagnostic("small_golden_set", key, "golden set too small for the margin: "
                        + key + " " + Decimals.withInterval(interval) + " " + where + " threshold, but its "
                        + Math.round(interval.level() * 100) + "% interval is " + Decimals.two(interval.width())
                        + " wide; add golden queries to tell a real change from noise at this margin."
                        + needed(key, threshold.metric().higherIsBetter(), values, drop, interval.n())));
            }
        }
        return diagnostics;
    }

    /** The queries a drop needs, as a sentence after a space; empty when the values do not vary. */
    private static String needed(String key, boolean higherIsBetter, MetricValues values, BigDecimal drop, int have) {
        double[] perQuery = values.perQuery().get(key);
        String sentence = perQuery == null ? "" : QueriesNeeded.sentence(key, higherIsBetter,
                TopicSetSize.forDrop(perQuery, drop.doubleValue()), drop, have);
        return sentence.isEmpty() ? "" : " " + sentence;
    }

    /**
     * For each threshold met by far more than the golden set's noise: a run could get much worse and still pass, so
     * the gate is off in all but name. Far means the gap between the mean and the threshold (in the metric's
     * direction) exceeds {@value #SLACK_FACTOR} times the larger of the drop a threshold should catch
     * ({@code suggestDrop}) and the half-width of the metric's interval: twice the drop, so that a threshold set a
     * little below the mean on purpose is left alone, and twice the noise, so that a small golden set's wide interval
     * does not call a threshold slack that only its noise keeps from being tighter.
     *
     * @param suggestions the run's suggested thresholds, by which the warning says what to write instead
     */
    public static List<Diagnostic> slackThresholds(EvaluationReport evaluation, List<SuggestedThreshold> suggestions) {
        return slack(evaluation.thresholds(), suggestions, "");
    }

    /**
     * As {@link #slackThresholds(EvaluationReport, List)} for each tag's thresholds ({@code tagThresholds}), judged
     * on the tag's queries alone: their mean (the one the tag's gate checked), their own bootstrap interval with the
     * analysis's seed and resamples, and so their own noise. A tag of few queries has a wide interval, so only a
     * threshold far below even that is called slack.
     */
    public static List<Diagnostic> slackTagThresholds(EvaluationReport evaluation, AnalysisSettings settings) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        evaluation.segmentRules().tagThresholds().forEach((tag, thresholds) -> {
            Summary summary = evaluation.segments().get(tag);
            List<CaseResult> cases = evaluation.cases().stream().filter(c -> c.golden().tags().contains(tag))
                    .toList();
            if (summary == null || cases.isEmpty()) {
                return;
            }
            Map<String, Double> means = new LinkedHashMap<>();
            Map<String, double[]> perQuery = new LinkedHashMap<>();
            for (Threshold threshold : thresholds) {
                means.put(threshold.metric().key(), summary.value(threshold.metric()));
                perQuery.put(threshold.metric().key(), cases.stream().mapToDouble(c -> c.value(threshold.metric()))
                        .toArray());
            }
            MetricValues values = new MetricValues(means, perQuery);
            List<SuggestedThreshold> suggestions = ThresholdSuggestions.of(values,
                    MetricIntervals.of(values, settings), settings.suggestDrop());
            diagnostics.addAll(slack(thresholds, suggestions, "[" + tag + "] "));
        });
        return diagnostics;
    }

    /**
     * @param scope put before the metric in the message: {@code [billing] } for a tag's threshold, as the gate's own
     *     messages name it, or empty
     */
    private static List<Diagnostic> slack(List<Threshold> thresholds, List<SuggestedThreshold> suggestions,
                                          String scope) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (Threshold threshold : thresholds) {
            String key = threshold.metric().key();
            Optional<SuggestedThreshold> found = suggestions.stream().filter(s -> s.metric().equals(key)).findFirst();
            if (found.isEmpty()) {
                continue;
            }
            SuggestedThreshold suggestion = found.get();
            boolean minimum = threshold.metric().higherIsBetter();
            ConfidenceInterval interval = suggestion.interval();
            double gap = minimum ? interval.value() - threshold.bound().doubleValue()
                    : threshold.bound().doubleValue() - interval.value();
            double noise = Math.max(suggestion.drop().doubleValue(), interval.width() / 2);
            // Compared as decimals: a gap of exactly twice the drop is not slack, whatever binary makes of it.
            BigDecimal exactGap = ThresholdSuggestions.exact(gap);
            if (exactGap.compareTo(ThresholdSuggestions.exact(SLACK_FACTOR * noise)) > 0) {
                String passes = exactGap.setScale(2, RoundingMode.FLOOR).toPlainString();
                diagnostics.add(new Diagnostic("slack_threshold", key, "slack threshold: " + scope + key
                        + " " + Decimals.withInterval(interval) + " gated at " + threshold.asWritten() + ": a "
                        + (minimum ? "drop" : "rise") + " of " + passes + " would pass. This run suggests "
                        + suggestion.written() + " (its " + Math.round(interval.level() * 100) + "% interval's "
                        + (minimum ? "lower end, rounded down" : "upper end, rounded up") + "), which a run as good"
                        + " passes."));
            }
        }
        return diagnostics;
    }

    /**
     * For each threshold whose metric's range over tie orders holds it (one order fails it, the other passes):
     * the verdict hangs on how tied documents are ordered, not on the retriever.
     */
    public static List<Diagnostic> tieSensitive(EvaluationReport evaluation) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        if (evaluation.tieRanges() == null) {
            return diagnostics;
        }
        for (Threshold threshold : evaluation.thresholds()) {
            TieRanges.Range range = evaluation.tieRanges().ranges().get(threshold.metric());
            // One order meets the bound and the other fails it, whichever way the metric points: for a maximum
            // (unj@10) the "worst" order, unjudged documents first, gives the higher mean, and for the count
            // num_nonrel_judged_ret it can give the lower one.
            if (range != null && threshold.isMetBy(range.worst()) != threshold.isMetBy(range.best())) {
                String key = threshold.metric().key();
                diagnostics.add(new Diagnostic("tie_sensitive", key, "verdict depends on tie order: " + key + " is "
                        + PythonFormat.decimals(range.worst(), 4) + " to " + PythonFormat.decimals(range.best(), 4)
                        + " over the orders of tied"
                        + " documents, and its " + threshold.asWritten() + " threshold lies in between; break the ties"
                        + " (a tie rule, more distinct scores) or judge the tied documents before trusting this gate."));
            }
        }
        return diagnostics;
    }

    /**
     * Precision rose while recall or hit rate fell: the retriever returns less, and precision (which divides by
     * what came back) rewards that. The specification's regression does exactly this.
     */
    public static Optional<Diagnostic> precisionTrap(Comparison comparison) {
        Optional<MetricChange> precision = comparison.metric(PRECISION).filter(m -> m.delta() > 0);
        List<MetricChange> fell = List.of(RECALL, HIT_RATE).stream().map(comparison::metric)
                .flatMap(Optional::stream).filter(m -> m.delta() < 0).toList();
        if (precision.isEmpty() || fell.isEmpty()) {
            return Optional.empty();
        }
        String falls = fell.stream().map(m -> m.metric() + " fell " + Decimals.two(m.before()) + " -> "
                + Decimals.two(m.after()) + " (" + Decimals.signed(m.delta()) + ")").collect(Collectors.joining(" and "));
        MetricChange rose = precision.get();
        String returned = comparison.returnedAfter() < comparison.returnedBefore()
                ? "queries return fewer documents (" + Decimals.two(comparison.returnedBefore()) + " -> "
                        + Decimals.two(comparison.returnedAfter()) + " per query on average): "
                : "documents returned per query " + Decimals.two(comparison.returnedBefore()) + " -> "
                        + Decimals.two(comparison.returnedAfter()) + ": ";
        return Optional.of(new Diagnostic("precision_trap", PRECISION, "precision trap: " + PRECISION + " rose "
                + Decimals.two(rose.before()) + " -> " + Decimals.two(rose.after()) + " ("
                + Decimals.signed(rose.delta()) + ") while " + falls + "; " + returned
                + "precision divides by what came back, so returning less raises it. Judge this change by recall,"
                + " MRR and hit rate, not by precision."));
    }

    /** @param words how the differences name the settings, in the words of the front end that set them */
    public static Diagnostic mismatch(String label, List<Fingerprint.Difference> mismatches,
                                      SettingWords words) {
        return new Diagnostic("baseline_mismatch", null, "baseline " + label + " was recorded with another"
                + " configuration, so it is not compared: " + mismatches.stream()
                .map(difference -> difference.describe(words)).collect(Collectors.joining("; "))
                + ". Re-record the baseline with " + words.command(Goal.BASELINE) + " and commit it.");
    }

    public static List<Diagnostic> dropsWithoutBaseline(List<DropRule> drops, String label, SettingWords words) {
        if (drops.isEmpty()) {
            return List.of();
        }
        String rules = drops.stream().map(DropRule::metric).collect(Collectors.joining(", "));
        return List.of(new Diagnostic("max_drop_without_baseline", null, words.name(GoalSettings.MAX_DROP)
                + " is set for " + rules
                + " but there is no baseline" + (label == null ? "" : " at " + label) + " to compare with."
                + " Record one with " + words.command(Goal.BASELINE) + " and commit it."));
    }

    /**
     * The paired test's settings written in a check that has neither a baseline nor variants: nothing is tested, and a
     * setting that changes nothing must not pass unsaid.
     *
     * @param written the settings, in the front end's words ({@code significanceTest}, {@code --significance})
     */
    public static List<Diagnostic> testWithoutBaseline(List<String> written, String label, SettingWords words) {
        if (written.isEmpty()) {
            return List.of();
        }
        boolean one = written.size() == 1;
        return List.of(new Diagnostic("test_without_baseline", null, String.join(", ", written)
                + (one ? " is" : " are") + " set, but there is no baseline" + (label == null ? "" : " at " + label)
                + " and no variants, so no paired test runs and " + (one ? "it changes" : "they change")
                + " nothing. Record a baseline with " + words.command(Goal.BASELINE) + " and commit it, or remove "
                + (one ? "it." : "them.")));
    }

    public static List<Diagnostic> unpaired(List<String> keys, SettingWords words) {
        if (keys.isEmpty()) {
            return List.of();
        }
        // One diagnostic for them all: a baseline recorded without cutoffs lacks a dozen metrics at once.
        boolean one = keys.size() == 1;
        return List.of(new Diagnostic("not_in_baseline", one ? keys.get(0) : null, String.join(", ", keys)
                + (one ? " is" : " are") + " in only one of the run and the baseline, so "
                + (one ? "it is" : "they are") + " not compared. Re-record the baseline with "
                + words.command(Goal.BASELINE) + " to compare " + (one ? "it." : "them.")));
    }
}
