package io.github.rageval.engine.config;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import java.util.Collection;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

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
