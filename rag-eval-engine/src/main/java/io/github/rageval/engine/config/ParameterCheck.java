package io.github.rageval.engine.config;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import java.util.Collection;
import java.util.Optional;

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
}
