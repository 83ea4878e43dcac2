package io.github.rageval.engine.input;

import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.model.InputException;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;

/**
 * Says in words what is wrong with a path a user named, before anything opens it: a directory where a file is
 * wanted, a file where a folder is wanted, a broken symbolic link (and where it points), a symbolic link loop, a
 * missing folder on the way, or something that is not a regular file at all (a named pipe would make a read wait
 * forever). Every reader of a user file and every writer of a report folder asks here, so the same mistake gets the
 * same message everywhere instead of the operating system's bare path or "Is a directory".
 */
public final class PathProblems {
    private PathProblems() {
    }

    /** @return what keeps {@code file} from being read as a regular file (after following links), or empty */
    public static Optional<String> ofFile(Path file) {
        if (Files.isRegularFile(file)) {
            return Optional.empty();
        }
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            Optional<String> link = brokenLink(file);
            if (link.isPresent()) {
                return link;
            }
            if (Files.isDirectory(file)) {
                return Optional.of("is a directory, not a file");
            }
            return Optional.of("is not a regular file (a named pipe, a device or a socket, which cannot be read as a"
                    + " file and could make the read wait forever)");
        }
        return Optional.of("does not exist" + missingFolder(file).map(folder -> " (" + folder + ")").orElse(""));
    }

    /**
     * @return what keeps {@code folder} from holding files written into it, or empty when it is a folder or can be
     *     created (it is missing, and so may be some of its parents, below an existing folder)
     */
    public static Optional<String> ofFolder(Path folder) {
        // One look at the path, not "is it a folder?" then "does it exist?": a report folder swapped by another
        // writer is briefly absent, and two looks could see it gone and then back, taking it for a file.
        BasicFileAttributes attributes = attributes(folder);
        if (attributes != null && attributes.isDirectory()) {
            return Optional.empty();
        }
        if (attributes != null && attributes.isSymbolicLink()) {
            return Files.isDirectory(folder) ? Optional.empty()
                    : Optional.of(brokenLink(folder).orElse("is a symbolic link to a file, not to a folder"));
        }
        if (attributes != null) {
            return Optional.of("is a file, not a folder");
        }
        // Missing folders are created; only an existing non-folder on the way stops that.
        return missingFolder(folder).filter(problem -> !problem.endsWith(" does not exist"))
                .map(problem -> "cannot be created: " + problem);
    }

    /** The path's own attributes (a link not followed), or null when there is nothing there to read. */
    private static BasicFileAttributes attributes(Path path) {
        try {
            return Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return null;
        }
    }

    /** @return what keeps {@code folder} from being read as an existing folder (after following links), or empty */
    public static Optional<String> ofExistingFolder(Path folder) {
        if (Files.isDirectory(folder)) {
            return Optional.empty();
        }
        if (Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.of(brokenLink(folder).orElse("is a file, not a folder"));
        }
        return Optional.of("does not exist" + missingFolder(folder).map(f -> " (" + f + ")").orElse(""));
    }

    /**
     * Fails unless {@code file} is a regular file.
     *
     * @param describe what the file is and its path, e.g. {@code corpus file data/corpus.json}
     * @param ifMissing what to do when it does not exist, one sentence
     * @param otherwise what to do when it is something else (a directory, a broken link), one sentence
     */
    public static void requireFile(Path file, String describe, String ifMissing, String otherwise)
            throws InputException {
        Optional<String> problem = ofFile(file);
        if (problem.isPresent()) {
            boolean missing = !Files.exists(file, LinkOption.NOFOLLOW_LINKS);
            throw new InputException(describe + " " + problem.get() + ". " + (missing ? ifMissing : otherwise));
        }
    }

    /** A broken link or a loop, said with where the link points; empty when {@code path} is no such link. */
    private static Optional<String> brokenLink(Path path) {
        if (!Files.isSymbolicLink(path) || Files.exists(path)) {
            return Optional.empty();
        }
        try {
            path.toRealPath();
            return Optional.empty();
        } catch (NoSuchFileException e) {
            return Optional.of("is a broken symbolic link to " + target(path) + " (which does not exist)");
        } catch (FileSystemException e) {
            String reason = String.valueOf(e.getReason());
            if (reason.contains("levels of symbolic links")) {
                return Optional.of("is a symbolic link loop (following its links leads back to itself)");
            }
            return Optional.of("is a symbolic link that cannot be followed (" + reason + ")");
        } catch (IOException e) {
            return Optional.of("is a symbolic link that cannot be followed (" + FileError.reason(e) + ")");
        }
    }

    private static String target(Path link) {
        try {
            return Files.readSymbolicLink(link).toString();
        } catch (IOException e) {
            return "a path that cannot be read";
        }
    }

    /**
     * For a missing path: the first folder on its way that is missing, or that exists but is not a folder; empty
     * when its parent folder exists (only the last name is missing).
     */
    private static Optional<String> missingFolder(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        Path missing = null;
        for (Path folder = absolute.getParent(); folder != null; folder = folder.getParent()) {
            if (Files.isDirectory(folder)) {
                break;
            }
            if (Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
                return Optional.of("its folder " + shown(path, folder) + " " + brokenLink(folder)
                        .orElse("is a file, not a folder"));
            }
            missing = folder;
        }
        return missing == null ? Optional.empty()
                : Optional.of("the folder " + shown(path, missing) + " does not exist");
    }

    /** A folder on the way, spelt as relative as the user's path was. */
    private static String shown(Path given, Path folder) {
        if (given.isAbsolute()) {
            return folder.toString();
        }
        Path here = Path.of("").toAbsolutePath();
        return folder.startsWith(here) && !folder.equals(here) ? here.relativize(folder).toString()
                : folder.toString();
    }
}
