package io.github.rageval.engine.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The console names a run file as report.json does: relative to the working directory when it lies inside it, so
 * that the same inputs in two checkouts print the same lines. A temporary folder lies outside it, so this test writes
 * under target/ of the module, where the build runs it.
 */
class ConsoleRunLabelTest {
    private final Path folder = Path.of("target", "console-run-label").toAbsolutePath();

    @BeforeEach
    void files() throws Exception {
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("run.trec"), "q1 Q0 a 1 2.0 t\n");
        Files.writeString(folder.resolve("qrels.txt"), "q1 0 a 1\n");
    }

    @AfterEach
    void clean() throws Exception {
        Files.deleteIfExists(folder.resolve("run.trec"));
        Files.deleteIfExists(folder.resolve("qrels.txt"));
        Files.deleteIfExists(folder);
    }

    @Test
    void anAbsoluteRunPathInsideTheWorkingDirectoryIsPrintedRelative() throws Exception {
        EvaluationReport report = RagEvaluation.run(EvaluationSettings.builder().k(1)
                .sources(DataSources.builder().run(folder.resolve("run.trec")).qrels(folder.resolve("qrels.txt"))
                        .build())
                .scoring(ScoringOptions.DEFAULTS).build());

        assertThat(ConsoleReport.lines(report, ShowQueries.NONE))
                .contains("Run file: target/console-run-label/run.trec (1 results for 1 queries)")
                .noneMatch(line -> line.contains(folder.toString()));
    }
}
