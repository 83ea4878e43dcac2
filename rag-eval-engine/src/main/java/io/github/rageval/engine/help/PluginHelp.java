package io.github.rageval.engine.help;

import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What the Maven plugin's {@code help} goal prints. Without {@code -Ddetail}: every goal with its purpose in one line.
 * With it: under each goal (or only the one {@code -Dgoal} names), each parameter in one line, its name, its property
 * and its default, from the settings table (a default too long to fit beside them on the line under them); what a
 * parameter does is the reference's ({@value #REFERENCE}), not repeated here. The help Maven generates from the
 * Mojos' Javadoc printed every parameter's whole paragraph, goal after goal: over a thousand lines, too long to find
 * anything in.
 */
public final class PluginHelp {
    /** Where each parameter is described. */
    public static final String REFERENCE = "docs/configuration.md";
    /** The help goal's own name, which is no goal of the table. */
    static final String HELP = "help";
    private static final String UNSET = "(unset)";
    private static final String PREFIX = "rag-eval:";
    private static final String[] HEADINGS = {"parameter", "property", "default"};
    /** A terminal's width, which every line keeps within. */
    static final int WIDTH = 100;
    /** What starts the line under a row whose default does not fit beside it. */
    static final String DEFAULT_BELOW = "    default: ";

    private PluginHelp() {
    }

    /**
     * The help's lines.
     *
     * @param version the plugin's version, for the first line
     * @param detailText whether each goal's parameters are listed ({@code -Ddetail}, which Maven gives as
     *     {@code true}): {@code true} or {@code false} as written, null when not given
     * @param goal the goal whose parameters alone are listed ({@code -Dgoal}); null or blank for every goal
     * @throws ConfigurationException when {@code goal} names no goal of the plugin, or {@code detail} is no boolean
     */
    public static List<String> lines(String version, String detailText, String goal) throws ConfigurationException {
        boolean detail = detail(detailText);
        String asked = goal == null ? "" : goal.trim().toLowerCase(Locale.ROOT);
        if (!asked.isEmpty() && !asked.equals(HELP) && Goal.ofKey(asked).isEmpty()) {
            throw new ConfigurationException("goal '" + goal.trim() + "' (-Dgoal) names no goal of the rag-eval"
                    + " plugin. Use one of: " + String.join(", ", goalNames()) + "; or leave it out for every goal.");
        }
        List<String> lines = new ArrayList<>();
        lines.add("rag-eval Maven plugin " + version + ": gates a RAG system's retrieval quality in mvn verify.");
        lines.add("");
        if (!detail) {
            lines.addAll(overview());
        } else if (asked.isEmpty()) {
            for (Goal each : Goal.values()) {
                lines.addAll(goal(each));
                lines.add("");
            }
            lines.addAll(helpGoal());
        } else {
            lines.addAll(asked.equals(HELP) ? helpGoal() : goal(Goal.ofKey(asked).orElseThrow()));
        }
        lines.add("");
        lines.add("Set a parameter in the plugin's <configuration> (<k>5</k>) or as its property (-Drageval.k=5).");
        lines.add("What each does: " + REFERENCE + ". One goal's: mvn rag-eval:help -Ddetail -Dgoal=<goal>.");
        return lines;
    }

    /** {@code -Ddetail=yes} would otherwise be Maven's false, without a word. */
    private static boolean detail(String text) throws ConfigurationException {
        String written = text == null ? "false" : text.trim().toLowerCase(Locale.ROOT);
        if (!written.equals("true") && !written.equals("false")) {
            throw new ConfigurationException("detail '" + text.trim() + "' (-Ddetail) is not a boolean. Give -Ddetail"
                    + " alone (or -Ddetail=true) to list each goal's parameters, or leave it out.");
        }
        return written.equals("true");
    }

    /** One line per goal: {@code rag-eval:check     evaluates the retriever ...}. */
    private static List<String> overview() {
        List<String> rows = new ArrayList<>();
        int width = PREFIX.length() + Arrays.stream(Goal.values()).mapToInt(g -> g.key().length()).max().orElse(0)
                + 2;
        for (Goal goal : Goal.values()) {
            rows.add(pad(PREFIX + goal.key(), width) + GoalPurposes.of(goal));
        }
        rows.add(pad(PREFIX + HELP, width) + "this text; -Ddetail lists each goal's parameters, one per line");
        return rows;
    }

    /** The goal's heading, then a row per parameter it reads, in table order. */
    private static List<String> goal(Goal goal) {
        List<String[]> rows = new ArrayList<>();
        rows.add(HEADINGS);
        for (GoalSetting setting : GoalSettings.of(goal)) {
            rows.add(new String[] {setting.name(), setting.property(),
                    setting.defaultValue() == null ? UNSET : setting.defaultValue()});
        }
        List<String> lines = new ArrayList<>();
        lines.add(PREFIX + goal.key() + ": " + GoalPurposes.of(goal));
        lines.addAll(table(rows));
        return lines;
    }

    /** The help goal's own two parameters, which are Maven's convention rather than settings of the table. */
    private static List<String> helpGoal() {
        List<String> lines = new ArrayList<>();
        lines.add(PREFIX + HELP + ": this text");
        lines.addAll(table(List.of(HEADINGS, new String[] {"detail", "detail", "false"},
                new String[] {"goal", "goal", UNSET})));
        return lines;
    }

    /** Rows in columns as wide as their widest cell, indented under the goal's heading. */
    private static List<String> table(List<String[]> rows) {
        int name = rows.stream().mapToInt(row -> row[0].length()).max().orElse(0) + 2;
        int property = rows.stream().mapToInt(row -> row[1].length()).max().orElse(0) + 2;
        List<String> lines = new ArrayList<>();
        for (String[] row : rows) {
            String line = "  " + pad(row[0], name) + pad(row[1], property) + row[2];
            if (line.length() <= WIDTH) {
                lines.add(line);
            } else {
                // A long default beside long names (the judge cache's path in check's table) goes under its row.
                lines.add("  " + pad(row[0], name) + row[1]);
                lines.add(DEFAULT_BELOW + row[2]);
            }
        }
        return lines;
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(Math.max(1, width - text.length()));
    }

    private static List<String> goalNames() {
        List<String> names = new ArrayList<>();
        Arrays.stream(Goal.values()).forEach(goal -> names.add(goal.key()));
        names.add(HELP);
        return names;
    }
}
