package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A report folder that cannot hold files is named for what it is, with what to do: the operating system's own
 * exception says nothing but the path ("cannot write the reports into X: X.").
 */
class ReportFolderTest {
    @TempDir
    Path dir;

    private static String problem(Path folder) {
        try {
            AtomicFiles.write(folder.resolve("report.json"), "{}");
        } catch (IOException e) {
            return WriteProblem.of(e, "rageval.reportDirectory");
        }
        throw new AssertionError("written into " + folder);
    }

    @Test
    void aFileIsCalledAFile() throws Exception {
        Path folder = Files.writeString(dir.resolve("rag-eval"), "x");

        assertThat(problem(folder)).isEqualTo("the folder " + folder + " is a file, not a folder. Remove or rename"
                + " it (or fix the link), or set rageval.reportDirectory to a folder.");
    }

    @Test
    void aDanglingLinkNamesItsTarget() throws Exception {
        Path folder = Files.createSymbolicLink(dir.resolve("rag-eval"), dir.resolve("elsewhere"));

        assertThat(problem(folder)).startsWith("the folder " + folder + " is a broken symbolic link to "
                + dir.resolve("elsewhere") + " (which does not exist). ");
    }

    @Test
    void aLinkLoopIsCalledALoop() throws Exception {
        Path folder = Files.createSymbolicLink(dir.resolve("rag-eval"), dir.resolve("back"));
        Files.createSymbolicLink(dir.resolve("back"), folder);

        assertThat(problem(folder)).startsWith("the folder " + folder + " is a symbolic link loop");
    }

    @Test
    void aFileAboveTheFolderIsNamed() throws Exception {
        Path target = Files.writeString(dir.resolve("target"), "x");

        assertThat(problem(target.resolve("rag-eval"))).startsWith("the folder " + target.resolve("rag-eval")
                + " cannot be created: its folder " + target + " is a file, not a folder. ");
        assertThatCode(() -> AtomicFiles.write(dir.resolve("fresh/deeper/report.json"), "{}"))
                .doesNotThrowAnyException();
    }
}
