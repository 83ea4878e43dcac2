package io.github.rageval.engine.saved;

import io.github.rageval.engine.input.PathProblems;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFileAttributeView;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * Writes a file so that readers see either the old content or the whole new one: the bytes go to a temporary
 * file in the same folder, which is then moved over the target. A crash mid-write leaves no half-written report.
 *
 * <p>The file gets the mode any new file gets (the umask's: 0644 under 022, so a CI artifact step or a web server
 * running as another user can read it), or, when it replaces a file, that file's mode: the temporary file is created
 * plainly rather than with {@code Files.createTempFile}, whose 0600 would otherwise stick. A target that is a
 * symbolic link is written through: the link stays, the file it points to gets the content. Temporary files a killed
 * run left behind ({@code .report.json….tmp}) are removed once they are older than {@link #STALE}. A folder that
 * cannot hold files (a file, a broken link, a link loop) is refused first, saying what it is.
 */
public final class AtomicFiles {
    /** A temporary file older than this is a killed run's, not a concurrent writer's. */
    static final Duration STALE = Duration.ofMinutes(10);
    private static final SecureRandom RANDOM = new SecureRandom();

    private AtomicFiles() {
    }

    public static void write(Path target, String content) throws IOException {
        write(target, content.getBytes(StandardCharsets.UTF_8));
    }

    /** What is written into the file: bytes to the stream, which the caller must not close. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    public static void write(Path target, byte[] content) throws IOException {
        write(target, out -> out.write(content));
    }

    /** Writes content streamed to the file: a large report is never whole in memory. */
    public static void write(Path target, Content content) throws IOException {
        Path file = Files.isSymbolicLink(target) ? throughLink(target) : target.toAbsolutePath();
        Path folder = file.getParent();
        Optional<String> problem = PathProblems.ofFolder(folder);
        if (problem.isPresent()) {
            throw new UnusableFolderException(target.getParent() != null ? target.getParent() : folder, problem.get());
        }
        if (Files.isDirectory(file)) {
            throw new FolderInTheWayException(target);
        }
        Files.createDirectories(folder);
        removeStale(folder, file.getFileName().toString());
        Path temporary = createTemporary(folder, file.getFileName().toString());
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(temporary,
                    StandardOpenOption.WRITE), 1 << 16)) {
                content.writeTo(out);
            }
            keepMode(file, temporary);
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** The file a link points to, resolved as far as it goes; a link to nothing is written as its target path. */
    static Path throughLink(Path link) throws IOException {
        Path current = link.toAbsolutePath();
        for (int hops = 0; hops < 40 && Files.isSymbolicLink(current); hops++) {
            current = current.getParent().resolve(Files.readSymbolicLink(current)).normalize();
        }
        if (Files.isSymbolicLink(current)) {
            throw new IOException(link + " is a loop of symbolic links");
        }
        return current;
    }

    /** A new, empty file beside the target, created with the umask's mode (no explicit permissions). */
    private static Path createTemporary(Path folder, String name) throws IOException {
        for (int attempt = 0; ; attempt++) {
            Path candidate = folder.resolve("." + name + "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".tmp");
            try {
                return Files.createFile(candidate);
            } catch (FileAlreadyExistsException e) {
                if (attempt > 100) {
                    throw e;
                }
            }
        }
    }

    /** The replaced file's mode, on file systems that have POSIX modes. */
    private static void keepMode(Path file, Path temporary) throws IOException {
        PosixFileAttributeView existing = Files.getFileAttributeView(file, PosixFileAttributeView.class,
                LinkOption.NOFOLLOW_LINKS);
        if (existing != null && Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            Files.setPosixFilePermissions(temporary, existing.readAttributes().permissions());
        }
    }

    /** Removes {@code .<name>….tmp} files older than {@link #STALE}; a file that cannot be removed is left. */
    private static void removeStale(Path folder, String name) {
        FileTime before = FileTime.from(Instant.now().minus(STALE));
        // Matched by hand, not by a glob: a file's name may hold the glob's special characters ([, {).
        String prefix = "." + name;
        try (DirectoryStream<Path> leftovers = Files.newDirectoryStream(folder, entry -> {
            String file = entry.getFileName().toString();
            return file.startsWith(prefix) && file.endsWith(".tmp");
        })) {
            for (Path leftover : leftovers) {
                try {
                    if (Files.isRegularFile(leftover, LinkOption.NOFOLLOW_LINKS)
                            && Files.getLastModifiedTime(leftover, LinkOption.NOFOLLOW_LINKS).compareTo(before) < 0) {
                        Files.deleteIfExists(leftover);
                    }
                } catch (IOException e) {
                    // Another writer's, or not ours to remove: left as it is.
                }
            }
        } catch (IOException e) {
            // An unreadable folder fails the write itself, with a message naming it.
        }
    }
}
