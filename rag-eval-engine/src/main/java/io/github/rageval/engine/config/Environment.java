package io.github.rageval.engine.config;

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

    /** A fixed environment. */
    static Environment of(Map<String, String> variables) {
        Map<String, String> copy = Map.copyOf(variables);
        return name -> Optional.ofNullable(copy.get(name));
    }
}
