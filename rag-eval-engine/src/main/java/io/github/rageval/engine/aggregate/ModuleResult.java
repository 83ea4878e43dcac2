package io.github.rageval.engine.aggregate;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One module as the aggregate read it.
 *
 * @param source the module and where its report lies
 * @param status its gate's verdict, or no report
 * @param failures why it fails, as its check printed them (for no report: where the report was expected)
 * @param rows one row, or one per retriever variant; none without a report
 * @param written when the report was last written, or null without one (not part of any report: the aggregate's
 *     files stay the same for the same module reports; the goal uses it to warn about reports older than the build)
 */
public record ModuleResult(ModuleSource source, ModuleStatus status, List<String> failures, List<ResultRow> rows,
                           Instant written) {
    public ModuleResult {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(status, "status");
        failures = List.copyOf(failures);
        rows = List.copyOf(rows);
    }

    /** The module's name. */
    public String name() {
        return source.name();
    }

    /**
     * Whether this module makes the aggregate fail: a failed gate of a module whose check fails the build, or no
     * report while missing reports fail.
     */
    public boolean failsAggregate(boolean failOnMissingReport) {
        return switch (status) {
            case PASSED -> false;
            case FAILED -> source.failOnViolation();
            case NO_REPORT -> failOnMissingReport;
        };
    }
}
