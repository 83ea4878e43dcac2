package io.github.rageval.engine.baseline;

import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.stats.PValue;
import io.github.rageval.engine.stats.PairedComparison;
import io.github.rageval.engine.stats.PairedTest;

/**
 * One summary metric against the baseline.
 *
 * @param metric the metric key
 * @param before its value in the baseline
 * @param after its value now
 * @param paired the paired tests over the queries
 * @param rule the allowed drop, or null when none is configured
 * @param exceeded the drop is larger than the rule allows
 * @param significant the deciding test's p-value is below alpha
 * @param settings the settings it was judged by
 */
public record MetricChange(String metric, double before, double after, PairedComparison paired, DropRule rule,
                           boolean exceeded, boolean significant, ComparisonSettings settings) {

    public double delta() {
        return after - before;
    }

    /** The drop fails the build: beyond its rule and, when the settings demand it, significant. */
    public boolean violated() {
        return exceeded && (!settings.dropMustBeSignificant() || significant);
    }

    /** The drop is beyond its rule but, not being significant, does not fail the build. */
    public boolean excused() {
        return exceeded && !violated();
    }

    public PValue deciding() {
        return paired.pValue(settings.test());
    }

    /** {@code mrr 0.93 -> 0.80 (-0.13)}. */
    public String change() {
        return metric + " " + Decimals.two(before) + " -> " + Decimals.two(after) + " (" + Decimals.signed(delta())
                + ")";
    }

    /** {@code paired randomization test p = 0.031, below alpha 0.05}. */
    public String significance() {
        PairedTest test = settings.test();
        String alpha = Decimals.shortest(settings.alpha());
        PValue p = deciding();
        if (!p.applicable()) {
            return test.label() + " does not apply (" + p.note() + ")";
        }
        return test.label() + " " + Decimals.p(p) + (significant ? ", below" : ", not below") + " alpha " + alpha;
    }

    /**
     * Why the drop fails, or why it does not: {@code mrr dropped 0.93 -> 0.80 (-0.13), more than the allowed
     * 0.05}, or where more is worse {@code unj@10 rose 0.10 -> 0.30 (+0.20), more than the allowed 0.05}; empty when
     * the change is within its rule.
     */
    public String message() {
        if (!exceeded) {
            return "";
        }
        boolean rise = rule.boundsRise();
        String dropped = metric + (rise ? " rose " : " dropped ") + Decimals.two(before) + " -> "
                + Decimals.two(after) + (rise ? " (+" : " (-") + Decimals.above(delta(), rule.maximum())
                + "), more than the allowed " + rule.asWritten();
        if (!settings.dropMustBeSignificant()) {
            return dropped;
        }
        if (significant) {
            return dropped + ", and the " + (rise ? "rise" : "drop") + " is significant (" + significance() + ")";
        }
        // The count is this metric's, the queries the test is over: not the queries changed in any way.
        return dropped + ", but not significantly (" + significance() + "; " + metric + " changed on "
                + paired.changed() + " of " + paired.n() + " queries): within noise, so it does not fail the build";
    }
}
