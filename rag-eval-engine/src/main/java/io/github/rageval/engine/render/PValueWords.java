package io.github.rageval.engine.render;

import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import io.github.rageval.engine.stats.PValue;

/**
 * What a metric's p-value against the baseline means for the build, in plain words beside the number: a p of 1.000
 * beside a drop marked as exceeded reads as a contradiction until the page says which of the two decides.
 */
final class PValueWords {
    private PValueWords() {
    }

    /**
     * {@code not significant: within noise, so the drop does not fail the build}, or what else the gate made of the
     * change.
     *
     * @param words how the page names the settings, in the words of the front end that set them
     */
    static String of(MetricChange change, SettingWords words) {
        PValue p = change.deciding();
        String alpha = Decimals.shortest(change.settings().alpha());
        String significance = !p.applicable() ? "no p-value (" + p.note() + ")"
                : change.significant() ? "significant (below alpha " + alpha + ")"
                : "not significant (alpha " + alpha + ")";
        if (change.rule() == null) {
            return significance + (change.significant() ? ": unlikely to be noise" : ": could be noise")
                    + "; no " + words.name(GoalSettings.MAX_DROP) + " set, so the change does not gate the build";
        }
        String label = DropLabel.of(change.rule());
        if (!change.exceeded()) {
            return significance + "; within its " + label + ", so it passes";
        }
        if (change.excused()) {
            return significance + ": within noise, so the change beyond its " + label + " does not fail the build";
        }
        if (change.settings().dropMustBeSignificant()) {
            return significance + " and beyond its " + label + ": it fails the build";
        }
        return significance + ", yet it fails the build: the change is beyond its " + label + ", and with "
                + words.stated(GoalSettings.MAX_DROP_REQUIRES_SIGNIFICANCE, "false") + " the size alone decides";
    }
}
