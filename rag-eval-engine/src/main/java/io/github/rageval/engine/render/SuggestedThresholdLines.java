package io.github.rageval.engine.render;

import io.github.rageval.engine.analysis.SuggestedThreshold;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import io.github.rageval.engine.stats.BootstrapInterval;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The thresholds a run suggests, as the baseline goal prints them and report.md lists them: what they are, the
 * thresholds ready to paste in the front end's forms, and each one that would not catch the drop asked for, with how
 * many golden queries would.
 */
public final class SuggestedThresholdLines {
    private SuggestedThresholdLines() {
    }

    /**
     * What the suggestions are, after a word that says whose they are: {@code each metric's 95% interval's lower end
     * rounded down, ...: a run as good as this one passes them; each should catch a drop of 0.05.}
     */
    public static String explanation(BigDecimal drop) {
        return "each metric's " + Math.round(BootstrapInterval.LEVEL * 100) + "% interval's lower end rounded down,"
                + " its upper end rounded up where more is worse: a run as good as this one passes them; each should"
                + " catch a drop of " + drop.toPlainString() + ".";
    }

    /** The thresholds ready to paste, one form a line. */
    public static List<String> snippets(List<SuggestedThreshold> suggestions, SettingWords words) {
        Map<String, String> bounds = new LinkedHashMap<>();
        suggestions.forEach(s -> bounds.put(s.metric(), s.written()));
        return words.pasted(GoalSettings.THRESHOLDS, bounds);
    }

    /** One line per suggestion that would not catch its drop: the golden set is too small for it. */
    public static List<String> uncaught(List<SuggestedThreshold> suggestions) {
        List<String> lines = new ArrayList<>();
        for (SuggestedThreshold s : suggestions) {
            if (s.catches()) {
                continue;
            }
            double worse = s.higherIsBetter() ? s.value() - s.drop().doubleValue() : s.value() + s.drop().doubleValue();
            String needed = s.queriesNeededSentence();
            lines.add(s.metric() + " " + (s.higherIsBetter() ? ">=" : "<=") + " " + s.written() + " would not catch a "
                    + (s.higherIsBetter() ? "drop" : "rise") + " of " + s.drop().toPlainString() + " ("
                    + Decimals.two(s.value()) + " -> " + Decimals.two(worse) + " still passes): the golden set is too"
                    + " small to tell it from noise." + (needed.isEmpty() ? "" : " " + needed));
        }
        return lines;
    }
}
