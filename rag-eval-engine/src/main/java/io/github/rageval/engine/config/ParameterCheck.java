package io.github.rageval.engine.config;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * Checks of settings as written, before they are read into types: a name the goals do not have, and a boolean that
 * is neither {@code true} nor {@code false}. Both would otherwise switch a gate off without a word: Maven 3.8 drops an
 * unknown {@code <configuration>} element ({@code <treshold>}), and Maven reads any text but {@code true} as false
 * ({@code <failOnViolation>ture</failOnViolation>} passes a failed gate).
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
     * A boolean as written: {@code true} or {@code false} in any case, surrounding spaces ignored.
     *
     * @param name the parameter, for the message
     * @param written the text given (in the POM or as {@code -Drageval.<name>})
     * @throws ConfigurationException for anything else
     */
    public static boolean bool(String name, String written) throws ConfigurationException {
        String value = written == null ? "" : written.trim().toLowerCase(Locale.ROOT);
        if (value.equals("true")) {
            return true;
        }
        if (value.equals("false")) {
            return false;
        }
        throw new ConfigurationException(name + " = '" + Shown.value(written == null ? "" : written) + "' is not a"
                + " boolean. Write true or false (Maven would read it as false, silently).");
    }
}
