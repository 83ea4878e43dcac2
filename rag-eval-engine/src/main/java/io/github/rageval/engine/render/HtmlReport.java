package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.baseline.QueryChange;
import io.github.rageval.engine.baseline.QueryCounts;
import io.github.rageval.engine.baseline.RecordedCase;
import io.github.rageval.engine.evaluation.ResultSource;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.input.MachineGradesCounted;
import io.github.rageval.engine.format.PythonFormat;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.stats.BootstrapInterval;
import io.github.rageval.engine.saved.AtomicFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code report.html}: one self-contained page (inline CSS, SVG and script; no external asset, so it opens from a
 * CI artifact offline) with the verdict, the summary table with intervals, a bar chart of each metric against its
 * threshold and baseline, the retrievers compared (when the build compares variants), the failures and diagnostics,
 * the flipped queries, and a sortable per-query table.
 * All user text is escaped; the script only reorders rows already in the page.
 * This class builds the page; the CSS and the script it inlines come from {@link PageAssets}, the bar chart from
 * {@link BarChart}, the retriever's settings from {@link RetrieverSettingsTable} and the variants' section from
 * {@link VariantHtml}.
 */
public final class HtmlReport {
    public static final String FILE_NAME = "report.html";

    /** {@code 10 documents · vocabulary 226}, or the run file the results came from. */
    private static String source(Analysis analysis) {
        if (analysis.evaluation().source() instanceof ResultSource.Retriever retriever) {
            if (retriever.describesIndex()) {
                return retriever.documents() + " documents · vocabulary " + retriever.vocabularySize();
            }
            // The retriever itself is named next, with its settings.
            return retriever.documents() == ResultSource.Retriever.NO_CORPUS ? "no corpus (its own index)"
                    : retriever.documents() + " documents";
        }
        ResultSource.RunFile run = (ResultSource.RunFile) analysis.evaluation().source();
        return "run file <code>" + Escape.html(run.file().getFileName().toString()) + "</code>";
    }

    private HtmlReport() {
    }

    public static Path write(ReportView view, Path folder) throws IOException {
        Path target = folder.resolve(FILE_NAME);
        AtomicFiles.write(target, render(view));
        return target;
    }

    public static String render(Analysis analysis, String project) {
        return render(ReportView.of(analysis, project));
    }

    public static String render(ReportView view) {
        Analysis analysis = view.analysis();
        String project = view.project();
        StringBuilder out = new StringBuilder();
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>rag-eval report: ").append(Escape.html(project)).append("</title>\n")
                .append("<style>\n").append(PageAssets.style()).append(view.variants() == null ? "" : VariantHtml.STYLE)
                .append("</style>\n</head>\n<body>\n");
        header(out, analysis, project);
        list(out, "Why the build fails", "failures", view.failures());
        list(out, "Within noise (not failing)", "diagnostics", view.withinNoise());
        out.append("<h2>Summary</h2>\n");
        summaryTable(out, view);
        queryCounts(out, analysis);
        out.append("<p class=\"note\">").append(Math.round(BootstrapInterval.LEVEL * 100))
                .append("% intervals by percentile bootstrap over the queries (")
                .append(analysis.settings().bootstrapSamples()).append(" resamples, seed ")
                .append(analysis.settings().seed()).append(").");
        if (analysis.comparison() != null) {
            out.append(" p: two-sided ").append(Escape.html(analysis.settings().comparison().test().label()))
                    .append(" of the paired per-query values against the baseline ")
                    .append(Escape.html(analysis.baselineLabel())).append('.');
        }
        out.append("</p>\n");
        if (view.ties() != null) {
            out.append("<p class=\"note\">Ties: ").append(Escape.html(view.ties())).append(".</p>\n");
        }
        if (view.unjudged() != null) {
            out.append("<p class=\"note\">Holes in the judgments: ").append(Escape.html(view.unjudged()))
                    .append(".</p>\n");
        }
        if (view.holes() != null) {
            out.append("<p class=\"note\">Holes: ").append(Escape.html(view.holes())).append(".</p>\n");
        }
        String machineGrades = MachineGradeText.forTables(view.analysis().evaluation());
        if (machineGrades != null) {
            out.append("<p class=\"note\">Machine grades: ").append(Escape.html(machineGrades)).append(".</p>\n");
        }
        if (view.latency() != null) {
            out.append("<p class=\"note\">Latency: ").append(Escape.html(view.latency())).append(".</p>\n");
        }
        if (view.trecRun() != null) {
            out.append("<p class=\"note\">").append(Escape.html(view.trecRun())).append("</p>\n");
        }
        BarChart.render(out, view.metrics());
        VariantHtml.section(out, view);
        DiagnosticHtml.render(out, analysis);
        list(out, "Golden set", "notes", analysis.goldenSetNotes());
        flips(out, view);
        ExplanationSections.html(out, view);
        queries(out, view);
        out.append("<script>\n").append(PageAssets.script()).append("</script>\n</body>\n</html>\n");
        return out.toString();
    }

    private static void header(StringBuilder out, Analysis analysis, String project) {
        boolean passed = analysis.passed();
        out.append("<header>\n<h1>rag-eval: ").append(Escape.html(project)).append("</h1>")
                .append("<span class=\"badge ").append(passed ? "passed\">PASSED" : "failed\">FAILED")
                .append("</span>\n");
        if (!passed) {
            out.append("<p class=\"bad\">").append(Escape.html(analysis.failureSummary())).append("</p>\n");
        }
        out.append("<p class=\"meta\"><span data-count=\"queries\">").append(analysis.evaluation().cases().size())
                .append("</span> queries · k = ")
                .append(analysis.evaluation().k()).append(" · ").append(source(analysis));
        if (!analysis.fingerprint().judgments().isEmpty()) {
            out.append(" · judgments merged <code>").append(Escape.html(analysis.fingerprint().judgmentFiles()))
                    .append("</code>");
        }
        out.append("</p>\n");
        // The agreement with people the machine grades counted were accepted at, as report.md lists it.
        analysis.evaluation().warnings().stream().filter(MachineGradesCounted::says).forEach(line ->
                out.append("<p class=\"note\">").append(Escape.html(line)).append("</p>\n"));
        RetrieverSettingsTable.render(out, analysis.fingerprint().retriever());
        String baseline = switch (analysis.baselineStatus()) {
            case NONE -> "no baseline";
            case COMPARED -> "compared with the baseline <code>" + Escape.html(analysis.baselineLabel()) + "</code> ("
                    + Escape.html(SinceBaselineLines.compared(analysis.comparison(),
                            analysis.evaluation().cases().size())) + ")" + SinceBaselineLines.lines(
                            analysis.comparison().since()).stream().map(line -> "<br>" + Escape.html(line))
                    .collect(Collectors.joining());
            case MISMATCH -> "baseline <code>" + Escape.html(analysis.baselineLabel())
                    + "</code> not compared: recorded with another configuration";
        };
        out.append("<p class=\"meta\">").append(baseline).append("</p>\n</header>\n");
    }

    /**
     * A titled list ({@code <h2>}) of user text in the given class, long items folded under their lead, nothing when
     * empty; shared with the aggregate.
     */
    public static void list(StringBuilder out, String title, String css, List<String> items) {
        if (items.isEmpty()) {
            return;
        }
        out.append("<h2>").append(Escape.html(title)).append("</h2>\n<ul class=\"").append(css).append("\">\n");
        items.forEach(item -> out.append("<li>").append(FoldedText.html(item)).append("</li>\n"));
        out.append("</ul>\n");
    }

    private static void summaryTable(StringBuilder out, ReportView view) {
        boolean compared = view.compared();
        boolean holes = view.metrics().stream().anyMatch(row -> row.ifHolesRelevant() != null);
        boolean corrected = view.metrics().stream().anyMatch(row -> row.corrected() != null);
        out.append("<div class=\"scroll\">\n<table class=\"summary\">\n<thead><tr><th>metric</th>")
                .append("<th class=\"num\">value</th><th>")
                .append(Math.round(BootstrapInterval.LEVEL * 100)).append("% interval</th><th>threshold</th>");
        if (holes) {
            out.append("<th class=\"num\" title=\"each mean if every unjudged document in the rankings were"
                    + " relevant\">").append(MetricRow.IF_HOLES_RELEVANT).append("</th>");
        }
        if (corrected) {
            out.append("<th title=\"each mean corrected for the machine judge's errors, and its 95% interval"
                    + " (prediction-powered inference)\">").append(MetricRow.CORRECTED).append("</th>");
        }
        if (compared) {
            out.append("<th class=\"num\">baseline</th><th class=\"num\">change</th><th>max drop</th>")
                    .append("<th class=\"num\">p</th><th class=\"num\" title=\"the queries whose value of the"
                            + " metric changed, which its paired tests are over\">changed on</th>");
        }
        out.append("</tr></thead>\n<tbody>\n");
        int columns = 4 + (holes ? 1 : 0) + (corrected ? 1 : 0) + (compared ? 5 : 0);
        for (MetricRow row : view.metrics()) {
            boolean means = compared && row.change() != null;
            out.append(means ? "<tr class=\"has-means\">" : "<tr>").append("<td>").append(Escape.html(row.metric()))
                    .append("</td><td class=\"num\">")
                    .append(Decimals.two(row.value())).append("</td><td>").append(Decimals.interval(row.interval()))
                    .append(" (n=").append(row.interval().n()).append(")</td><td>");
            if (row.threshold() != null) {
                out.append(row.violation() == null ? "<span class=\"ok\">" : "<span class=\"bad\">")
                        .append(row.threshold().relationSymbol()).append(" ")
                        .append(Escape.html(row.threshold().asWritten()))
                        .append(row.violation() == null ? " met" : " not met").append("</span>");
            }
            out.append("</td>");
            if (holes) {
                out.append("<td class=\"num\">").append(row.ifHolesRelevant() == null ? ""
                        : Decimals.two(row.ifHolesRelevant())).append("</td>");
            }
            if (corrected) {
                out.append("<td>").append(row.correctedShown()).append("</td>");
            }
            if (compared) {
                changeCells(out, row.change());
            }
            out.append("</tr>\n");
            if (means) {
                // Under the row, across the table: what the p-value means, where a narrow window still shows it.
                out.append("<tr class=\"means\"><td></td><td colspan=\"").append(columns - 1).append("\">p ")
                        .append(Escape.html(Decimals.pNumber(row.change().deciding()))).append(": ")
                        .append(Escape.html(PValueWords.of(row.change(), view.analysis().settings().words())))
                        .append("</td></tr>\n");
            }
        }
        out.append("</tbody>\n</table>\n</div>\n");
    }

    /** The queries against the baseline, counted as the console counts them: one count, the engine's. */
    private static void queryCounts(StringBuilder out, Analysis analysis) {
        if (analysis.comparison() == null) {
            return;
        }
        QueryCounts counts = analysis.comparison().counts();
        out.append("<p class=\"counts\" data-changed=\"").append(counts.changed()).append("\">Queries against the")
                .append(" baseline: <span data-count=\"lost\">").append(counts.lost()).append("</span> HIT → MISS, ")
                .append("<span data-count=\"gained\">").append(counts.gained()).append("</span> MISS → HIT, ")
                .append("<span data-count=\"changed-without-flipping\">").append(counts.changedWithoutFlipping())
                .append("</span> changed without flipping, <span data-count=\"unchanged\">")
                .append(counts.unchanged()).append("</span> unchanged.</p>\n");
    }

    private static void changeCells(StringBuilder out, MetricChange change) {
        if (change == null) {
            out.append("<td></td><td></td><td></td><td></td><td></td>");
            return;
        }
        String direction = change.delta() < 0 ? "bad" : change.delta() > 0 ? "ok" : "";
        out.append("<td class=\"num\">").append(Decimals.two(change.before())).append("</td><td class=\"num ")
                .append(direction).append("\">").append(Decimals.signed(change.delta())).append("</td><td>");
        if (change.rule() != null) {
            String css = change.violated() ? "bad" : change.excused() ? "warn" : "ok";
            String verdict = change.violated() ? " exceeded" : change.excused() ? " exceeded, not significant" : " ok";
            out.append("<span class=\"").append(css).append("\">").append(Escape.html(change.rule().asWritten()))
                    .append(verdict).append("</span>");
        }
        out.append("</td><td class=\"num\" title=\"").append(Escape.html(change.deciding().note())).append("\">")
                .append(Escape.html(Decimals.pNumber(change.deciding()))).append("</td><td class=\"num nowrap\" ")
                .append("data-metric-changed=\"").append(change.paired().changed()).append("\">")
                .append(change.paired().changed()).append(" of ").append(change.paired().n()).append("</td>");
    }

    private static void flips(StringBuilder out, ReportView view) {
        List<QueryChange> flips = view.flips();
        int depth = QueryChange.depthAt(view.k());
        if (flips.isEmpty()) {
            return;
        }
        out.append("<h2>Flipped queries</h2>\n<table>\n<thead><tr><th>query</th><th>change</th>")
                .append("<th>first relevant rank</th><th>entered the top ").append(depth).append("</th><th>left the top ")
                .append(depth).append("</th></tr></thead>\n<tbody>\n");
        for (QueryChange flip : flips) {
            String touching = SinceBaselineLines.touching(view.analysis().comparison().since(), flip);
            out.append("<tr><td>").append(Escape.html(flip.query() + touching))
                    .append("</td><td class=\"nowrap ")
                    .append(flip.before().hit() ? "bad" : "ok").append("\">").append(flip.kind().replace("->", "→"))
                    .append("</td><td>").append(QueryChange.rank(flip.before().firstRelevantRank())).append(" → ")
                    .append(QueryChange.rank(flip.after().firstRelevantRank())).append("</td><td class=\"ids\">")
                    .append(ids(view, flip.entered())).append("</td><td class=\"ids\">")
                    .append(ids(view, flip.left())).append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n");
        if (view.flipsLeftOutNote() != null) {
            out.append("<p class=\"note\">").append(Escape.html(view.flipsLeftOutNote())).append("</p>\n");
        }
    }

    private static void queries(StringBuilder out, ReportView view) {
        int k = view.k();
        boolean compared = view.compared();
        out.append("<h2>Queries</h2>\n");
        if (view.queriesLeftOut() > 0) {
            out.append("<p class=\"note\">").append(Escape.html(view.queriesTitle())).append(" (at most ")
                    .append(view.limits().resultsPerQuery()).append(" results each).</p>\n");
        }
        out.append("<p class=\"note\">Click a column heading to sort.</p>\n")
                .append("<div class=\"scroll\">\n<table class=\"sortable\" id=\"queries\">\n<thead><tr>");
        header(out, "#", "position in the golden dataset", true);
        header(out, "query", "the golden query", false);
        header(out, "result", "HIT: a relevant document in the top " + k, false);
        header(out, "P@" + k, "precision@" + k + ": relevant among the returned / number returned", true);
        header(out, "R@" + k, "recall@" + k + ": relevant among the returned / number relevant", true);
        header(out, "RR", "reciprocal rank: 1 / rank of the first relevant document", true);
        header(out, "rank", "rank of the first relevant document returned", true);
        List<Metric> extra = QueryColumns.of(view.queries());
        for (Metric metric : extra) {
            header(out, QueryColumns.heading(metric), QueryColumns.description(metric, k), true);
        }
        if (compared) {
            header(out, "vs baseline", "the result against the baseline", false);
            header(out, "rank before", "rank of the first relevant document in the baseline", true);
        }
        header(out, "retrieved", "the top " + k + ", best first", false);
        header(out, "relevant", "the ids labelled relevant", false);
        out.append("</tr></thead>\n<tbody>\n");
        for (ReportView.QueryRow row : view.queries()) {
            int i = row.index();
            CaseResult result = row.result();
            int rank = row.firstRelevantRank();
            out.append("<tr data-index=\"").append(i).append("\"").append(result.hit() ? "" : " class=\"miss\"")
                    .append(">");
            cell(out, String.valueOf(i + 1), String.valueOf(i + 1), true, null);
            cell(out, Escape.html(result.golden().label()), Escape.html(result.golden().label()), false, "query");
            cell(out, result.hit() ? "HIT" : "MISS", result.hit() ? "HIT" : "MISS", false, "result");
            cell(out, Decimals.two(result.precision()), number(result.precision()), true, null);
            cell(out, Decimals.two(result.recall()), number(result.recall()), true, null);
            cell(out, Decimals.two(result.reciprocalRank()), number(result.reciprocalRank()), true, null);
            cell(out, QueryChange.rank(rank), rank == 0 ? "Infinity" : String.valueOf(rank), true, null);
            for (Metric metric : extra) {
                cell(out, Decimals.two(result.value(metric)), number(result.value(metric)), true, null);
            }
            if (compared) {
                QueryChange change = row.change();
                RecordedCase before = row.before();
                String kind = before == null ? "not in the baseline" : change == null ? "unchanged"
                        : change.flipped() ? change.kind().replace("->", "→") : change.kind() + ", changed";
                cell(out, Escape.html(kind), Escape.html(kind), false,
                        change != null && change.flipped() ? (change.before().hit() ? "bad" : "ok") : null);
                // A query added since has no rank before: sorted as none, shown as a dash.
                int beforeRank = before == null ? 0 : before.firstRelevantRank();
                cell(out, before == null ? "–" : QueryChange.rank(beforeRank),
                        beforeRank == 0 ? "Infinity" : String.valueOf(beforeRank), true, null);
            }
            List<String> retrieved = row.retrievedIds();
            cell(out, retrievedIds(result, retrieved.size()) + row.moreRetrieved(),
                    Escape.html(String.join(", ", retrieved)), false, "ids");
            cell(out, ids(row.relevantIds()) + row.moreRelevant(),
                    Escape.html(String.join(", ", row.relevantIds())), false, "ids");
            out.append("</tr>\n");
        }
        out.append("</tbody>\n</table>\n</div>\n");
        if (view.queriesLeftOutNote() != null) {
            out.append("<p class=\"note\">").append(Escape.html(view.queriesLeftOutNote())).append("</p>\n");
        }
    }

    private static void header(StringBuilder out, String title, String tooltip, boolean numeric) {
        out.append("<th").append(numeric ? " class=\"num\" data-type=\"number\"" : " data-type=\"text\"")
                .append(" title=\"").append(Escape.html(tooltip)).append("\"><button type=\"button\">")
                .append(Escape.html(title)).append("</button></th>");
    }

    /** A cell whose shown and sort texts are already escaped. */
    private static void cell(StringBuilder out, String shown, String sortKey, boolean numeric, String css) {
        String classes = (numeric ? "num" : "") + (css == null ? "" : (numeric ? " " : "") + css);
        out.append("<td").append(classes.isEmpty() ? "" : " class=\"" + classes + "\"").append(" data-sort=\"")
                .append(sortKey).append("\">").append(shown).append("</td>");
    }

    private static String number(double value) {
        return PythonFormat.floatRepr(value);
    }

    /** The first retrieved ids; a document retrieved in chunks shows its chunk's text on hover. */
    private static String retrievedIds(CaseResult result, int listed) {
        return result.retrieved().stream().limit(listed).map(d -> d.chunk() == null
                ? "<span class=\"id\">" + Escape.html(d.docId()) + "</span>"
                : "<span class=\"id\" title=\"" + Escape.html(d.chunk().id() + ": " + d.chunk().excerpt()) + "\">"
                        + Escape.html(d.docId()) + "</span>")
                .collect(Collectors.joining(", "));
    }

    /** The first ids of a list, as many as a query lists, and how many more there are. */
    private static String ids(ReportView view, List<String> ids) {
        return ids(view.head(ids)) + view.more(ids);
    }

    private static String ids(List<String> ids) {
        return ids.stream().map(id -> "<span class=\"id\">" + Escape.html(id) + "</span>")
                .collect(Collectors.joining(", "));
    }
}
