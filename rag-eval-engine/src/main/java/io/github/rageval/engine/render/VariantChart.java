package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.VariantComparison;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.stats.ConfidenceInterval;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * report.html's grouped bar chart of the variants: one group per shown metric, one bar per variant in its colour
 * (the gate variant's outlined), each with its value written on it and its interval as a whisker, and the metric's
 * threshold as a dashed line, as the summary chart draws it; the same axis, gridlines and whiskers as that chart.
 * The legend wraps to more rows when the variants' names do not fit in one, and the plot moves down under it.
 */
final class VariantChart {
    private static final int WIDTH = 900;
    private static final int LEFT = 44;
    private static final int RIGHT = 12;
    private static final int PLOT_HEIGHT = 246;
    private static final int LEGEND_TOP = 8;
    private static final int LEGEND_ROW = 20;
    /** A generous width of a character of the legend's 12px text, so that entries never overlap. */
    private static final double CHARACTER = 7.5;
    /** Of a group's width, the share its bars take; the rest separates the groups. */
    private static final double GROUP_FILL = 0.8;
    /** Of a bar's slot in its group, the share the bar takes; the rest separates it from its neighbours. */
    private static final double BAR_FILL = 0.8;

    private VariantChart() {
    }

    /** One legend entry, placed: its left edge and the top of its row. */
    private record Entry(String label, String colour, boolean gate, int x, int y) {
    }

    static void render(StringBuilder out, VariantComparison comparison, List<MetricRow> metrics) {
        Map<String, Threshold> thresholds = new HashMap<>();
        metrics.stream().filter(m -> m.threshold() != null).forEach(m -> thresholds.put(m.metric(), m.threshold()));
        boolean anyThreshold = comparison.shown().stream().anyMatch(thresholds::containsKey);
        List<Entry> legend = new ArrayList<>();
        int x = LEFT;
        int y = LEGEND_TOP;
        for (VariantComparison.Row row : comparison.variants()) {
            String label = row.name() + (row.gate() ? " (gate)" : "");
            int width = 16 + (int) Math.ceil(label.length() * CHARACTER) + 20;
            if (x > LEFT && x + width > WIDTH - RIGHT) {
                x = LEFT;
                y += LEGEND_ROW;
            }
            legend.add(new Entry(label, VariantHtml.colour(comparison, row), row.gate(), x, y));
            x += width;
        }
        if (anyThreshold && x + 90 > WIDTH - RIGHT) {
            x = LEFT;
            y += LEGEND_ROW;
        }
        SvgPlot plot = new SvgPlot(LEFT, y + LEGEND_ROW + 6, WIDTH - LEFT - RIGHT, PLOT_HEIGHT);
        int height = plot.top() + PLOT_HEIGHT + 40;

        out.append("<figure>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH)
                .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ')
                .append(height).append("\" role=\"img\" aria-label=\"Each variant's mean of each metric with its ")
                .append(VariantText.level()).append("% interval\">\n");
        for (Entry entry : legend) {
            out.append("<rect x=\"").append(entry.x()).append("\" y=\"").append(entry.y())
                    .append("\" width=\"12\" height=\"12\" class=\"").append(entry.colour())
                    .append(entry.gate() ? " gate" : "").append("\"/><text x=\"").append(entry.x() + 16)
                    .append("\" y=\"").append(entry.y() + 10).append("\">").append(Escape.html(entry.label()))
                    .append("</text>\n");
        }
        if (anyThreshold) {
            SvgPlot.thresholdKey(out, x, y);
        }
        plot.gridlines(out);
        double group = (double) plot.width() / comparison.shown().size();
        double slot = group * GROUP_FILL / comparison.variants().size();
        double bar = slot * BAR_FILL;
        for (int m = 0; m < comparison.shown().size(); m++) {
            String metric = comparison.shown().get(m);
            double left = LEFT + m * group;
            for (int v = 0; v < comparison.variants().size(); v++) {
                VariantComparison.Row row = comparison.variants().get(v);
                double barX = left + group * (1 - GROUP_FILL) / 2 + v * slot + (slot - bar) / 2;
                bar(out, plot, comparison, row, metric, barX, bar);
            }
            Threshold threshold = thresholds.get(metric);
            if (threshold != null) {
                plot.threshold(out, left + group * 0.04, left + group * 0.96, threshold.bound().doubleValue(),
                        metric + " threshold " + threshold.asWritten());
            }
            out.append("<text x=\"").append(SvgPlot.f(left + group / 2)).append("\" y=\"")
                    .append(plot.top() + PLOT_HEIGHT + 20).append("\" text-anchor=\"middle\">")
                    .append(Escape.html(metric)).append("</text>\n");
        }
        out.append("</svg>\n<figcaption class=\"note\">Bars: each variant's mean, written on the bar (the gate"
                + " variant's outlined); whiskers: the ").append(VariantText.level()).append("% interval")
                .append(anyThreshold ? "; dashed red line: the threshold" : "").append(".</figcaption>\n</figure>\n");
    }

    /** A variant's bar of one metric, its whisker on its middle. */
    private static void bar(StringBuilder out, SvgPlot plot, VariantComparison comparison, VariantComparison.Row row,
                            String metric, double x, double width) {
        ConfidenceInterval interval = row.intervals().get(metric);
        double top = plot.y(interval.value());
        out.append("<rect x=\"").append(SvgPlot.f(x)).append("\" y=\"").append(SvgPlot.f(top)).append("\" width=\"")
                .append(SvgPlot.f(width)).append("\" height=\"").append(SvgPlot.f(plot.y(0) - top))
                .append("\" class=\"").append(VariantHtml.colour(comparison, row)).append(row.gate() ? " gate" : "")
                .append("\"><title>").append(Escape.html(row.name() + (row.gate() ? " (gate) " : " ") + metric + " "
                        + Decimals.withInterval(interval))).append("</title></rect>");
        plot.barValue(out, x, width, interval.value());
        plot.whisker(out, x + width * SvgPlot.WHISKER_AT, Math.min(6, width / 5), interval);
        out.append('\n');
    }
}
