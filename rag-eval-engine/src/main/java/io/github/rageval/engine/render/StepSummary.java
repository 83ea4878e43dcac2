package io.github.rageval.engine.render;

import io.github.rageval.engine.settings.Environment;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * GitHub Actions' job summary: when {@value #VARIABLE} names a file, the Markdown report is appended to it (the
 * runner creates the file per step and renders what every step appended, so modules of one build add up).
 */
public final class StepSummary {
    public static final String VARIABLE = "GITHUB_STEP_SUMMARY";

    private StepSummary() {
    }

    /**
     * Appends the Markdown to the job summary. The summary is a courtesy beside the reports: a path that cannot be
     * written (a missing folder, a directory, a full disk) is a warning, never a failure of a build whose gate passed.
     *
     * @param warnings told, in one sentence, why the summary could not be written
     * @return the file appended to, or empty when the variable is unset or blank, or the append failed
     */
    public static Optional<Path> append(Environment environment, String markdown, Consumer<String> warnings) {
        Optional<String> name = environment.variable(VARIABLE).filter(value -> !value.isBlank());
        if (name.isEmpty()) {
            return Optional.empty();
        }
        Path file = Path.of(name.get());
        try {
            Files.write(file, (markdown.endsWith("\n") ? markdown + "\n" : markdown + "\n\n")
                    .getBytes(StandardCharsets.UTF_8), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            return Optional.of(file);
        } catch (IOException | InvalidPathException e) {
            warnings.accept("cannot append the report to the job summary " + VARIABLE + "=" + name.get()
                    + " (" + why(file, e) + "); the reports are written, the job summary lacks this one.");
            return Optional.empty();
        }
    }

    private static String why(Path file, Exception e) {
        if (Files.isDirectory(file)) {
            return "it is a directory";
        }
        if (file.toAbsolutePath().getParent() != null && !Files.isDirectory(file.toAbsolutePath().getParent())) {
            return "its folder does not exist";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
