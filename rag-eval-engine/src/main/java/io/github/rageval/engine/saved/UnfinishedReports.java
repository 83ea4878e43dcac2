package io.github.rageval.engine.saved;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The report folder of a check that has started and not yet written its reports: the earlier run's reports taken
 * away and this marker in their place, as one set ({@link ReportSet}). A check that then stops without reports (a
 * setting or an input it cannot use, a retriever that fails, a JVM halted or killed) leaves the marker, never an
 * earlier run's report.json, JUnit XML or report.html for a CI step or a person to take for this run's. The reports,
 * when written, replace the folder's set again, and the marker with it.
 */
public final class UnfinishedReports {
    /** The marker's name. */
    public static final String FILE_NAME = "report-in-progress.txt";

    /** What the marker says to whoever opens the folder; the same bytes every time. */
    static final String TEXT = """
            A rag-eval check started writing its reports into this folder and has not finished.

            The reports of the run before it were removed when it started, so that none of them is taken for this
            run's. When the check finishes, its reports (report.json, report.md, report.html, the JUnit XML)
            replace this file. If this file stays, the check stopped before writing them: a setting or an input it
            could not use, a retriever that failed, or a JVM that was halted or killed. The build's output (or the
            command's) says why.
            """;

    private UnfinishedReports() {
    }

    /**
     * Replaces the folder's reports with the marker alone.
     *
     * @param ours the names of every file a report set may hold
     * @param reportDirectory how a warning names the setting of the folder ({@code --report-directory})
     */
    public static void mark(Path folder, Set<String> ours, Consumer<String> warnings, String reportDirectory)
            throws IOException {
        ReportSet.write(folder, ours, staging -> {
            Path marker = staging.resolve(FILE_NAME);
            Files.writeString(marker, TEXT, StandardCharsets.UTF_8);
            return List.of(marker);
        }, warnings, reportDirectory);
    }
}
