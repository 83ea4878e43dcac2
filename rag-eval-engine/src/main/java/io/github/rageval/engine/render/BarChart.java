package io.github.rageval.engine.render;

import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.stats.BootstrapInterval;
import java.util.List;

/**
 * report.html's summary chart, an inline SVG bar chart: per metric its value with interval, its baseline, and its
 * threshold as a line.
 */
final class BarChart {
    private static final int WIDTH = 900;
    private static final int HEIGHT = 320;
    private static final int LEFT = 44;
    private static final int TOP = 34;
    private static final SvgPlot PLOT = new SvgPlot(LEFT, TOP, WIDTH - LEFT - 12, HEIGHT - TOP - 40);

    private BarChart() {
    }

    /** About how wide a character of a label is, in pixels, at the page's font size. */
    private static final double LABEL_CHARACTER_WIDTH = 7.0;

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
            PLOT.whisker(out, currentX + bar * SvgPlot.WHISKER_AT, 6, row.interval());
            out.append('\n');
            if (row.threshold() != null) {
                PLOT.threshold(out, left + group * 0.08, left + group * 0.92,
                        row.threshold().bound().doubleValue(),
                        row.metric() + " threshold " + row.threshold().asWritten());
            }
            out.append("<text x=\"").append(SvgPlot.f(center)).append("\" y=\"")
                    .append(TOP + PLOT.height() + 20).append("\" text-anchor=\"middle\"")
                    .append(fitted(row.metric(), group)).append('>')
                    .append(Escape.html(row.metric())).append("</text>\n");
        }
        out.append("</svg>\n<figcaption class=\"note\">Bars: value now")
                .append(baseline ? " (blue) and in the baseline (grey)" : " (blue)")
                .append("; whiskers: the ").append(Math.round(BootstrapInterval.LEVEL * 100))
                .append("% interval; dashed red line: the threshold.</figcaption>\n</figure>\n");
    }

    /**
     * A label's squeeze into its group's width when at about 7 pixels a character it would run into its neighbours'
     * ({@code answer_containment} beside {@code key_fact_recall}); nothing for a label that fits.
     */
    private static String fitted(String label, double group) {
        double room = group * 0.95;
        return label.length() * LABEL_CHARACTER_WIDTH > room
                ? " textLength=\"" + SvgPlot.f(room) + "\" lengthAdjust=\"spacingAndGlyphs\"" : "";
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

    /** A bar with its value on it. */
    private static void bar(StringBuilder out, double x, double width, double value, String fill, String title) {
        double top = PLOT.y(value);
        out.append("<rect x=\"").append(SvgPlot.f(x)).append("\" y=\"").append(SvgPlot.f(top))
                .append("\" width=\"").append(SvgPlot.f(width)).append("\" height=\"")
                .append(SvgPlot.f(PLOT.y(0) - top)).append("\" fill=\"").append(fill)
                .append("\"><title>").append(Escape.html(title)).append("</title></rect>");
        PLOT.barValue(out, x, width, value);
    }
}
