package io.github.rageval.engine.aggregate;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * A module whose check the aggregate summarises, as the build declares it.
 *
 * @param name the module's name as reports show it (its artifactId)
 * @param reportFile where its check writes {@code report.json}
 * @param reportLabel that path as reports show it (relative to the aggregating project, forward slashes)
 * @param failOnViolation whether the module's own check fails the build on a failed gate; a module that only warns
 *     is shown as failing without failing the aggregate, so that the aggregate decides as the checks would
 * @param configuration the files that configure the module's check (its POM, and the parents' of the build), so
 *     that a report older than one of them is known to predate the gate as configured now
 */
public record ModuleSource(String name, Path reportFile, String reportLabel, boolean failOnViolation,
                           List<Path> configuration) {
    public ModuleSource {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(reportFile, "reportFile");
        Objects.requireNonNull(reportLabel, "reportLabel");
        configuration = configuration == null ? List.of() : List.copyOf(configuration);
    }

    /** A module whose configuration files are not known. */
    public ModuleSource(String name, Path reportFile, String reportLabel, boolean failOnViolation) {
        this(name, reportFile, reportLabel, failOnViolation, List.of());
    }
}
