package io.github.rageval.engine.settings.table;

import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One setting of the Maven goals, described once for every place that offers it: the goal's parameter (its name and
 * property), the command line's option, and both help texts. {@link GoalSettings} lists them all; a test of the
 * plugin holds the list against the plugin's descriptor, so a parameter added to a goal without its entry here (or
 * with another type or default) fails the build.
 *
 * @param name the goal's parameter name, e.g. {@code maxFailingQueries}; for a map or list parameter, the name both
 *     the POM element and its one-line property use ({@code thresholds})
 * @param property the property that sets it from Maven's command line: {@code rageval.maxFailingQueries}, the
 *     prefix and the name but for a parameter whose name another goal's setting already has
 *     ({@code rageval.aggregate.reportDirectory})
 * @param type how the value is written
 * @param defaultValue what applies when the setting is not given, as text ({@link Defaults}); paths relative to the
 *     project's root (the working directory on the command line); null when unset means "none"
 * @param doc one line for {@code --help} and the reference; a setting it names is written {@code {{reportDirectory}}},
 *     which {@link #describedWith} names as the front end writes it
 * @param goals the goals that read it
 */
public record GoalSetting(String name, String property, Type type, String defaultValue, String doc,
                          Set<Goal> goals) {

    /** How a setting's value is written. */
    public enum Type {
        /** A file or folder. */
        PATH("FILE"),
        /** A whole number (Java's int). */
        INTEGER("N"),
        /** A whole number (Java's long). */
        LONG("N"),
        /** A decimal number. */
        DECIMAL("X"),
        /** {@code true} or {@code false}. */
        BOOLEAN("true|false"),
        /** Free text (a name, a pattern, a size). */
        TEXT("TEXT"),
        /**
         * Entries on one line ({@code name=value,...}); in the POM, the same entries as a map or list element of
         * that name.
         */
        ONE_LINE("LIST");

        private final String placeholder;

        Type(String placeholder) {
            this.placeholder = placeholder;
        }

        /** What {@code --help} shows after the option. */
        public String placeholder() {
            return placeholder;
        }
    }

    /**
     * The goals of the plugin: {@code check} and {@code baseline} evaluate one project, {@code pool} lists what
     * its retrievers find that the judgments do not grade, {@code judge} grades that list with a chat model,
     * {@code judgments} writes the golden set with the judgments files' grades folded in, and {@code grow} proposes
     * new golden cases from query logs, and {@code lock} writes the golden set's lock (each judged
     * document's content hash); these are the command line's too. {@code aggregate} sums up a Maven reactor's
     * modules, which the command line has no equivalent of.
     */
    public enum Goal {
        CHECK, BASELINE, POOL, JUDGE, FAITHFULNESS, JUDGMENTS, GROW, LOCK, AGGREGATE;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** Whether the command line offers this goal (with its settings as options). */
        public boolean onCommandLine() {
            return this != AGGREGATE;
        }

        /** The goal of this name ({@code check}), if there is one. */
        public static Optional<Goal> ofKey(String key) {
            return Arrays.stream(values()).filter(goal -> goal.key().equals(key)).findFirst();
        }
    }

    public GoalSetting {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(property, "property");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(doc, "doc");
        goals = Set.copyOf(goals);
    }

    /** A setting whose property is the prefix and its name: {@code rageval.maxFailingQueries}. */
    public GoalSetting(String name, Type type, String defaultValue, String doc, Set<Goal> goals) {
        this(name, Defaults.PROPERTY_PREFIX + name, type, defaultValue, doc, goals);
    }

    /** Whether the command line offers it: a setting of {@code check}, {@code baseline} or {@code pool}. */
    public boolean onCommandLine() {
        return goals.stream().anyMatch(Goal::onCommandLine);
    }

    /**
     * A setting named in {@link #doc}: its parameter's name in double braces, {@code {{reportDirectory}}}, which no
     * JSON a description quotes ({@code {query}}) looks like.
     */
    static final Pattern NAMED_SETTING = Pattern.compile("\\{\\{([a-z][A-Za-z]*)}}");

    /**
     * The description with each setting it names as a front end writes it: {@code reportDirectory} in the reference
     * to Maven's parameters, {@code --report-directory} in the command line's {@code --help}, so that the help never
     * sends a user to a name their front end does not read.
     *
     * @param nameOf a setting's name in the front end's words, given the parameter's name
     */
    public String describedWith(UnaryOperator<String> nameOf) {
        Matcher named = NAMED_SETTING.matcher(doc);
        StringBuilder described = new StringBuilder();
        while (named.find()) {
            named.appendReplacement(described, Matcher.quoteReplacement(nameOf.apply(named.group(1))));
        }
        return named.appendTail(described).toString();
    }

    /** The command line's option: the name in lower case with hyphens, {@code --max-failing-queries}. */
    public String option() {
        StringBuilder option = new StringBuilder("--");
        for (char c : name.toCharArray()) {
            if (Character.isUpperCase(c)) {
                option.append('-').append(Character.toLowerCase(c));
            } else {
                option.append(c);
            }
        }
        return option.toString();
    }
}
