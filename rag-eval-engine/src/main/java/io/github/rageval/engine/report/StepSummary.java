package io.github.rageval.engine.report;

import io.github.rageval.engine.config.Environment;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * GitHub Actions' job summary: when {@value #VARIABLE} names a file, the Markdown report is appended to it (the
 * runner creates the file per step and renders what every step appended, so modules of one build add up).
 */
public final class StepSummary {
    public static final String VARIABLE = "GITHUB_STEP_SUMMARY";

    private StepSummary() {
    }

    /** @return the file appended to, or empty when the variable is unset or blank */
    public static Optional<Path> append(Environment environment, String markdown) throws IOException {
        Optional<String> name = environment.variable(VARIABLE).filter(value -> !value.isBlank());
        if (name.isEmpty()) {
            return Optional.empty();
        }
        Path file = Path.of(name.get());
        Files.write(file, (markdown.endsWith("\n") ? markdown + "\n" : markdown + "\n\n")
                .getBytes(StandardCharsets.UTF_8), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        return Optional.of(file);
    }
}
