package io.github.rageval.cli;

import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.format.Sentences;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The command line as written: the goal ({@code check}, the default, {@code baseline}, {@code pool}, also asked
 * for as {@code --pool}, {@code judge}, {@code judgments}, {@code grow} or {@code lock}), each setting's text by its
 * name in {@link GoalSettings}, and the options only the command line has. Nothing is typed or checked against its
 * setting's rules here (the engine's settings pass does that, in the goal's flow); what is caught here is what would
 * otherwise pass silently: an unknown option, an option given twice, an option another goal reads, a missing value.
 *
 * @param goal what to do
 * @param written each setting given, by its name, as written ({@code "true"} for a boolean flag)
 * @param classpath the {@code --classpath} given, or null: a retriever class and its dependencies, or the jars of a
 *     retriever that ships as a module of its own ({@code dense})
 * @param timings whether each phase's duration is printed
 * @param projectName the {@code --project-name} given, or null: the name the reports give the project, which the
 *     goals take from the POM ({@code artifactId})
 */
record Arguments(Goal goal, Map<String, String> written, String classpath, boolean timings, String projectName) {
    static final String CLASSPATH = "--classpath";
    static final String TIMINGS = "--timings";
    static final String PROJECT_NAME = "--project-name";
    /** The pool goal's mode, the same as starting with {@code pool}. */
    static final String POOL = "--pool";
    /** Shorter spellings kept from earlier versions of the command line. */
    static final Map<String, String> ALIASES = Map.of("--golden", GoalSettings.GOLDEN_DATASET.name());

    /** Whether the user asked for the usage ({@code --help} or {@code -h}, anywhere) rather than a run. */
    static boolean asksForHelp(List<String> args) {
        return args.contains("--help") || args.contains("-h");
    }

    static Arguments parse(List<String> args) throws ConfigurationException {
        Deque<String> rest = new ArrayDeque<>(args);
        Goal goal = Goal.CHECK;
        boolean named = !rest.isEmpty() && !rest.peek().startsWith("-");
        if (named) {
            String first = rest.pop();
            goal = goalNamed(first);
        }
        // Read before the options, which are each checked against the goal.
        if (rest.remove(POOL)) {
            if (named && goal != Goal.POOL) {
                throw new ConfigurationException(POOL + " asks for the pool goal, but the command starts with "
                        + goal.key() + ". Give one goal: " + goal.key() + ", or pool (or " + POOL + ").");
            }
            if (rest.contains(POOL)) {
                throw new ConfigurationException(POOL + " is given twice. Give it once.");
            }
            goal = Goal.POOL;
        }
        Map<String, String> written = new LinkedHashMap<>();
        String classpath = null;
        String projectName = null;
        boolean timings = false;
        while (!rest.isEmpty()) {
            String argument = rest.pop();
            int equals = argument.indexOf('=');
            String option = argument.startsWith("--") && equals > 0 ? argument.substring(0, equals) : argument;
            String inline = option.equals(argument) ? null : argument.substring(equals + 1);
            if (option.equals(TIMINGS)) {
                if (inline == null) {
                    requireNoStrayValue(TIMINGS, rest);
                }
                timings = inline == null || flag(TIMINGS, inline);
            } else if (option.equals(CLASSPATH)) {
                classpath = once(CLASSPATH, classpath, value(option, inline, rest));
            } else if (option.equals(PROJECT_NAME)) {
                projectName = once(PROJECT_NAME, projectName, projectName(goal, value(option, inline, rest)));
            } else {
                GoalSetting setting = setting(option, goal);
                String value = setting.type() == GoalSetting.Type.BOOLEAN ? booleanValue(option, inline, rest)
                        : value(option, inline, rest);
                if (written.putIfAbsent(setting.name(), value) != null) {
                    throw new ConfigurationException(setting.option() + " is given twice. Give it once: the second"
                            + " would silently replace the first.");
                }
            }
        }
        return new Arguments(goal, written, classpath, timings, projectName);
    }

    /** A name for check's reports: baseline writes none, and a blank name would head them with nothing. */
    private static String projectName(Goal goal, String name) throws ConfigurationException {
        if (goal != Goal.CHECK) {
            throw new ConfigurationException(PROJECT_NAME + " names the project in the check goal's reports, and "
                    + goal.key() + " writes none: it would be ignored.");
        }
        if (name.isBlank()) {
            throw new ConfigurationException(PROJECT_NAME + " is empty. Give the name the reports show, or leave it"
                    + " out for the working directory's name.");
        }
        return name;
    }

    private static Goal goalNamed(String first) throws ConfigurationException {
        Optional<Goal> goal = Goal.ofKey(first);
        if (goal.isPresent() && goal.get().onCommandLine()) {
            return goal.get();
        }
        if (goal.isPresent()) {
            throw new ConfigurationException(first + " is a goal of the Maven plugin only: it sums up the reports of"
                    + " a Maven build's modules, which the command line does not have. Start with " + goals() + ".");
        }
        throw new ConfigurationException("'" + Shown.value(first) + "' is neither an option nor a goal. Start with "
                + goals() + ", then options such as --run FILE; --help lists them.");
    }

    /** The command line's goals, as advice lists them: {@code check (the default), baseline, ... or lock}. */
    private static String goals() {
        List<String> goals = new ArrayList<>();
        for (Goal goal : Goal.values()) {
            if (goal.onCommandLine()) {
                goals.add(goal == Goal.CHECK ? goal.key() + " (the default)" : goal.key());
            }
        }
        return String.join(", ", goals.subList(0, goals.size() - 1)) + " or " + goals.get(goals.size() - 1);
    }

    /** The setting an option names; {@code --no-x} names the boolean {@code --x}. */
    private static GoalSetting setting(String option, Goal goal) throws ConfigurationException {
        Optional<GoalSetting> found = byOption(option);
        if (found.isEmpty() && option.startsWith("--no-")) {
            found = byOption("--" + option.substring("--no-".length()))
                    .filter(setting -> setting.type() == GoalSetting.Type.BOOLEAN);
        }
        if (found.isEmpty() && !option.startsWith("--") && Goal.ofKey(option).filter(Goal::onCommandLine).isPresent()) {
            throw new ConfigurationException("'" + option + "' names a goal, which comes first: " + Help.COMMAND + " "
                    + option + " [--option value]... (or, for the pool goal, " + POOL + " anywhere).");
        }
        if (found.isEmpty() && !option.startsWith("--")) {
            throw new ConfigurationException("'" + Shown.value(option) + "' is not an option: options start with --"
                    + " (a boolean option takes true or false after it, or nothing). --help lists every option.");
        }
        if (found.isEmpty() && GoalSettings.ALL.stream().anyMatch(setting -> setting.option().equals(option))) {
            throw new ConfigurationException(option + " is a setting of the Maven plugin's aggregate goal only,"
                    + " which the command line does not have: it would be ignored.");
        }
        if (found.isEmpty()) {
            List<String> known = new ArrayList<>(List.of(CLASSPATH, TIMINGS, PROJECT_NAME, POOL, "--help"));
            GoalSettings.of(goal).forEach(setting -> known.add(setting.option()));
            throw new ConfigurationException("unknown option " + Shown.value(option) + "."
                    + RetrieverOptions.closest(option, known).map(near -> " Did you mean " + near + "?").orElse("")
                    + " --help lists every option.");
        }
        GoalSetting setting = found.get();
        if (!setting.goals().contains(goal)) {
            throw new ConfigurationException(setting.option() + " is an option of " + goalsOf(setting)
                    + ", not of " + goal.key() + ": it would be ignored.");
        }
        return setting;
    }

    private static Optional<GoalSetting> byOption(String option) {
        String alias = ALIASES.get(option);
        if (alias != null) {
            return GoalSettings.named(alias);
        }
        return GoalSettings.onCommandLine().stream().filter(setting -> setting.option().equals(option)).findFirst();
    }

    /** The command line's goals that read the setting: {@code the check goal}, {@code the check and pool goals}. */
    private static String goalsOf(GoalSetting setting) {
        List<String> goals = setting.goals().stream().filter(Goal::onCommandLine).sorted().map(Goal::key).toList();
        return "the " + Sentences.and(goals) + (goals.size() == 1 ? " goal" : " goals");
    }

    /** {@code --x} alone is true, {@code --no-x} false, {@code --x=v} or {@code --x v} for v true or false. */
    private static String booleanValue(String option, String inline, Deque<String> rest)
            throws ConfigurationException {
        boolean negated = byOption(option).isEmpty();
        boolean followedByValue = !rest.isEmpty() && isBoolean(rest.peek());
        if (negated && (inline != null || followedByValue)) {
            throw new ConfigurationException(option + " takes no value: write " + option + " alone, or --"
                    + option.substring("--no-".length()) + "=true or =false.");
        }
        if (inline != null) {
            return inline;
        }
        if (followedByValue) {
            return rest.pop();
        }
        requireNoStrayValue(option, rest);
        return String.valueOf(!negated);
    }

    /**
     * A word right after a boolean option that is neither true nor false: no option takes a bare word after a flag,
     * so it was meant as the flag's value ({@code --sublinear-tf maybe}), and is reported naming the option rather
     * than as a stray word.
     */
    private static void requireNoStrayValue(String option, Deque<String> rest) throws ConfigurationException {
        if (!rest.isEmpty() && !rest.peek().startsWith("-")) {
            String positive = option.startsWith("--no-") && byOption(option).isEmpty()
                    ? "--" + option.substring("--no-".length()) : option;
            throw new ConfigurationException(option + " is followed by '" + Shown.value(rest.peek()) + "', which is"
                    + " neither true nor false. Write " + positive + " true or " + positive + " false (or "
                    + positive + " alone for true).");
        }
    }

    private static boolean isBoolean(String text) {
        String value = text.trim().toLowerCase(Locale.ROOT);
        return value.equals("true") || value.equals("false");
    }

    private static boolean flag(String option, String inline) throws ConfigurationException {
        if (!isBoolean(inline)) {
            throw new ConfigurationException(option + "=" + Shown.value(inline) + " is not a boolean. Write "
                    + option + " alone, or =true or =false.");
        }
        return Boolean.parseBoolean(inline.trim().toLowerCase(Locale.ROOT));
    }

    private static String value(String option, String inline, Deque<String> rest) throws ConfigurationException {
        if (inline != null) {
            return inline;
        }
        if (rest.isEmpty()) {
            throw new ConfigurationException(option + " needs a value. --help lists every option.");
        }
        if (rest.peek().matches("--[a-z][a-z-]*(=.*)?")) {
            // Taking the next option as this one's value would turn its own value into an unknown option.
            throw new ConfigurationException(option + " needs a value, but the option " + rest.peek().split("=")[0]
                    + " follows it. Give the value after " + option + " (a value that starts with -- as "
                    + option + "=VALUE).");
        }
        return rest.pop();
    }

    private static String once(String option, String before, String value) throws ConfigurationException {
        if (before != null) {
            throw new ConfigurationException(option + " is given twice. Give it once: the second would silently"
                    + " replace the first.");
        }
        return value;
    }
}
