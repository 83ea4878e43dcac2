package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A report folder holds the files of one run, whatever stops a write or writes beside it: the new set replaces the
 * old one whole (no file of the old run stays beside the new ones), a write that stops midway leaves the old set,
 * killed writes' leftovers are cleaned up, two writers at once leave one complete set. Before, each file was
 * replaced on its own: a stopped write left report.json new and report.html old.
 */
class ReportSetTest {
    private static final Set<String> OURS = Set.of("report.json", "report.html", "run.trec");
    private static final Consumer<String> NO_WARNING = w -> {
        throw new AssertionError(w);
    };

    @TempDir
    Path dir;

    /** A set whose every file says {@code content}. */
    private static ReportSet.Writing set(String content, String... names) {
        return folder -> {
            List<Path> files = new ArrayList<>();
            for (String name : names) {
                files.add(Files.writeString(folder.resolve(name), content));
            }
            return files;
        };
    }

    private Path oldSet() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("rag-eval"));
        for (String name : OURS) {
            Files.writeString(folder.resolve(name), "old");
        }
        return folder;
    }

    private List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void theNewSetReplacesTheOldOneWhole() throws Exception {
        Path folder = oldSet();

        List<Path> written = ReportSet.write(folder, OURS, set("new", "report.json", "report.html"), NO_WARNING);

        assertThat(written).containsExactly(folder.resolve("report.json"), folder.resolve("report.html"));
        assertThat(names(folder)).containsExactly("report.html", "report.json");
        assertThat(folder.resolve("report.json")).hasContent("new");
        assertThat(folder.resolve("report.html")).hasContent("new");
        assertThat(names(dir)).containsExactly("rag-eval");
    }

    @Test
    void aWriteThatStopsMidwayLeavesTheOldSetAndNoLeftovers() throws Exception {
        Path folder = oldSet();

        assertThatThrownBy(() -> ReportSet.write(folder, OURS, staging -> {
            Files.writeString(staging.resolve("report.json"), "new");
            throw new IOException("disk full");
        }, NO_WARNING)).hasMessage("disk full");

        assertThat(names(folder)).containsExactly("report.html", "report.json", "run.trec");
        assertThat(folder.resolve("report.json")).hasContent("old");
        assertThat(names(dir)).containsExactly("rag-eval");
    }

    @Test
    void aKilledWritesLeftoversAreRemovedOnceStale() throws Exception {
        // Killed between the two renames: no folder, the old set aside, the new one staged.
        Path aside = Files.createDirectories(dir.resolve(".rag-eval.k1.old"));
        Files.writeString(aside.resolve("report.json"), "old");
        Path staged = Files.createDirectories(dir.resolve(".rag-eval.k2.tmp"));
        Files.writeString(staged.resolve("report.json"), "killed");
        Path young = Files.createDirectories(dir.resolve(".rag-eval.k3.tmp"));
        FileTime old = FileTime.from(Instant.now().minus(AtomicFiles.STALE).minusSeconds(60));
        Files.setLastModifiedTime(aside, old);
        Files.setLastModifiedTime(staged, old);

        ReportSet.write(dir.resolve("rag-eval"), OURS, set("new", "report.json"), NO_WARNING);

        // A young one may be another writer's, still at work: it stays.
        assertThat(names(dir)).containsExactly(".rag-eval.k3.tmp", "rag-eval");
        assertThat(dir.resolve("rag-eval/report.json")).hasContent("new");
        assertThat(young).isDirectory();
    }

    @Test
    void aFolderNamedWithGlobCharactersHasItsLeftoversRemovedToo() throws Exception {
        Path aside = Files.createDirectories(dir.resolve(".reports[1]{a,b}.k1.old"));
        Files.setLastModifiedTime(aside, FileTime.from(Instant.now().minus(AtomicFiles.STALE).minusSeconds(60)));

        ReportSet.write(dir.resolve("reports[1]{a,b}"), OURS, set("new", "report.json"), NO_WARNING);

        assertThat(names(dir)).containsExactly("reports[1]{a,b}");
    }

    @Test
    void aFolderHoldingOtherFilesIsNotMovedButWrittenFileByFileWithAWarning() throws Exception {
        Path folder = oldSet();
        Files.createDirectories(folder.resolve("classes"));
        List<String> warnings = new ArrayList<>();

        ReportSet.write(folder, OURS, set("new", "report.json", "report.html"), warnings::add);

        // As after a swap: the old set's run.trec, which the new set does not hold, goes (it was left behind).
        assertThat(names(folder)).containsExactly("classes", "report.html", "report.json");
        assertThat(folder.resolve("report.json")).hasContent("new");
        assertThat(warnings).singleElement().asString().startsWith("the report folder " + folder
                + " also holds classes, which is not a report, so the reports replaced the old ones one by one")
                .endsWith(" Give the reports a folder of their own (reportDirectory).");
        assertThat(names(dir)).containsExactly("rag-eval");
    }

    @Test
    void theOtherGoalsFilesAreNoStrangersAndStayBesideTheNewSet() throws Exception {
        // Before, candidates.jsonl from the grow goal made every later check warn that it "is not a report".
        Path folder = oldSet();
        for (String name : GoalFiles.ALL) {
            Files.writeString(folder.resolve(name), "kept " + name);
        }

        ReportSet.write(folder, OURS, set("new", "report.json"), NO_WARNING);

        List<String> expected = new ArrayList<>(GoalFiles.ALL);
        expected.add("report.json");
        assertThat(names(folder)).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(folder.resolve(GoalFiles.CANDIDATES)).hasContent("kept " + GoalFiles.CANDIDATES);
        assertThat(folder.resolve("report.json")).hasContent("new");
        assertThat(names(dir)).containsExactly("rag-eval");
    }

    @Test
    void aStrangersFileBesideTheOtherGoalsFilesIsStillWarnedOf() throws Exception {
        Path folder = oldSet();
        Files.writeString(folder.resolve(GoalFiles.CANDIDATES), "kept");
        Files.writeString(folder.resolve("notes.txt"), "mine");
        List<String> warnings = new ArrayList<>();

        ReportSet.write(folder, OURS, set("new", "report.json"), warnings::add);

        assertThat(warnings).singleElement().asString().contains(" also holds notes.txt, which is not a report");
        assertThat(names(folder)).containsExactly(GoalFiles.CANDIDATES, "notes.txt", "report.json");
    }

    @Test
    void theWarningNamesTheFoldersSettingInTheFrontEndsWords() throws Exception {
        // The command line was told "(reportDirectory)": a POM's words.
        Path folder = oldSet();
        Files.createDirectories(folder.resolve("classes"));
        List<String> warnings = new ArrayList<>();

        ReportSet.write(folder, OURS, set("new", "report.json"), warnings::add, "--report-directory");

        assertThat(warnings).singleElement().asString()
                .endsWith(" Give the reports a folder of their own (--report-directory).");
    }

    @Test
    void filesAndTheFolderKeepTheirModes() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path folder = oldSet();
        Files.setPosixFilePermissions(folder.resolve("report.json"), PosixFilePermissions.fromString("rw-r-----"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-x---"));

        ReportSet.write(folder, OURS, set("new", "report.json"), NO_WARNING);

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(folder.resolve("report.json"))))
                .isEqualTo("rw-r-----");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(folder))).isEqualTo("rwxr-x---");
    }

    @Test
    void aLinkToTheFolderStaysALinkToTheNewSet() throws Exception {
        Path real = oldSet();
        Path link = Files.createSymbolicLink(dir.resolve("reports"), real);

        List<Path> written = ReportSet.write(link, OURS, set("new", "report.json"), NO_WARNING);

        assertThat(written).containsExactly(link.resolve("report.json"));
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(link.resolve("report.json")).hasContent("new");
        assertThat(names(real)).containsExactly("report.json");
    }

    @Test
    void twoWritersAtOnceLeaveOneCompleteSet() throws Exception {
        Path folder = oldSet();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<?>> writers = new ArrayList<>();
            for (String writer : List.of("A", "B")) {
                writers.add(pool.submit(() -> {
                    for (int i = 0; i < 30; i++) {
                        ReportSet.write(folder, OURS, set(writer + i, "report.json", "report.html", "run.trec"),
                                NO_WARNING);
                    }
                    return null;
                }));
            }
            for (Future<?> writer : writers) {
                writer.get();
            }
        } finally {
            pool.shutdown();
        }

        String json = Files.readString(folder.resolve("report.json"));
        assertThat(json).isIn("A29", "B29");
        assertThat(folder.resolve("report.html")).hasContent(json);
        assertThat(folder.resolve("run.trec")).hasContent(json);
        assertThat(names(dir)).containsExactly("rag-eval");
    }
}
