package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    @Test
    void replacesTheTargetAndLeavesNoTemporaryFile() throws Exception {
        Path target = dir.resolve("nested/report.json");

        AtomicFiles.write(target, "first");
        AtomicFiles.write(target, "second");

        assertThat(target).hasContent("second");
        try (var files = Files.list(target.getParent())) {
            assertThat(files).containsExactly(target);
        }
    }

    @Test
    void aNewFileGetsTheUmasksModeAndAReplacedFileKeepsItsOwn() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        // What any new file gets here (the umask's mode), not Files.createTempFile's 0600.
        Path plain = Files.createFile(dir.resolve("plain"));
        Path report = dir.resolve("report.json");

        AtomicFiles.write(report, "{}");
        assertThat(Files.getPosixFilePermissions(report)).isEqualTo(Files.getPosixFilePermissions(plain));

        Files.setPosixFilePermissions(report, PosixFilePermissions.fromString("rw-r-----"));
        AtomicFiles.write(report, "{\"again\": true}");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(report))).isEqualTo("rw-r-----");
    }

    @Test
    void aSymbolicLinkIsWrittenThrough() throws Exception {
        Path real = dir.resolve("shared/baseline.json");
        Files.createDirectories(real.getParent());
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("baseline.json"), Path.of("shared/baseline.json"));

        AtomicFiles.write(link, "new");

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(real).hasContent("new");
    }

    @Test
    void temporaryFilesAKilledRunLeftAreRemovedButAFreshOneIsNot() throws Exception {
        Path stale = Files.writeString(dir.resolve(".report.json1234567.tmp"), "half");
        Files.setLastModifiedTime(stale, FileTime.from(Instant.now().minus(AtomicFiles.STALE).minusSeconds(60)));
        Path fresh = Files.writeString(dir.resolve(".report.json.abc.tmp"), "being written");
        Path other = Files.writeString(dir.resolve(".report.md42.tmp"), "another file's");
        Files.setLastModifiedTime(other, FileTime.from(Instant.now().minus(AtomicFiles.STALE).minusSeconds(60)));

        AtomicFiles.write(dir.resolve("report.json"), "{}");

        assertThat(stale).doesNotExist();
        assertThat(fresh).exists();
        assertThat(other).exists();
    }

    @Test
    void aFileNamedWithGlobCharactersIsWrittenAndItsStaleTemporaryFilesRemoved() throws Exception {
        Path target = dir.resolve("baseline[1.json");
        Path stale = Files.writeString(dir.resolve(".baseline[1.json.k1.tmp"), "killed");
        Files.setLastModifiedTime(stale, FileTime.from(Instant.now().minus(AtomicFiles.STALE).minusSeconds(60)));

        AtomicFiles.write(target, "{}");

        assertThat(target).hasContent("{}");
        assertThat(stale).doesNotExist();
    }
}
