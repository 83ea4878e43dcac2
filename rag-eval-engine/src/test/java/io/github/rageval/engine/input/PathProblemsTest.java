package io.github.rageval.engine.input;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.saved.BaselineLocation;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.saved.BaselineFile;
import io.github.rageval.engine.saved.SavedReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every reader of a user file says what the path is when it is not a file: a directory, a broken symbolic link (and
 * where it points), a link loop, a named pipe (refused before it is opened: reading one waits forever), or a path
 * whose folder is missing.
 */
class PathProblemsTest {
    @TempDir
    Path dir;

    private Path loop() throws IOException {
        Path one = dir.resolve("one");
        Files.createSymbolicLink(one, dir.resolve("two"));
        Files.createSymbolicLink(dir.resolve("two"), one);
        return one;
    }

    @Test
    void aCorpusThatIsASymlinkLoopIsCalledALoopNotMissing() throws Exception {
        Path corpus = loop();

        assertThatThrownBy(() -> new CorpusLoader().load(corpus, document -> { }))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith("corpus file " + corpus + " is a symbolic link loop")
                .hasMessageNotContaining("does not exist");
    }

    @Test
    void aDanglingLinkNamesWhereItPoints() throws Exception {
        Path run = Files.createSymbolicLink(dir.resolve("run.txt"), dir.resolve("gone.txt"));

        assertThatThrownBy(() -> new RunLoader().load(run))
                .hasMessageStartingWith("run file " + run + " is a broken symbolic link to " + dir.resolve("gone.txt")
                        + " (which does not exist). ");
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aNamedPipeIsRefusedBeforeItIsOpened() throws Exception {
        Path fifo = dir.resolve("corpus.json");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        org.junit.jupiter.api.Assumptions.assumeTrue(mkfifo.waitFor() == 0, "mkfifo is available");

        assertThatThrownBy(() -> new CorpusLoader().load(fifo, document -> { }))
                .hasMessageStartingWith("corpus file " + fifo + " is not a regular file (a named pipe");
        assertThatThrownBy(() -> new RunLoader().load(fifo)).hasMessageContaining("is not a regular file");
        assertThatThrownBy(() -> new QrelsLoader().load(fifo)).hasMessageContaining("is not a regular file");
    }

    @Test
    void aBaselineOrReportThatIsAFolderIsCalledAFolder() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("baseline.json"));

        assertThatThrownBy(() -> BaselineFile.read(folder))
                .hasMessage("baseline file " + folder + " is a directory, not a file. Point baselineFile at the"
                        + " baseline.json file, or leave it unset to compare with none.");
        assertThatThrownBy(() -> SavedReport.read(folder))
                .hasMessageStartingWith("report file " + folder + " is a directory, not a file. ");
    }

    @Test
    void aMissingBeirFolderIsReportedAsTheFolder() {
        Path beir = dir.resolve("scifact");

        assertThatThrownBy(() -> new BeirDataset(beir, "test").judgments())
                .hasMessageStartingWith("BEIR folder " + beir + " does not exist. Point beir")
                .hasMessageNotContaining("test.tsv does not exist");
        assertThatThrownBy(() -> new BeirDataset(beir, "test").corpus(document -> { }))
                .hasMessageStartingWith("BEIR folder " + beir + " does not exist.");
    }

    @Test
    void aFileInAMissingFolderSaysWhichFolderIsMissing() {
        Path golden = dir.resolve("src/test/rag/golden.json");

        assertThatThrownBy(() -> new GoldenDatasetLoader().load(golden))
                .hasMessageStartingWith("golden dataset file " + golden + " does not exist (the folder "
                        + dir.resolve("src") + " does not exist). Create it");
    }

    @Test
    void aBrokenLinkAtTheDefaultBaselineIsAnErrorNotNoBaseline() throws Exception {
        Path baseline = Files.createSymbolicLink(dir.resolve("baseline.json"), dir.resolve("recorded/baseline.json"));

        assertThatThrownBy(() -> new BaselineLocation(baseline, "src/test/rag/baseline.json", false).load())
                .hasMessageStartingWith("baseline file " + baseline + " is a broken symbolic link to "
                        + dir.resolve("recorded/baseline.json"));
    }
}
