package io.github.rageval.cli;

import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.format.Sentences;
import io.github.rageval.engine.help.GoalPurposes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What {@code --help} prints: the usage, the goals with their purposes ({@link GoalPurposes}), then every option from
 * {@link GoalSettings} with its default, or with a goal first ({@code grow --help}) only that goal's options.
 */
final class Help {
    private static final int COLUMN = 36;
    private static final int GOAL_COLUMN = 13;
    /** The widest line: a terminal's usual width leaves room. */
    static final int WIDTH = 100;

    /** How the command line is run, as usage and advice name it. */
    static final String COMMAND = "java -jar rag-eval-cli.jar";

    /**
     * The goals that evaluate: a setting all of them read is shown without the goals that read it (judge and
     * judgments read only their own settings and a few of these, each marked with its goals).
     */
    static final List<Goal> EVALUATING = List.of(Goal.CHECK, Goal.BASELINE, Goal.POOL);

    private Help() {
    }

    /** Every option: what {@code --help} prints. */
    static String text() {
        return text(null);
    }

    /**
     * The usage, the goals one line each, then the options: every one, or only those of {@code goal}
     * ({@code grow --help}); each line within {@value #WIDTH} columns, a long description wrapped under itself.
     */
    static String text(Goal goal) {
        List<String> lines = new ArrayList<>(List.of(
                "usage: " + COMMAND + " [goal] [--option value]...   (goal --help: its options alone)",
                "",
                "goals (check is the default):"));
        for (Goal each : Goal.values()) {
            if (each.onCommandLine()) {
                lines.add(pad("  " + each.key(), GOAL_COLUMN) + GoalPurposes.of(each));
            }
        }
        lines.addAll(List.of(
                "",
                "Exit 0 when the gate passes (or the goal wrote its files), 1 when it fails, 2 when the",
                "configuration or an input file cannot be used. Each option is the Maven goals' parameter of",
                "the same name (rageval.<name>), with its default; paths are relative to the working directory.",
                "A boolean option alone is true: --sublinear-tf, --no-lowercase, --lowercase false. Entries on",
                "one line are written name=value,... or name=value;... (a comma or semicolon inside a value as",
                "\\, or \\;). docs/configuration.md describes each option.",
                "",
                goal == null ? "options:" : "options of " + goal.key() + ":"));
        for (GoalSetting setting : GoalSettings.onCommandLine()) {
            if (goal == null || setting.goals().contains(goal)) {
                lines.addAll(line(setting, goal == null));
            }
        }
        lines.add("");
        lines.add("Command line only:");
        lines.addAll(wrapped("  " + Arguments.CLASSPATH + " PATH", "classes of --retriever CLASS and their"
                + " dependencies, or the jars of a retriever module (dense)"));
        Arguments.ALIASES.forEach((alias, name) -> lines.addAll(wrapped("  " + alias + " FILE", "the same as "
                + GoalSettings.named(name).orElseThrow().option())));
        lines.addAll(wrapped("  " + Arguments.PROJECT_NAME + " NAME", "the project's name in the reports (check"
                + " only) [default the working directory's name]"));
        lines.addAll(wrapped("  " + Arguments.TIMINGS, "each phase's duration on standard error"));
        lines.addAll(wrapped("  " + Arguments.POOL, "the pool goal, the same as starting with pool"));
        lines.addAll(wrapped("  --help, -h", "prints this and exits 0"));
        return String.join("\n", lines);
    }

    /** The goal {@code --help} is asked about: the first argument when it names one of the command line's. */
    static Goal goalAsked(List<String> args) {
        return args.isEmpty() ? null : Goal.ofKey(args.get(0)).filter(Goal::onCommandLine).orElse(null);
    }

    /**
     * @param readers whether the goals that read the setting are named, when not all the evaluating ones do (every
     *     option listed); the options of one goal need not say so
     */
    private static List<String> line(GoalSetting setting, boolean readers) {
        String option = "  " + setting.option() + (setting.type() == GoalSetting.Type.BOOLEAN ? ""
                : " " + setting.type().placeholder());
        String goals = readers ? onlyFor(setting).map(names -> " (" + names + " only)").orElse("") : "";
        String fallback = setting.defaultValue() == null ? "" : String.format(Locale.ROOT, " [default %s]",
                setting.defaultValue());
        return wrapped(option, description(setting) + goals + fallback);
    }

    /** The setting's description, the settings it names written as the command line's options. */
    static String description(GoalSetting setting) {
        return setting.describedWith(name -> GoalSettings.named(name).map(GoalSetting::option).orElse(name));
    }

    /**
     * The option and its description, the description's words wrapped so that no line passes {@value #WIDTH}
     * columns (a default path or a pattern longer than that stays whole); an option too long for its column gets
     * a line of its own.
     */
    private static List<String> wrapped(String option, String description) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(option.length() >= COLUMN ? "" : option);
        if (option.length() >= COLUMN) {
            lines.add(option);
        }
        for (String word : description.split(" ")) {
            boolean described = line.length() > COLUMN;
            if (described && line.length() + 1 + word.length() > WIDTH) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() < COLUMN) {
                line.append(" ".repeat(COLUMN - line.length()));
            } else {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    /**
     * The goals of the command line's that read the setting ({@code check}, {@code check and pool}), when not all of
     * them do.
     */
    private static Optional<String> onlyFor(GoalSetting setting) {
        List<Goal> goals = setting.goals().stream().filter(Goal::onCommandLine).sorted().toList();
        return goals.containsAll(EVALUATING) ? Optional.empty()
                : Optional.of(Sentences.and(goals.stream().map(Goal::key).toList()));
    }

    private static String pad(String text, int column) {
        return text + " ".repeat(Math.max(1, column - text.length()));
    }
}
