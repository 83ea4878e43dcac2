package io.github.rageval.engine.render;

import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.format.Escape;
import io.github.rageval.engine.stats.ConfidenceInterval;
import java.util.Locale;

/**
 * The frame report.html's charts share: a plot area whose value axis runs from 0 at the foot to 1 at the top, its
 * gridlines, and whiskers for intervals; coordinates are written with one decimal and {@link Locale#ROOT}, so
 * the same analysis gives the same bytes on every machine, and every chart looks alike.
 *
 * @param left the plot area's left edge, where the axis labels end
 * @param top the plot area's top edge, at the value 1
 * @param width the plot area's width
 * @param height the plot area's height, from the value 1 down to 0
 */
record SvgPlot(int left, int top, int width, int height) {

    /** The y coordinate of a value, clamped to 0..1 so that nothing is drawn outside the plot. */
    double y(double value) {
        return top + height * (1 - Math.max(0, Math.min(1, value)));
    }

    /** A coordinate as the charts write it: {@code 123.4}. */
    static String f(double coordinate) {
        return String.format(Locale.ROOT, "%.1f", coordinate);
    }

    /** Of a bar's width, where its value stands; its whisker stands at {@link #WHISKER_AT}, clear of the value. */
    static final double VALUE_AT = 0.32;
    /** Of a bar's width, where its whisker stands. */
    static final double WHISKER_AT = 0.78;
    /** A bar at least this wide has its value written upright; a narrower one has it written upwards. */
    private static final double UPRIGHT_WIDTH = 40;

    /**
     * A bar's value, always written, never only a tooltip: in white inside the bar at its foot (clear of the whisker
     * and the threshold, which are near its top), above the bar when the bar is too short to hold it; upwards, along
     * the bar, when the bar is too narrow for it upright.
     *
     * @param x the bar's left edge
     */
    void barValue(StringBuilder out, double x, double width, double value) {
        double top = y(value);
        double foot = y(0);
        boolean upright = width >= UPRIGHT_WIDTH;
        boolean inside = foot - top >= (upright ? 22 : 36);
        double at = x + width * VALUE_AT;
        String style = inside ? " style=\"fill: #fff\"" : "";
        if (upright) {
            out.append("<text x=\"").append(f(at)).append("\" y=\"").append(f(inside ? foot - 7 : top - 5))
                    .append("\" text-anchor=\"middle\"").append(style).append(">");
        } else {
            // Turned a quarter anticlockwise, the text runs up from its start and its glyphs lie left of x.
            double start = inside ? foot - 5 : top - 5;
            out.append("<text x=\"").append(f(at + 4)).append("\" y=\"").append(f(start))
                    .append("\" transform=\"rotate(-90 ").append(f(at + 4)).append(' ').append(f(start))
                    .append(")\"").append(style).append(">");
        }
        out.append(Decimals.two(value)).append("</text>");
    }

    /** Gridlines at 0, 0.25, 0.5, 0.75 and 1, each labelled at the left. */
    void gridlines(StringBuilder out) {
        for (int tick = 0; tick <= 4; tick++) {
            double value = tick / 4.0;
            String y = f(y(value));
            out.append("<line x1=\"").append(left).append("\" x2=\"").append(left + width).append("\" y1=\"")
                    .append(y).append("\" y2=\"").append(y).append("\" stroke=\"#d8dde3\"/>")
                    .append("<text x=\"").append(left - 6).append("\" y=\"").append(f(y(value) + 4))
                    .append("\" text-anchor=\"end\">").append(Decimals.two(value)).append("</text>\n");
        }
    }

    /** An interval as a vertical line at {@code x} from its low to its high end, each end capped {@code cap} wide each side. */
    void whisker(StringBuilder out, double x, double cap, ConfidenceInterval interval) {
        out.append("<line x1=\"").append(f(x)).append("\" x2=\"").append(f(x)).append("\" y1=\"")
                .append(f(y(interval.low()))).append("\" y2=\"").append(f(y(interval.high())))
                .append("\" stroke=\"#1a202c\" stroke-width=\"1.5\"/>");
        for (double end : new double[] {interval.low(), interval.high()}) {
            out.append("<line x1=\"").append(f(x - cap)).append("\" x2=\"").append(f(x + cap))
                    .append("\" y1=\"").append(f(y(end))).append("\" y2=\"").append(f(y(end)))
                    .append("\" stroke=\"#1a202c\" stroke-width=\"1.5\"/>");
        }
    }

    /**
     * A threshold as a dashed red line from {@code x1} to {@code x2}, with its text as the tooltip.
     *
     * @param minimum the threshold's value
     * @param title what the tooltip says, unescaped
     */
    void threshold(StringBuilder out, double x1, double x2, double minimum, String title) {
        out.append("<line x1=\"").append(f(x1)).append("\" x2=\"").append(f(x2)).append("\" y1=\"")
                .append(f(y(minimum))).append("\" y2=\"").append(f(y(minimum)))
                .append("\" stroke=\"#c53030\" stroke-width=\"2\" stroke-dasharray=\"6 4\">")
                .append("<title>").append(Escape.html(title))
                .append("</title></line>\n");
    }

    /** The legend's key for thresholds: a short dashed red line and the word, in the legend row whose top is {@code y}. */
    static void thresholdKey(StringBuilder out, int x, int y) {
        out.append("<line x1=\"").append(x).append("\" x2=\"").append(x + 18).append("\" y1=\"").append(y + 6)
                .append("\" y2=\"").append(y + 6)
                .append("\" stroke=\"#c53030\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>")
                .append("<text x=\"").append(x + 24).append("\" y=\"").append(y + 10).append("\">threshold</text>\n");
    }
}
