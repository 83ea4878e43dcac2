package io.github.rageval.engine.settings;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * A check of settings as written, before anything reads them: a name the goals do not have would otherwise switch a
 * gate off without a word, since Maven 3.8 drops an unknown {@code <configuration>} element ({@code <treshold>}). The
 * values themselves are the settings pass's (its typed reading refuses a boolean that is neither {@code true} nor
 * {@code false}, which Maven would read as false).
 */
public final class ParameterCheck {
    private ParameterCheck() {
    }

    /**
     * @param where where the names were written, for the message ({@code the plugin's <configuration>})
     * @param known every name a goal of the plugin reads
     * @throws ConfigurationException for the first name not known, with the nearest known name
     */
    public static void requireKnown(String where, Collection<String> written, Collection<String> known)
            throws ConfigurationException {
        for (String name : written) {
            if (!known.contains(name)) {
                Optional<String> nearest = RetrieverOptions.closest(name, known);
                throw new ConfigurationException("<" + name + "> in " + where + " is not a parameter of any rag-eval"
                        + " goal, so it would be ignored." + nearest.map(n -> " Did you mean <" + n + ">?").orElse("")
                        + " `mvn rag-eval:help -Ddetail` lists every parameter.");
            }
        }
    }

    /**
     * The names given to one goal by a front end that takes any name as text (a test's gate): a name no goal has, or
     * one only other goals read, would be ignored.
     *
     * @param goal the goal run
     * @param written the names given, in order
     * @param shown how the front end writes a setting of that name ({@code setting("k", ...)})
     * @throws ConfigurationException for the first name the goal does not read, with the nearest one it does
     */
    public static void requireSettingsOf(Goal goal, Collection<String> written, Function<String, String> shown)
            throws ConfigurationException {
        List<String> read = GoalSettings.of(goal).stream().map(GoalSetting::name).toList();
        for (String name : written) {
            if (read.contains(name)) {
                continue;
            }
            List<String> others = GoalSettings.ALL.stream().filter(setting -> setting.name().equals(name))
                    .flatMap(setting -> setting.goals().stream()).map(Goal::key).distinct().sorted().toList();
            if (!others.isEmpty()) {
                throw new ConfigurationException(shown.apply(name) + " is a setting of the " + String.join(" and ",
                        others) + " goal" + (others.size() == 1 ? "" : "s") + ", not of " + goal.key() + ", so it"
                        + " would be ignored. Remove it.");
            }
            Optional<String> nearest = RetrieverOptions.closest(name, read);
            throw new ConfigurationException(shown.apply(name) + " is not a setting of the " + goal.key() + " goal,"
                    + " so it would be ignored." + nearest.map(n -> " Did you mean " + shown.apply(n) + "?").orElse("")
                    + " The settings are the Maven goal's parameters, by the same names.");
        }
    }

    /**
     * A property named like a setting's, a letter or two off ({@code rageval.tresholds}), is an error: it would be
     * ignored and the gate run without it. Users name properties of their own {@code rageval.*} too
     * ({@code rageval.version}, {@code rageval.corpusDir} used as {@code ${rageval.corpusDir}}), so an unknown one
     * is refused only when it is a typo of a setting's ({@link RetrieverOptions#typoOf}), never for being unknown.
     *
     * @param where where the properties were given, for the message ({@code -D on the command line})
     * @param written the names of the properties given there
     * @param known every property of the goals' settings ({@link GoalSetting#property})
     * @throws ConfigurationException for the first name, in name order, a typo of a known one
     */
    public static void requireNoMisspeltProperty(String where, Collection<String> written, Collection<String> known)
            throws ConfigurationException {
        List<String> settings = known.stream().filter(name -> name.startsWith(Defaults.PROPERTY_PREFIX))
                .map(ParameterCheck::unprefixed).toList();
        for (String name : new TreeSet<>(written)) {
            if (name.startsWith(Defaults.PROPERTY_PREFIX) && !known.contains(name)) {
                Optional<String> meant = RetrieverOptions.typoOf(unprefixed(name), settings);
                if (meant.isPresent()) {
                    throw new ConfigurationException("The property " + name + " (" + where + ") is not a property"
                            + " of any rag-eval goal, so it would be ignored. Did you mean " + Defaults.PROPERTY_PREFIX
                            + meant.get() + "? A property of your own may start with " + Defaults.PROPERTY_PREFIX
                            + " only when its name is not this close to a setting's: rename it.");
                }
            }
        }
    }

    private static String unprefixed(String property) {
        return property.substring(Defaults.PROPERTY_PREFIX.length());
    }

    /**
     * Each child of an element named once: of a map written twice ({@code <mrr>0.99</mrr><mrr>0.1</mrr>}) Maven keeps
     * one without a word, so a later entry could weaken a gate unnoticed. The command line's one-line form refuses the
     * same ({@code mrr=0.99,mrr=0.1}).
     *
     * @param element the element, and where it was written, for the message ({@code <thresholds> in the plugin's
     *     <configuration> of docs})
     * @param children the names of its child elements, in order
     * @throws ConfigurationException for the first name written twice
     */
    public static void requireNamedOnce(String element, Collection<String> children) throws ConfigurationException {
        Set<String> seen = new HashSet<>();
        for (String name : children) {
            if (!seen.add(name)) {
                throw new ConfigurationException(element + " names <" + name + "> twice. Maven would keep only one"
                        + " of them, without a word: write <" + name + "> once, with the value you mean.");
            }
        }
    }
}
