package io.github.rageval.engine.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
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
}
