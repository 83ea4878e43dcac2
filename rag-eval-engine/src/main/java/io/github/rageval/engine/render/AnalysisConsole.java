package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.baseline.Comparison;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.baseline.QueryChange;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.format.PythonFormat;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import io.github.rageval.engine.stats.BootstrapInterval;
import io.github.rageval.engine.stats.PairedTest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What a check adds to the console report, printed after it: the intervals, the comparison with the baseline
 * (metric deltas with p-values, flipped and changed queries, the max-drop verdict) and the diagnostics as warnings,
 * advice that does not change the verdict one line per kind ({@link DiagnosticLines}).
 */
public final class AnalysisConsole {
    private static final String INDENT = "  ";
    private static final String DETAIL = "         ";

    private AnalysisConsole() {
    }

    public static List<ConsoleLine> lines(Analysis analysis, ShowQueries show) {
        return lines(analysis, show, ReportLimits.DEFAULT);
    }

    public static List<ConsoleLine> lines(Analysis analysis, ShowQueries show, ReportLimits limits) {
        List<ConsoleLine> lines = new ArrayList<>();
        lines.add(ConsoleLine.info("INTERVALS: " + Math.round(BootstrapInterval.LEVEL * 100)
                + "% percentile bootstrap, "
                + analysis.settings().bootstrapSamples() + " resamples, seed " + analysis.settings().seed()));
        analysis.intervals().forEach((key, interval) ->
                lines.add(ConsoleLine.info(INDENT + key + " " + Decimals.withInterval(interval))));
        if (analysis.variants() != null) {
            lines.addAll(VariantConsole.lines(analysis.variants(), show));
        }
        switch (analysis.baselineStatus()) {
            case COMPARED -> lines.addAll(comparison(analysis, show, limits));
            case MISMATCH -> lines.addAll(mismatch(analysis));
            case NONE -> { }
        }
        analysis.goldenSetNotes().forEach(note -> lines.add(ConsoleLine.info("GOLDEN SET: " + note)));
        DiagnosticLines.of(analysis.diagnostics()).forEach(line -> lines.add(ConsoleLine.warn(line)));
        // Stale judgments that fail the gate are said with its failures, once.
        analysis.staleJudgmentWarnings().forEach(line -> lines.add(ConsoleLine.warn(line)));
        return lines;
    }

    private static List<ConsoleLine> mismatch(Analysis analysis) {
        List<ConsoleLine> lines = new ArrayList<>();
        lines.add(ConsoleLine.info("BASELINE: " + analysis.baselineLabel()
                + " NOT COMPARED: recorded with another configuration"));
        analysis.mismatches().forEach(d -> lines.add(ConsoleLine.info(INDENT + d.describe())));
        if (analysis.mismatchFails()) {
            lines.add(ConsoleLine.info("BASELINE GATE FAILED: the baseline was recorded with another configuration."
                    + " " + analysis.mismatchAdvice()));
        }
        return lines;
    }

    private static List<ConsoleLine> comparison(Analysis analysis, ShowQueries show, ReportLimits limits) {
        Comparison comparison = analysis.comparison();
        List<ConsoleLine> lines = new ArrayList<>();
        lines.add(ConsoleLine.info("BASELINE: " + analysis.baselineLabel() + " ("
                + SinceBaselineLines.compared(comparison, analysis.evaluation().cases().size()) + ")"));
        SinceBaselineLines.lines(comparison.since()).forEach(line -> lines.add(ConsoleLine.info(INDENT + line)));
        for (Fingerprint.Difference change : comparison.retrieverChanges()) {
            lines.add(ConsoleLine.info(INDENT + "retriever changed: " + change.describe()));
        }
        for (MetricChange change : comparison.metrics()) {
            lines.add(ConsoleLine.info(INDENT + change.change() + "  " + pValues(change) + rule(change)));
        }
        lines.add(ConsoleLine.info(INDENT + "queries: " + comparison.counts().describe()));
        analysis.unjudged().ifPresent(change -> lines.add(ConsoleLine.info(INDENT + change.describe())));
        List<QueryChange> listed = new ArrayList<>(comparison.flips());
        if (show == ShowQueries.ALL) {
            comparison.queries().stream().filter(q -> !q.flipped()).forEach(listed::add);
        }
        if (show != ShowQueries.NONE) {
            for (QueryChange change : Listed.head(listed, limits.queries())) {
                String verdict = change.flipped() ? change.kind() : change.kind() + " -> " + change.kind();
                lines.add(ConsoleLine.info(INDENT + "[" + verdict + "] " + change.query()));
                lines.add(ConsoleLine.info(DETAIL + queryDetail(change, limits)
                        + SinceBaselineLines.touching(comparison.since(), change)));
            }
            if (listed.size() > limits.queries()) {
                lines.add(ConsoleLine.info(INDENT + "... and " + (listed.size() - limits.queries())
                        + " more changed queries, not listed here: every query's change is in report.json"));
            }
        }
        lines.addAll(dropVerdict(comparison, analysis.settings().words()));
        return lines;
    }

    /** {@code p: randomization 0.250, wilcoxon 0.250, t-test 0.178}. */
    static String pValues(MetricChange change) {
        return "p: " + Arrays.stream(PairedTest.values())
                .map(test -> test.key() + " " + Decimals.pNumber(change.paired().pValue(test)))
                .collect(Collectors.joining(", "));
    }

    private static String rule(MetricChange change) {
        if (change.rule() == null) {
            return "";
        }
        String verdict = change.violated() ? "EXCEEDED" : change.excused() ? "exceeded, not significant" : "ok";
        return "; " + DropLabel.of(change.rule()) + " " + change.rule().asWritten() + ": " + verdict;
    }

    /** {@code first relevant rank 1 -> none; entered: ['x']; left: ['sso-setup']}. */
    static String queryDetail(QueryChange change, ReportLimits limits) {
        StringBuilder detail = new StringBuilder(change.ranks());
        if (!change.entered().isEmpty()) {
            detail.append("; entered the top ").append(change.depth()).append(": ").append(ids(change.entered(),
                    limits));
        }
        if (!change.left().isEmpty()) {
            detail.append("; left the top ").append(change.depth()).append(": ").append(ids(change.left(), limits));
        }
        List<String> after = change.after().topIds(change.depth());
        if (change.entered().isEmpty() && change.left().isEmpty()) {
            if (!after.equals(change.before().topIds(change.depth()))) {
                detail.append("; same documents, new order ").append(ids(after, limits));
            } else {
                detail.append("; same top ").append(change.depth()).append(sameTop(change));
            }
        }
        return detail.toString();
    }

    /**
     * What changed of a query whose top is the same, in the same order: its values (what the answers or their labels
     * gave: {@code , values moved: token_f1 0.55 -> 0.50}), or how many results it returned; empty when neither.
     */
    private static String sameTop(QueryChange change) {
        String moved = movedValues(change);
        if (!moved.isEmpty()) {
            return ", values moved: " + moved;
        }
        int before = change.before().retrievedCount();
        int after = change.after().retrievedCount();
        // Else only what the top does not show changed (its scores), or metrics the baseline did not record.
        return before != after ? ", results returned " + before + " -> " + after : "";
    }

    /** {@code token_f1 0.55 -> 0.50, rouge_l 0.56 -> 0.60}: the per-query values that differ, in report order. */
    private static String movedValues(QueryChange change) {
        Map<String, Double> before = change.before().values();
        return change.after().values().entrySet().stream()
                .filter(value -> before.containsKey(value.getKey())
                        && Double.compare(before.get(value.getKey()), value.getValue()) != 0)
                .map(value -> value.getKey() + " " + Decimals.two(before.get(value.getKey())) + " -> "
                        + Decimals.two(value.getValue()))
                .collect(Collectors.joining(", "));
    }

    /** {@code ['a', 'b'] ... and 3 more}: the first ids, as many as a query lists. */
    private static String ids(List<String> ids, ReportLimits limits) {
        return PythonFormat.listRepr(Listed.head(ids, limits.resultsPerQuery()))
                + Listed.more(ids.size(), limits.resultsPerQuery());
    }

    /** @param words how the verdict names the drop settings, in the words of the front end that set them */
    private static List<ConsoleLine> dropVerdict(Comparison comparison, SettingWords words) {
        List<ConsoleLine> lines = new ArrayList<>();
        int rules = comparison.ruled().size();
        if (rules == 0) {
            return lines;
        }
        List<MetricChange> violations = comparison.violations();
        List<MetricChange> excused = comparison.excused();
        if (!violations.isEmpty()) {
            lines.add(ConsoleLine.info("BASELINE GATE FAILED: " + violations.size() + " of " + rules
                    + " max drops exceeded"));
            violations.forEach(v -> lines.add(ConsoleLine.info(INDENT + v.message())));
        } else if (!excused.isEmpty()) {
            lines.add(ConsoleLine.info("BASELINE GATE PASSED: " + excused.size() + " of " + rules
                    + " max drops exceeded, but not significantly ("
                            + words.name(GoalSettings.MAX_DROP_REQUIRES_SIGNIFICANCE)
                    + "):"));
        } else {
            lines.add(ConsoleLine.info("BASELINE GATE PASSED: no drop beyond its "
                    + words.name(GoalSettings.MAX_DROP) + " ("
                    + comparison.ruled().stream().map(m -> m.metric() + " " + Decimals.signed(m.delta()) + " within "
                    + m.rule().asWritten()).collect(Collectors.joining(", ")) + ")"));
        }
        if (!violations.isEmpty() && !excused.isEmpty()) {
            lines.add(ConsoleLine.info("Within noise (not failing):"));
        }
        excused.forEach(e -> lines.add(ConsoleLine.info(INDENT + e.message())));
        return lines;
    }
}
