package io.github.rageval.engine.docs;

import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting.Type;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Renders the settings table ({@link io.github.rageval.engine.settings.table.GoalSettings#ALL}) as the Markdown table of
 * docs/configuration.md's "Settings reference": per setting its POM parameter, property, command-line option, type,
 * default, goals and description, in the table's order. The page holds this text between two marker comments, so that
 * the reference is written from the one table the goals and the command line read, never by hand.
 */
final class ConfigurationReference {
    /** Opens the generated block in the page. */
    static final String START = "<!-- generated from config/GoalSettings by ConfigurationReferenceTest: do not edit -->";
    /** Closes the generated block in the page. */
    static final String END = "<!-- end of the generated settings reference -->";

    private ConfigurationReference() {
    }

    /** The generated block, markers included, each line ending with a line feed. */
    static String render(List<GoalSetting> settings) {
        StringBuilder out = new StringBuilder(START).append('\n');
        out.append("| parameter | property | command line | type | default | goals | what it sets |\n");
        out.append("|---|---|---|---|---|---|---|\n");
        for (GoalSetting setting : settings) {
            out.append("| ").append(code(setting.name()))
                    .append(" | ").append(code(setting.property()))
                    .append(" | ").append(option(setting))
                    .append(" | ").append(type(setting.type()))
                    .append(" | ").append(setting.defaultValue() == null ? "none" : code(setting.defaultValue()))
                    .append(" | ").append(goals(setting))
                    .append(" | ").append(text(setting.describedWith(name -> name)))
                    .append(" |\n");
        }
        return out.append(END).append('\n').toString();
    }

    /** The option, with its negation for a boolean (the command line reads {@code --no-lowercase}). */
    private static String option(GoalSetting setting) {
        if (!setting.onCommandLine()) {
            return "none (Maven only)";
        }
        if (setting.type() == Type.BOOLEAN) {
            return code(setting.option()) + ", " + code("--no-" + setting.option().substring(2));
        }
        return code(setting.option() + " " + setting.type().placeholder());
    }

    private static String type(Type type) {
        return switch (type) {
            case PATH -> "path";
            case INTEGER, LONG -> "whole number";
            case DECIMAL -> "decimal";
            case BOOLEAN -> "true/false";
            case TEXT -> "text";
            case ONE_LINE -> "entries";
        };
    }

    /** The goals in the enum's order, so the column reads the same whatever order the set iterates in. */
    private static String goals(GoalSetting setting) {
        return Arrays.stream(Goal.values()).filter(setting.goals()::contains)
                .map(goal -> goal.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", "));
    }

    /** A code span; a pipe is escaped even inside one, or GitHub's table would split the cell there. */
    private static String code(String value) {
        return "`" + value.replace("|", "\\|") + "`";
    }

    /** Plain text in a cell: a pipe would end the cell, and {@code <split>} would be read as an HTML tag. */
    private static String text(String value) {
        return value.replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;");
    }
}
