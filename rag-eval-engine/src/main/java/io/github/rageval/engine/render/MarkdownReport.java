package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.SuggestedThreshold;
import io.github.rageval.engine.analysis.ThresholdSuggestions;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.baseline.QueryChange;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.input.MachineGradesCounted;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.stats.BootstrapInterval;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code report.md}: the verdict, a summary table with intervals and baseline deltas, the retrievers compared (when
 * the build compares variants), the failures, the flipped queries, the diagnostics, the thresholds the run suggests,
 * and every query in a collapsed
 * table; GitHub-flavoured Markdown, all user text escaped.
 */
public final class MarkdownReport {
    public static final String FILE_NAME = "report.md";

    private MarkdownReport() {
    }

    public static String render(Analysis analysis, String project) {
        return render(ReportView.of(analysis, project));
    }

    public static String render(ReportView view) {
        Analysis analysis = view.analysis();
        String project = view.project();
        StringBuilder out = new StringBuilder();
        out.append("## rag-eval: ").append(Escape.markdown(project)).append(analysis.passed() ? " passed" : " FAILED")
                .append("\n\n");
        if (!analysis.passed()) {
            out.append("**").append(Escape.markdown(analysis.failureSummary())).append("**\n\n");
        }
        summaryTable(out, view);
        int n = view.totalQueries();
        out.append("\n").append(n).append(" queries, k = ").append(analysis.evaluation().k()).append("; ")
                .append(Math.round(BootstrapInterval.LEVEL * 100)).append("% intervals by percentile bootstrap (")
                .append(analysis.settings().bootstrapSamples()).append(" resamples, seed ")
                .append(analysis.settings().seed()).append(")");
        if (analysis.comparison() != null) {
            out.append("; p from the ").append(analysis.settings().comparison().test().label()).append(" against ")
                    .append(Escape.markdown(analysis.baselineLabel())).append(" (")
                    .append(SinceBaselineLines.compared(analysis.comparison(), n)).append(')');
        }
        out.append(".\n");
        if (analysis.comparison() != null) {
            // The console's count of the changed queries, in the same words, so that the two never seem to differ.
            out.append("\nQueries against the baseline: ").append(analysis.comparison().counts().describe())
                    .append(".\n");
            List<String> since = SinceBaselineLines.lines(analysis.comparison().since());
            if (!since.isEmpty()) {
                out.append('\n');
                since.forEach(line -> out.append("- ").append(Escape.markdown(line)).append('\n'));
            }
        }
        if (!analysis.fingerprint().judgments().isEmpty()) {
            out.append("\nJudgments merged with the golden set: ")
                    .append(Escape.markdown(analysis.fingerprint().judgmentFiles())).append(".\n");
            // The agreement with people the machine grades counted were accepted at, when some were.
            analysis.evaluation().warnings().stream().filter(MachineGradesCounted::says)
                    .forEach(line -> out.append("- ").append(Escape.markdown(line)).append('\n'));
        }
        if (view.ties() != null) {
            out.append("\nTies: ").append(Escape.markdown(view.ties())).append(".\n");
        }
        if (view.unjudged() != null) {
            out.append("\nHoles in the judgments: ").append(Escape.markdown(view.unjudged())).append(".\n");
        }
        if (view.holes() != null) {
            out.append("\nHoles: ").append(Escape.markdown(view.holes())).append(".\n");
        }
        String machineGrades = MachineGradeText.forTables(analysis.evaluation());
        if (machineGrades != null) {
            out.append("\nMachine grades: ").append(Escape.markdown(machineGrades)).append(".\n");
        }
        if (view.latency() != null) {
            out.append("\nLatency: ").append(Escape.markdown(view.latency())).append(".\n");
        }
        if (view.trecRun() != null) {
            out.append("\n").append(Escape.markdown(view.trecRun())).append("\n");
        }
        VariantMarkdown.section(out, view);
        list(out, "Failures", analysis.failures());
        list(out, "Within noise", view.withinNoise());
        flips(out, view);
        list(out, "Diagnostics", view.diagnostics());
        list(out, "Golden set", analysis.goldenSetNotes());
        suggestedThresholds(out, analysis);
        ExplanationSections.markdown(out, view);
        queries(out, view);
        return out.toString();
    }

    private static void summaryTable(StringBuilder out, ReportView view) {
        boolean compared = view.compared();
        boolean holes = view.metrics().stream().anyMatch(row -> row.ifHolesRelevant() != null);
        boolean corrected = view.metrics().stream().anyMatch(row -> row.corrected() != null);
        out.append("| metric | value | ").append(Math.round(BootstrapInterval.LEVEL * 100)).append("% interval | threshold |");
        out.append(holes ? " " + MetricRow.IF_HOLES_RELEVANT + " |" : "");
        out.append(corrected ? " " + MetricRow.CORRECTED + " |" : "");
        out.append(compared ? " baseline | change | max drop | p |\n" : "\n");
        out.append("|---|---:|---|---|").append(holes ? "---:|" : "").append(corrected ? "---|" : "")
                .append(compared ? "---:|---:|---|---:|\n" : "\n");
        for (MetricRow row : view.metrics()) {
            out.append("| ").append(row.metric()).append(" | ").append(Decimals.two(row.value())).append(" | ")
                    .append(Decimals.interval(row.interval())).append(" | ");
            if (row.threshold() != null) {
                out.append(row.threshold().relationSymbol()).append(" ")
                        .append(Escape.markdown(row.threshold().asWritten()))
                        .append(row.violation() == null ? " ✅" : " ❌");
            }
            out.append(" |");
            if (holes) {
                out.append(' ').append(row.ifHolesRelevant() == null ? "" : Decimals.two(row.ifHolesRelevant()))
                        .append(" |");
            }
            if (corrected) {
                out.append(' ').append(row.correctedShown()).append(" |");
            }
            if (compared) {
                MetricChange change = row.change();
                if (change == null) {
                    out.append(" | | | |");
                } else {
                    out.append(' ').append(Decimals.two(change.before())).append(" | ")
                            .append(Decimals.signed(change.delta())).append(" | ");
                    if (change.rule() != null) {
                        out.append(Escape.markdown(change.rule().asWritten()))
                                .append(change.violated() ? " ❌" : change.excused() ? " ⚠️ not significant" : " ✅");
                    }
                    out.append(" | ").append(Escape.markdown(Decimals.pNumber(change.deciding()))).append(" |");
                }
            }
            out.append('\n');
        }
    }

    /**
     * The thresholds a passing run suggests, ready to paste, and those its golden set is too small for. A failing
     * run's are left out: drawn from it, they would lower the gate to the failure.
     */
    private static void suggestedThresholds(StringBuilder out, Analysis analysis) {
        List<SuggestedThreshold> suggestions = ThresholdSuggestions.of(analysis.values(), analysis.intervals(),
                analysis.settings().suggestDrop());
        if (suggestions.isEmpty() || !analysis.passed()) {
            return;
        }
        out.append("\n### Suggested thresholds\n\n")
                .append(Escape.markdown("From this run, " + SuggestedThresholdLines.explanation(
                        analysis.settings().suggestDrop())))
                .append("\n\n```\n");
        SuggestedThresholdLines.snippets(suggestions, analysis.settings().words())
                .forEach(line -> out.append(line).append('\n'));
        out.append("```\n");
        List<String> uncaught = SuggestedThresholdLines.uncaught(suggestions);
        if (!uncaught.isEmpty()) {
            out.append('\n');
            uncaught.forEach(line -> out.append("- ").append(Escape.markdown(line)).append('\n'));
        }
    }

    /** A titled list ({@code ### title}) of user text, nothing when empty; the aggregate's report uses it too. */
    public static void list(StringBuilder out, String title, List<String> items) {
        if (items.isEmpty()) {
            return;
        }
        out.append("\n### ").append(title).append("\n\n");
        items.forEach(item -> out.append("- ").append(Escape.markdown(item)).append('\n'));
    }

    private static void flips(StringBuilder out, ReportView view) {
        List<QueryChange> flips = view.flips();
        int depth = QueryChange.depthAt(view.k());
        if (flips.isEmpty()) {
            return;
        }
        out.append("\n### Flipped queries\n\n| query | change | first relevant rank | entered the top ").append(depth)
                .append(" | left the top ").append(depth).append(" |\n|---|---|---|---|---|\n");
        for (QueryChange flip : flips) {
            out.append("| ").append(Escape.markdown(flip.query() + touching(view, flip))).append(" | ")
                    .append(flip.before().hit() ? "HIT → **MISS**" : "MISS → HIT").append(" | ")
                    .append(QueryChange.rank(flip.before().firstRelevantRank())).append(" → ")
                    .append(QueryChange.rank(flip.after().firstRelevantRank())).append(" | ")
                    .append(ids(view, flip.entered())).append(" | ").append(ids(view, flip.left())).append(" |\n");
        }
        if (view.flipsLeftOutNote() != null) {
            out.append('\n').append(view.flipsLeftOutNote()).append('\n');
        }
    }

    /** What the flip may owe to an edit of the inputs: the changed documents it touches; nothing without one. */
    private static String touching(ReportView view, QueryChange flip) {
        return SinceBaselineLines.touching(view.analysis().comparison().since(), flip);
    }

    private static void queries(StringBuilder out, ReportView view) {
        int k = view.k();
        List<Metric> extra = QueryColumns.of(view.queries());
        out.append("\n<details><summary>").append(view.queriesTitle())
                .append("</summary>\n\n| # | query | result | precision@").append(k).append(" | recall@")
                .append(k).append(" | reciprocal rank | ");
        extra.forEach(metric -> out.append(Escape.markdown(metric.key())).append(" | "));
        out.append("retrieved | relevant |\n|---:|---|---|---:|---:|---:|").append("---:|".repeat(extra.size()))
                .append("---|---|\n");
        for (ReportView.QueryRow row : view.queries()) {
            CaseResult result = row.result();
            out.append("| ").append(row.index() + 1).append(" | ").append(Escape.markdown(result.golden().label())).append(" | ")
                    .append(result.hit() ? "HIT" : "**MISS**").append(" | ")
                    .append(Decimals.two(result.precision())).append(" | ").append(Decimals.two(result.recall()))
                    .append(" | ").append(Decimals.two(result.reciprocalRank())).append(" | ");
            extra.forEach(metric -> out.append(Decimals.two(result.value(metric))).append(" | "));
            out.append(ids(row.retrievedIds())).append(row.moreRetrieved()).append(" | ")
                    .append(ids(row.relevantIds())).append(row.moreRelevant()).append(" |\n");
        }
        if (view.queriesLeftOutNote() != null) {
            out.append('\n').append(view.queriesLeftOutNote()).append('\n');
        }
        out.append("\n</details>\n");
    }

    /** The first ids of a list, as many as a query lists, and how many more there are. */
    private static String ids(ReportView view, List<String> ids) {
        return ids(view.head(ids)) + view.more(ids);
    }

    private static String ids(List<String> ids) {
        return ids.stream().map(Escape::markdown).collect(Collectors.joining(", "));
    }
}
