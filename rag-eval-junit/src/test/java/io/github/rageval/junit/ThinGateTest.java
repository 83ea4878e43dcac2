package io.github.rageval.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The JUnit gate stays a front end: it collects the test's settings, hands them to the engine's flow for the goal and
 * renders what comes back, as the Maven goals and the command line do. Read from the sources, so that a flow written
 * here again (an evaluation run, reports written, a baseline recorded) fails, naming the file.
 */
class ThinGateTest {
    private static final Path SOURCES = Path.of("src/main/java/io/github/rageval/junit");
    /** What only a goal's own flow would use. */
    private static final List<String> FLOW = List.of("engine.goal.check.", "engine.render.", "engine.saved.",
            "engine.evaluation.", "engine.analysis.AnalysisSettings", "engine.settings.read.GoalRequest",
            "engine.retriever.RetrieverExitGuard", "engine.settings.EvaluationSettings");

    @Test
    void theGateRunsTheEnginesFlowAndRendersIt() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String source = Files.readString(file);
                for (String used : FLOW) {
                    if (source.contains("io.github.rageval." + used)) {
                        found.add(file.getFileName() + " uses " + used);
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }
}
