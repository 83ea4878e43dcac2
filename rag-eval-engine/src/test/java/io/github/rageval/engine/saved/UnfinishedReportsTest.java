package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A check under way: the last run's reports taken away as a set, the marker in their place until its own arrive. */
class UnfinishedReportsTest {
    private static final Set<String> OURS = Set.of("report.json", "report.html", "run.trec");

    @TempDir
    Path dir;

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static ReportSet.Writing reports(String... names) {
        return folder -> {
            List<Path> written = new ArrayList<>();
            for (String name : names) {
                written.add(Files.writeString(folder.resolve(name), "new"));
            }
            return written;
        };
    }

    @Test
    void theMarkerReplacesTheLastRunsReportsAndTheNextReportsReplaceIt() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("rag-eval"));
        for (String name : OURS) {
            Files.writeString(folder.resolve(name), "old");
        }

        UnfinishedReports.mark(folder, OURS, warning -> { }, "reportDirectory");

        assertThat(names(folder)).containsExactly(UnfinishedReports.FILE_NAME);
        assertThat(folder.resolve(UnfinishedReports.FILE_NAME)).hasContent(UnfinishedReports.TEXT);
        assertThat(names(dir)).containsExactly("rag-eval");

        ReportSet.write(folder, OURS, reports("report.json", "report.html"), warning -> { });
        assertThat(names(folder)).containsExactly("report.html", "report.json");
    }

    @Test
    void inAFolderHoldingOtherFilesTheReportsGoOneByOneAndTheOthersStay() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("target"));
        Files.createDirectories(folder.resolve("classes"));
        Files.writeString(folder.resolve("report.json"), "old");
        Files.writeString(folder.resolve("run.trec"), "old");
        List<String> warnings = new ArrayList<>();

        UnfinishedReports.mark(folder, OURS, warnings::add, "reportDirectory");

        assertThat(names(folder)).containsExactly("classes", UnfinishedReports.FILE_NAME);
        assertThat(warnings).singleElement().asString().contains("also holds classes");

        ReportSet.write(folder, OURS, reports("report.json"), warnings::add);
        assertThat(names(folder)).containsExactly("classes", "report.json");
    }
}
