package io.github.rageval.engine.goal;

import io.github.rageval.engine.aggregate.ModuleSource;
import io.github.rageval.engine.model.ConfigurationException;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What the aggregate goal needs that only the build it runs in knows, beside its settings.
 *
 * @param modules the modules of the build whose checks it summarises, found only once {@code skip} is read (a
 *     skipped goal reads nothing)
 * @param deferred the checks of this build that failed their gate and left the failure to this goal: module name to
 *     its failures, in the order they were recorded; the goal fails for them whatever its own settings
 * @param alone whether the goal runs alone, with no lifecycle phase in the build: no check runs in it
 * @param userProperties the names of the build's user properties ({@code -D...}): where the goal runs alone, a
 *     check's setting among them is read by nothing, which the goal says
 * @param buildStarted when the build started, so that a module report written before it is said to be an earlier
 *     result; null when unknown
 */
public record AggregateInput(ModuleFinder modules, Map<String, List<String>> deferred, boolean alone,
                             Set<String> userProperties, Instant buildStarted) {
    public AggregateInput {
        Objects.requireNonNull(modules, "modules");
        deferred = Collections.unmodifiableMap(new LinkedHashMap<>(deferred));
        userProperties = Set.copyOf(userProperties);
    }

    /** Finds the modules of the build whose checks the aggregate summarises, in the build's order. */
    @FunctionalInterface
    public interface ModuleFinder {
        /** @throws ConfigurationException when a module's report cannot be located from its configuration */
        List<ModuleSource> find() throws ConfigurationException;
    }
}
