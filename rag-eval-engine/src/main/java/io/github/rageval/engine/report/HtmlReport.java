package io.github.rageval.engine.report;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.baseline.QueryChange;
import io.github.rageval.engine.baseline.RecordedCase;
import io.github.rageval.engine.evaluation.ResultSource;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.format.PythonFormat;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.stats.BootstrapInterval;
import io.github.rageval.engine.store.AtomicFiles;
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

    /** The page's CSS, shared with the aggregate's page so that the two read alike. */
    public static final String STYLE = """
            :root { --ink: #1a202c; --muted: #5a6472; --line: #d8dde3; --current: #2b6cb0; --baseline: #a0aec0;
              --threshold: #c53030; --ok: #276749; --bad: #c53030; --warn: #975a16; }
            * { box-sizing: border-box; }
            body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
              color: var(--ink); margin: 0 auto; max-width: 1200px; padding: 24px; }
            h1 { font-size: 24px; margin: 0 8px 4px 0; display: inline-block; }
            h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
            .badge { display: inline-block; padding: 2px 10px; border-radius: 12px; font-weight: 700; color: #fff;
              vertical-align: 4px; }
            .badge.passed { background: var(--ok); } .badge.failed { background: var(--bad); }
            .meta, .note { color: var(--muted); margin: 4px 0; }
            table { border-collapse: collapse; width: 100%; margin: 8px 0; }
            th, td { border-bottom: 1px solid var(--line); padding: 5px 8px; text-align: left; vertical-align: top; }
            th { background: #f4f6f8; font-weight: 600; }
            .scroll { overflow-x: auto; }
            table.sortable td.query { min-width: 16em; }
            .id { white-space: nowrap; } .nowrap { white-space: nowrap; }
            td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
            .ok { color: var(--ok); } .bad { color: var(--bad); font-weight: 600; } .warn { color: var(--warn); }
            ul.failures li { color: var(--bad); } ul.diagnostics li { color: var(--warn); }
            code, .ids { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 13px; }
            th button { white-space: nowrap; font: inherit; border: 0; background: none; padding: 0; cursor: pointer; color: inherit; }
            th button::after { content: " \\2195"; color: var(--muted); }
            th[aria-sort="ascending"] button::after { content: " \\2191"; color: var(--ink); }
            th[aria-sort="descending"] button::after { content: " \\2193"; color: var(--ink); }
            tr.miss td.result { color: var(--bad); font-weight: 600; }
            svg text { font: 12px system-ui, "DejaVu Sans", sans-serif; fill: var(--ink); }
            """;

    private static final String SCRIPT = """
            document.querySelectorAll('table.sortable').forEach(function (table) {
              var headers = table.tHead.rows[0].cells;
              Array.prototype.forEach.call(headers, function (th, column) {
                var button = th.querySelector('button');
                if (!button) { return; }
                button.addEventListener('click', function () {
                  var ascending = th.getAttribute('aria-sort') !== 'ascending';
                  Array.prototype.forEach.call(headers, function (h) { h.removeAttribute('aria-sort'); });
                  th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
                  var numeric = th.getAttribute('data-type') === 'number';
                  var body = table.tBodies[0];
                  var rows = Array.prototype.slice.call(body.rows);
                  rows.sort(function (a, b) {
                    var x = a.cells[column].getAttribute('data-sort');
                    var y = b.cells[column].getAttribute('data-sort');
                    var d;
                    if (numeric) {
                      x = parseFloat(x); y = parseFloat(y);
                      d = x < y ? -1 : x > y ? 1 : 0;
                    } else {
                      d = x.localeCompare(y);
                    }
                    if (!ascending) { d = -d; }
                    return d !== 0 ? d : a.getAttribute('data-index') - b.getAttribute('data-index');
                  });
                  rows.forEach(function (row) { body.appendChild(row); });
                });
              });
            });
            """;

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
                .append("<style>\n").append(STYLE).append(view.variants() == null ? "" : VariantHtml.STYLE)
                .append("</style>\n</head>\n<body>\n");
        header(out, analysis, project);
        list(out, "Why the build fails", "failures", view.failures());
        list(out, "Within noise (not failing)", "diagnostics", view.withinNoise());
        out.append("<h2>Summary</h2>\n");
        summaryTable(out, view);
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
        if (view.latency() != null) {
            out.append("<p class=\"note\">Latency: ").append(Escape.html(view.latency())).append(".</p>\n");
        }
        BarChart.render(out, view.metrics());
        VariantHtml.section(out, view);
        list(out, "Diagnostics", "diagnostics", view.diagnostics());
        flips(out, view);
        ExplanationSections.html(out, view);
        queries(out, view);
        out.append("<script>\n").append(SCRIPT).append("</script>\n</body>\n</html>\n");
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
        String retriever = analysis.fingerprint().retriever().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
        out.append("<p class=\"meta\">").append(analysis.evaluation().cases().size()).append(" queries · k = ")
                .append(analysis.evaluation().k()).append(" · ").append(source(analysis))
                .append(" · retriever <code>").append(Escape.html(retriever)).append("</code></p>\n");
        String baseline = switch (analysis.baselineStatus()) {
            case NONE -> "no baseline";
            case COMPARED -> "compared with the baseline <code>" + Escape.html(analysis.baselineLabel()) + "</code>";
            case MISMATCH -> "baseline <code>" + Escape.html(analysis.baselineLabel())
                    + "</code> not compared: recorded with another configuration";
        };
        out.append("<p class=\"meta\">").append(baseline).append("</p>\n</header>\n");
    }

    /** A titled list ({@code <h2>}) of user text in the given class, nothing when empty; shared with the aggregate. */
    public static void list(StringBuilder out, String title, String css, List<String> items) {
        if (items.isEmpty()) {
            return;
        }
        out.append("<h2>").append(Escape.html(title)).append("</h2>\n<ul class=\"").append(css).append("\">\n");
        items.forEach(item -> out.append("<li>").append(Escape.html(item)).append("</li>\n"));
        out.append("</ul>\n");
    }

    private static void summaryTable(StringBuilder out, ReportView view) {
        boolean compared = view.compared();
        out.append("<table class=\"summary\">\n<thead><tr><th>metric</th><th class=\"num\">value</th><th>")
                .append(Math.round(BootstrapInterval.LEVEL * 100)).append("% interval</th><th>threshold</th>");
        if (compared) {
            out.append("<th class=\"num\">baseline</th><th class=\"num\">change</th><th>max drop</th>")
                    .append("<th class=\"num\">p</th><th class=\"num\">changed queries</th>");
        }
        out.append("</tr></thead>\n<tbody>\n");
        for (MetricRow row : view.metrics()) {
            out.append("<tr><td>").append(Escape.html(row.metric())).append("</td><td class=\"num\">")
                    .append(Decimals.two(row.value())).append("</td><td>").append(Decimals.interval(row.interval()))
                    .append(" (n=").append(row.interval().n()).append(")</td><td>");
            if (row.threshold() != null) {
                out.append(row.violation() == null ? "<span class=\"ok\">" : "<span class=\"bad\">")
                        .append("≥ ").append(Escape.html(row.threshold().asWritten()))
                        .append(row.violation() == null ? " met" : " not met").append("</span>");
            }
            out.append("</td>");
            if (compared) {
                changeCells(out, row.change());
            }
            out.append("</tr>\n");
        }
        out.append("</tbody>\n</table>\n");
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
                .append(Escape.html(Decimals.pNumber(change.deciding()))).append("</td><td class=\"num\">")
                .append(change.paired().changed()).append("</td>");
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
            out.append("<tr><td>").append(Escape.html(flip.query())).append("</td><td class=\"nowrap ")
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
            if (compared) {
                QueryChange change = row.change();
                RecordedCase before = row.before();
                String kind = change == null ? "unchanged"
                        : change.flipped() ? change.kind().replace("->", "→") : change.kind() + ", changed";
                cell(out, Escape.html(kind), Escape.html(kind), false,
                        change != null && change.flipped() ? (change.before().hit() ? "bad" : "ok") : null);
                int beforeRank = before.firstRelevantRank();
                cell(out, QueryChange.rank(beforeRank), beforeRank == 0 ? "Infinity" : String.valueOf(beforeRank),
                        true, null);
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

    /** The inline SVG bar chart: per metric its value with interval, its baseline, and its threshold as a line. */
    static final class BarChart {
        private static final int WIDTH = 900;
        private static final int HEIGHT = 320;
        private static final int LEFT = 44;
        private static final int TOP = 34;
        private static final SvgPlot PLOT = new SvgPlot(LEFT, TOP, WIDTH - LEFT - 12, HEIGHT - TOP - 40);

        private BarChart() {
        }

        static void render(StringBuilder out, List<MetricRow> rows) {
            boolean baseline = rows.stream().anyMatch(r -> r.change() != null);
            out.append("<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH)
                    .append("\" height=\"").append(HEIGHT).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ')
                    .append(HEIGHT).append("\" role=\"img\" aria-label=\"Each metric against its threshold")
                    .append(baseline ? " and baseline" : "").append("\">\n");
            legend(out, baseline);
            PLOT.gridlines(out);
            double group = (double) PLOT.width() / Math.max(1, rows.size());
            double bar = group * (baseline ? 0.28 : 0.4);
            for (int i = 0; i < rows.size(); i++) {
                MetricRow row = rows.get(i);
                double left = LEFT + i * group;
                double center = left + group / 2;
                double currentX = baseline ? center + 2 : center - bar / 2;
                if (row.change() != null) {
                    bar(out, center - bar - 2, bar, row.change().before(), "#a0aec0",
                            row.metric() + " baseline " + Decimals.two(row.change().before()));
                }
                bar(out, currentX, bar, row.value(), "#2b6cb0", row.metric() + " " + Decimals.withInterval(row.interval()));
                PLOT.whisker(out, currentX + bar * 0.78, 6, row.interval());
                out.append('\n');
                if (row.threshold() != null) {
                    PLOT.threshold(out, left + group * 0.08, left + group * 0.92,
                            row.threshold().minimum().doubleValue(),
                            row.metric() + " threshold " + row.threshold().asWritten());
                }
                out.append("<text x=\"").append(SvgPlot.f(center)).append("\" y=\"")
                        .append(TOP + PLOT.height() + 20).append("\" text-anchor=\"middle\">")
                        .append(Escape.html(row.metric())).append("</text>\n");
            }
            out.append("</svg>\n<figcaption class=\"note\">Bars: value now")
                    .append(baseline ? " (blue) and in the baseline (grey)" : " (blue)")
                    .append("; whiskers: the ").append(Math.round(BootstrapInterval.LEVEL * 100))
                    .append("% interval; dashed red line: the threshold.</figcaption>\n</figure>\n");
        }

        private static void legend(StringBuilder out, boolean baseline) {
            int x = LEFT;
            out.append("<rect x=\"").append(x).append("\" y=\"8\" width=\"12\" height=\"12\" fill=\"#2b6cb0\"/>")
                    .append("<text x=\"").append(x + 16).append("\" y=\"18\">now</text>");
            x += 60;
            if (baseline) {
                out.append("<rect x=\"").append(x).append("\" y=\"8\" width=\"12\" height=\"12\" fill=\"#a0aec0\"/>")
                        .append("<text x=\"").append(x + 16).append("\" y=\"18\">baseline</text>");
                x += 84;
            }
            SvgPlot.thresholdKey(out, x, 8);
        }

        /** A bar with its value: inside at the foot in white (clear of whisker and threshold), above when short. */
        private static void bar(StringBuilder out, double x, double width, double value, String fill, String title) {
            double top = PLOT.y(value);
            double foot = PLOT.y(0);
            boolean inside = foot - top >= 22;
            out.append("<rect x=\"").append(SvgPlot.f(x)).append("\" y=\"").append(SvgPlot.f(top))
                    .append("\" width=\"").append(SvgPlot.f(width)).append("\" height=\"")
                    .append(SvgPlot.f(foot - top)).append("\" fill=\"").append(fill)
                    .append("\"><title>").append(Escape.html(title)).append("</title></rect>")
                    .append("<text x=\"").append(SvgPlot.f(x + width * 0.32)).append("\" y=\"")
                    .append(SvgPlot.f(inside ? foot - 7 : top - 5)).append("\" text-anchor=\"middle\"")
                    .append(inside ? " style=\"fill: #fff\"" : "").append(">").append(Decimals.two(value))
                    .append("</text>");
        }
    }
}
