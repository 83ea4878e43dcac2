package io.github.rageval.engine.store;

import io.github.rageval.engine.data.PathProblems;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * Writes a file so that readers see either the old content or the whole new one: the bytes go to a temporary
 * file in the same folder, which is then moved over the target. A crash mid-write leaves no half-written report.
 * A folder that cannot hold files (a file, a broken link, a link loop) is refused first, saying what it is.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    public static void write(Path target, String content) throws IOException {
        write(target, content.getBytes(StandardCharsets.UTF_8));
    }

    public static void write(Path target, byte[] content) throws IOException {
        Path folder = target.toAbsolutePath().getParent();
        Optional<String> problem = PathProblems.ofFolder(folder);
        if (problem.isPresent()) {
            throw new UnusableFolderException(target.getParent() != null ? target.getParent() : folder, problem.get());
        }
        Files.createDirectories(folder);
        Path temporary = Files.createTempFile(folder, "." + target.getFileName(), ".tmp");
        try {
            Files.write(temporary, content);
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
