package io.github.rageval.engine.settings;

import java.util.Map;
import java.util.Optional;

/** The environment variables the engine reads, behind an interface so that tests can give their own. */
@FunctionalInterface
public interface Environment {

    /** @return the variable's value, or empty when it is unset */
    Optional<String> variable(String name);

    /** The process's environment. */
    static Environment system() {
        return name -> Optional.ofNullable(System.getenv(name));
    }

    /**
     * This environment with one variable unset: a check leaves GitHub's job summary to the aggregate that runs after
     * it this way.
     */
    default Environment without(String unset) {
        return name -> name.equals(unset) ? Optional.empty() : variable(name);
    }

    /** A fixed environment. */
    static Environment of(Map<String, String> variables) {
        Map<String, String> copy = Map.copyOf(variables);
        return name -> Optional.ofNullable(copy.get(name));
    }
}
