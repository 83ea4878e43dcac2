package io.github.rageval.engine.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;

/** A file error in words: never Java's bare path, never an atomic write's temporary file. */
class FileErrorTest {
    @Test
    void knownKindsAreSaidInWords() {
        // An AccessDeniedException's message is its path alone: "cannot be read: /data/corpus.json".
        assertThat(FileError.reason(new AccessDeniedException("data/corpus.json"))).isEqualTo("permission denied");
        assertThat(FileError.reason(new NoSuchFileException("data/corpus.json"))).isEqualTo("no such file or folder");
        // Its message is "Input length = 1".
        assertThat(FileError.reason(new MalformedInputException(1))).isEqualTo("it is not UTF-8 text");
    }

    @Test
    void theOperatingSystemsReasonIsKeptWithoutTheTemporaryFilesName() {
        FileSystemException full = new FileSystemException("target/rag-eval/.report.json.2k9x0a.tmp", null,
                "No space left on device");
        assertThat(FileError.reason(full)).isEqualTo("no space left on device");
        IOException plain = new IOException("target/.rag-eval.22qd0c1.tmp: Read-only file system");
        assertThat(FileError.reason(plain)).isEqualTo("target: Read-only file system");
        assertThat(FileError.reason(new IOException())).isEqualTo("an input/output error");
        assertThat(FileError.reason(new IOException("bad\u001b[2Jbytes"))).isEqualTo("bad\\u001b[2Jbytes");
    }

    @Test
    void aTemporaryFileStandsForItsFolder() {
        assertThat(FileError.path("project/.adir.22qd4k1.tmp")).isEqualTo("project");
        assertThat(FileError.path("project/.rag-eval.1x2y3z.old")).isEqualTo("project");
        assertThat(FileError.path(".report.json.1x2y3z.tmp")).isEqualTo(".");
        assertThat(FileError.path("project/report.json")).isEqualTo("project/report.json");
        assertThat(FileError.path("project/notes.tmp")).isEqualTo("project/notes.tmp");
    }
}
