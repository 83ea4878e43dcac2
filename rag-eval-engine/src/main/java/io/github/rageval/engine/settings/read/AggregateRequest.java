package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.UnreadSettings;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;

/**
 * What the {@code aggregate} goal asks for, read by the same pass as the other goals' ({@link GoalRequest}): empty
 * values refused, values typed with the table's defaults.
 *
 * @param reportDirectory where the aggregate's reports go
 * @param failOnMissingReport whether a module without a report.json fails the aggregate
 * @param failOnViolation whether a module's failed gate fails the build
 */
public record AggregateRequest(Path reportDirectory, boolean failOnMissingReport, boolean failOnViolation) {

    /** Whether {@code skip} asks for nothing to be done. */
    public static boolean skips(SettingValues values, FrontEnd frontEnd) throws ConfigurationException {
        return GoalRequest.skips(Goal.AGGREGATE, values, frontEnd);
    }

    public static AggregateRequest parse(SettingValues values, FrontEnd frontEnd) throws ConfigurationException {
        TypedValues typed = new TypedValues(Goal.AGGREGATE, values, frontEnd);
        typed.requireNoneEmpty();
        return new AggregateRequest(typed.path(GoalSettings.REPORT_DIRECTORY),
                typed.bool(GoalSettings.FAIL_ON_MISSING_REPORT),
                typed.bool(GoalSettings.FAIL_ON_VIOLATION));
    }

    /**
     * The warning for the checks' settings given as properties where the aggregate runs alone
     * ({@code mvn rag-eval:aggregate -Drageval.k=5}): no check runs to read them.
     *
     * @param properties the build's user properties, by name
     */
    public static Optional<String> besideAggregateAlone(Set<String> properties) {
        return UnreadSettings.besideAggregateAlone(properties);
    }
}
