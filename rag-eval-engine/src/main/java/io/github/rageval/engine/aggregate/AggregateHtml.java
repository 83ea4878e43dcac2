package io.github.rageval.engine.aggregate;

import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.render.HtmlReport;
import io.github.rageval.engine.render.PageAssets;

/**
 * The aggregate's {@code report.html}: one self-contained page (the modules' report style, inline; nothing loaded
 * from elsewhere, so it opens from a CI artifact) with the verdict, the one table and the failures. All user text
 * is escaped.
 */
public final class AggregateHtml {
    public static final String FILE_NAME = HtmlReport.FILE_NAME;

    private AggregateHtml() {
    }

    public static String render(Aggregate aggregate) {
        boolean passed = aggregate.passed();
        StringBuilder out = new StringBuilder();
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>rag-eval aggregate</title>\n<style>\n").append(PageAssets.style())
                .append("</style>\n</head>\n<body>\n<header>\n<h1>rag-eval aggregate</h1><span class=\"badge ")
                .append(passed ? "passed\">PASSED" : "failed\">FAILED").append("</span>\n");
        if (!passed) {
            out.append("<p class=\"bad\">").append(Escape.html(aggregate.failureSummary())).append("</p>\n");
        }
        out.append("<p class=\"meta\">").append(aggregate.modules().size()).append(" module")
                .append(aggregate.modules().size() == 1 ? "" : "s").append(" in reactor order</p>\n</header>\n");
        HtmlReport.list(out, "Why the build fails", "failures", aggregate.failures());
        table(out, aggregate);
        HtmlReport.list(out, "Not failing the build", "diagnostics", aggregate.notFailing());
        out.append("</body>\n</html>\n");
        return out.toString();
    }

    private static void table(StringBuilder out, Aggregate aggregate) {
        out.append("<h2>Modules</h2>\n<div class=\"scroll\">\n<table class=\"summary\">\n<thead><tr><th>module</th>")
                .append("<th>variant</th><th>retriever</th><th class=\"num\">k</th><th class=\"num\">queries</th>");
        aggregate.columns().forEach(column -> out.append("<th class=\"num\">").append(Escape.html(column))
                .append("</th>"));
        out.append("<th>verdict</th></tr></thead>\n<tbody>\n");
        for (AggregateTable.Line line : AggregateTable.lines(aggregate)) {
            out.append("<tr><td class=\"id\">").append(Escape.html(line.module())).append("</td><td>")
                    .append(Escape.html(line.variant())).append("</td><td><code>").append(Escape.html(line.retriever()))
                    .append("</code></td><td class=\"num\">").append(number(line.k())).append("</td><td class=\"num\">")
                    .append(number(line.queries())).append("</td>");
            for (String column : aggregate.columns()) {
                Double value = line.values().get(column);
                out.append("<td class=\"num\">").append(value == null ? "" : Decimals.two(value)).append("</td>");
            }
            out.append("<td class=\"nowrap ").append(line.ok() ? "ok" : "bad").append("\">")
                    .append(Escape.html(line.verdict())).append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n</div>\n");
    }

    private static String number(Integer value) {
        return value == null ? "" : value.toString();
    }
}
