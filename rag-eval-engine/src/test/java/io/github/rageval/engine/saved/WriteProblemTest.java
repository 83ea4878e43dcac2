package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import org.junit.jupiter.api.Test;

/** Why an output could not be written, naming the user's file or folder, never an atomic write's temporary file. */
class WriteProblemTest {
    @Test
    void aFailureOnATemporaryFileNamesItsFolder() {
        // It was "target/rag-eval/.report.json.22qd0c1.tmp: Read-only file system. Check that ...".
        FileSystemException readOnly = new FileSystemException("target/rag-eval/.report.json.22qd0c1.tmp", null,
                "Read-only file system");
        assertThat(WriteProblem.of(readOnly, "reportDirectory")).isEqualTo("target/rag-eval: read-only file system."
                + " Check that the folder is writable, or set reportDirectory.");
        AccessDeniedException denied = new AccessDeniedException("target/.rag-eval.1x2y3z.tmp");
        assertThat(WriteProblem.of(denied, "reportDirectory")).isEqualTo("permission denied on target. Make the"
                + " folder writable, or set reportDirectory to a writable folder.");
    }

    @Test
    void aFailedRenameNamesTheFileItWasToReplace() {
        FileSystemException rename = new FileSystemException("project/.adir.22qd0c1.tmp", "project/adir",
                "Is a directory");
        assertThat(WriteProblem.of(rename, "baselineFile")).isEqualTo("project/adir: is a directory. Check that the"
                + " folder is writable, or set baselineFile.");
    }
}
