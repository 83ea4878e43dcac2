package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.saved.OutputGuard.Input;
import io.github.rageval.engine.saved.OutputGuard.Output;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The guard compares files as the file system reaches them, as {@link AtomicFiles} writes them: through links (one
 * that points to nothing yet too), {@code ..} taken after a link as the kernel takes it, hard links, and names in
 * another case where the file system ignores case.
 */
class OutputGuardTest {
    @TempDir
    Path dir;

    private static Output lock(Path file) {
        return Output.named(file, "lockFile", file.toString(), "the lock", "Point lockFile elsewhere.");
    }

    private static Input golden(Path file) {
        return Input.file(file, "the golden set", file.toString(), "goldenDataset");
    }

    @Test
    void aLinkToNothingYetIsTheFileItWouldCreate() throws Exception {
        // AtomicFiles writes through a dangling link: the lock would land at the new golden set's place.
        Path planned = dir.resolve("golden-v2.json");
        Path link = Files.createSymbolicLink(dir.resolve("lock.json"), planned);
        assertThatThrownBy(() -> OutputGuard.check(List.of(lock(link)), List.of(golden(planned))))
                .isInstanceOf(ConfigurationException.class).hasMessage("lockFile names " + link + ", the same file as"
                        + " the golden set " + planned + " (goldenDataset): the lock would be written over it. Point"
                        + " lockFile elsewhere.");
    }

    @Test
    void dotDotAfterALinkLeavesTheFolderTheLinkPointsTo() throws Exception {
        Path data = Files.createDirectories(dir.resolve("data/rag"));
        Path golden = Files.writeString(dir.resolve("data/golden.json"), "[]");
        Path link = Files.createSymbolicLink(dir.resolve("rag"), data);
        // rag/../golden.json is data/golden.json to the kernel, not dir/golden.json as the text would say.
        assertThat(OutputGuard.sameFile(link.resolve("../golden.json"), golden)).isTrue();
        assertThat(OutputGuard.sameFile(link.resolve("../golden.json"), dir.resolve("golden.json"))).isFalse();
    }

    @Test
    void aHardLinkIsTheSameFile() throws Exception {
        Path golden = Files.writeString(dir.resolve("golden.json"), "[]");
        Path hard = Files.createLink(dir.resolve("copy.json"), golden);
        assertThat(OutputGuard.sameFile(hard, golden)).isTrue();
    }

    @Test
    void namesInAnotherCaseAreOneFileWhereTheFileSystemIgnoresCase() {
        Path written = dir.resolve("Reports/GOLDEN.lock.json");
        Path read = dir.resolve("reports/golden.lock.json");
        assertThatThrownBy(() -> OutputGuard.check(List.of(lock(written)), List.of(golden(read)), path -> true))
                .hasMessageStartingWith("lockFile names " + written + ", the same file as the golden set " + read);
        assertThatCode(() -> OutputGuard.check(List.of(lock(written)), List.of(golden(read)), path -> false))
                .doesNotThrowAnyException();
    }

    @Test
    void aFolderOfInputsTakesNoFileWrittenDirectlyInIt() throws Exception {
        Path logs = Files.createDirectories(dir.resolve("logs"));
        Input folder = Input.folder(logs, "the query log folder", "logs", "queryLog", "as users' queries");
        Output candidates = Output.inFolder(logs, "candidates.jsonl", "grow", "reportDirectory", "logs/candidates.jsonl",
                "the candidates", "Set reportDirectory elsewhere.");
        assertThatThrownBy(() -> OutputGuard.check(List.of(candidates), List.of(folder))).hasMessage("the grow goal"
                + " writes logs/candidates.jsonl (candidates.jsonl in reportDirectory), which is in the query log"
                + " folder logs (queryLog): the next run would read the candidates as users' queries. Set"
                + " reportDirectory elsewhere.");
        // A folder below it is not read (the logs are listed, not walked).
        Output below = Output.inFolder(logs.resolve("grow"), "candidates.jsonl", "grow", "reportDirectory",
                "logs/grow/candidates.jsonl", "the candidates", "");
        assertThatCode(() -> OutputGuard.check(List.of(below), List.of(folder))).doesNotThrowAnyException();
    }
}
