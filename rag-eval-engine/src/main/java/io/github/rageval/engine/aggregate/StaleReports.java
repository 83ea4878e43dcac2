package io.github.rageval.engine.aggregate;

import io.github.rageval.engine.model.InputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * Module reports written before their module's configuration last changed. The aggregate shows a report as its check
 * wrote it, with the thresholds of that time; {@code mvn rag-eval:aggregate} alone, after a threshold was raised in a
 * module's POM, would otherwise pass on a gate that no longer exists. Such a report cannot be aggregated: the check
 * must run again. (A report older than the build but newer than its configuration, as in a CI job that runs
 * {@code mvn verify} then the aggregate in a later step, is aggregated as it is.)
 */
public final class StaleReports {
    private StaleReports() {
    }

    /**
     * @throws InputException naming every module whose report predates a file of its configuration, the file, and
     *     what to run
     */
    public static void require(Aggregate aggregate, String runChecks) throws InputException {
        List<String> stale = new ArrayList<>();
        for (ModuleResult module : aggregate.modules()) {
            if (module.written() == null) {
                continue;
            }
            for (Path file : module.source().configuration()) {
                Instant changed = lastModified(file);
                if (changed != null && changed.isAfter(module.written())) {
                    stale.add(module.name() + " (" + module.source().reportLabel() + " written "
                            + module.written().truncatedTo(ChronoUnit.SECONDS) + ", " + shown(file) + " changed "
                            + changed.truncatedTo(ChronoUnit.SECONDS) + ")");
                    break;
                }
            }
        }
        if (!stale.isEmpty()) {
            throw new InputException("the reports of " + String.join("; ", stale) + " were written before their"
                    + " module's configuration last changed, so they may hold a gate that is no longer configured"
                    + " (a raised threshold would not be held). Run the checks again with the aggregate: "
                    + runChecks + ".");
        }
    }

    /** The file by its folder and name ({@code billing/pom.xml}): no machine path in a message. */
    private static String shown(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        return (folder == null || folder.getFileName() == null ? "" : folder.getFileName() + "/") + file.getFileName();
    }

    /** When the file last changed; null when it cannot be read (it is then no evidence either way). */
    private static Instant lastModified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toInstant();
        } catch (IOException e) {
            return null;
        }
    }
}
