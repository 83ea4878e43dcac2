package io.github.rageval.engine.saved;

import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.input.PathProblems;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFileAttributeView;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Writes the reports of one run as a set: a reader of the folder finds every file from one run, never report.json
 * from this run beside report.html from the last. Each file being atomic ({@link AtomicFiles}) is not enough: a
 * build killed between two files, or two builds writing one folder, left a mix.
 *
 * <p>The files are written into a fresh sibling folder ({@code .rag-eval.<random>.tmp} beside {@code rag-eval}),
 * which then takes the report folder's place: the old folder is renamed aside ({@code .rag-eval.<random>.old}), the
 * new one renamed into place, the old one deleted. Renaming a folder is atomic on Linux, macOS and Windows (NTFS);
 * between the two renames the folder is briefly absent, never mixed. A build killed before the swap leaves the old
 * set whole; killed between the two renames, no folder and both siblings, which the next write removes once they
 * are older than {@link AtomicFiles#STALE} (a younger one may be a concurrent writer's). Two writers swapping at
 * once each retry until one complete set is in place: the last to finish wins. Files keep the mode of the file they
 * replace, and the folder its own.
 *
 * <p>The files the tool's other goals write into the folder ({@link GoalFiles}: the grow goal's candidates, the pool)
 * are carried over into the new set. Two cases fall back to replacing the files one by one, each still atomic, with
 * a warning: a folder that also holds files the tool did not write (a report folder set to {@code target} itself
 * must not be moved), and a folder that cannot be renamed (on Windows, while another program has a file in it
 * open).
 */
public final class ReportSet {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int ATTEMPTS = 20;

    private ReportSet() {
    }

    /** Writes the files of one set into the folder given it, which is new and empty. */
    @FunctionalInterface
    public interface Writing {
        /** @return the files to name to the user, in the order written */
        List<Path> into(Path folder) throws IOException;
    }

    /**
     * @param folder the report folder; a symbolic link to one is followed (the link stays)
     * @param ours the names of every file a report set may hold: a folder holding anything else is not swapped (the
     *     marker of a check under way, {@link UnfinishedReports}, is always one of them)
     * @param warnings told when the set had to be written file by file, and why
     * @return the files written, in the folder, in the order they were written
     */
    public static List<Path> write(Path folder, Set<String> ours, Writing writing, Consumer<String> warnings)
            throws IOException {
        return write(folder, ours, writing, warnings, GoalSettings.REPORT_DIRECTORY.name());
    }

    /**
     * As {@link #write(Path, Set, Writing, Consumer)}, the warning naming the setting in the front end's words.
     *
     * @param reportDirectory how the warning names the setting of the folder ({@code --report-directory})
     */
    public static List<Path> write(Path folder, Set<String> reports, Writing writing, Consumer<String> warnings,
                                   String reportDirectory) throws IOException {
        // The marker of a check under way stands in for a set: a folder holding it is still a folder of reports.
        Set<String> ours = new HashSet<>(reports);
        ours.add(UnfinishedReports.FILE_NAME);
        Path target = Files.isSymbolicLink(folder) ? AtomicFiles.throughLink(folder) : folder.toAbsolutePath();
        Optional<String> problem = PathProblems.ofFolder(target);
        if (problem.isPresent()) {
            throw new UnusableFolderException(folder, problem.get());
        }
        Path parent = target.getParent();
        Files.createDirectories(parent);
        String name = target.getFileName().toString();
        removeStale(parent, name);
        Path staging = sibling(parent, name, ".tmp");
        Files.createDirectory(staging);
        try {
            List<Path> written = writing.into(staging);
            List<String> names = listed(staging);
            // The other goals' files are the tool's own: not a stranger's, so they go along with the new set.
            Set<String> known = new HashSet<>(ours);
            known.addAll(GoalFiles.ALL);
            Optional<String> foreign = foreign(target, known);
            if (foreign.isPresent()) {
                warnings.accept("the report folder " + folder + " also holds " + foreign.get() + ", which"
                        + " is not a report, so the reports replaced the old ones one by one rather than as a set: a"
                        + " build stopped meanwhile can leave files of two runs. Give the reports a folder of their"
                        + " own (" + reportDirectory + ").");
                moveEach(staging, target, names, ours);
            } else {
                keepModes(target, staging, names);
                carryOver(target, staging, names);
                swap(staging, target, names, ours, warnings);
            }
            return written.stream().map(file -> folder.resolve(file.getFileName())).toList();
        } finally {
            deleteTree(staging);
        }
    }

    /** The names of the files in the folder. */
    private static List<String> listed(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /**
     * Puts the other goals' files of the old folder ({@link GoalFiles}) into the staged one, so that the swap keeps
     * them: a hard link where the file system allows, else a copy. A report of the new set never gives way to one.
     */
    private static void carryOver(Path target, Path staging, List<String> names) throws IOException {
        for (String file : GoalFiles.ALL.stream().sorted().toList()) {
            Path old = target.resolve(file);
            if (names.contains(file) || !Files.isRegularFile(old, LinkOption.NOFOLLOW_LINKS)) {
                continue;
            }
            try {
                Files.createLink(staging.resolve(file), old);
            } catch (UnsupportedOperationException | FileSystemException e) {
                Files.copy(old, staging.resolve(file), StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }

    /** A file in the report folder that no report set holds, if any (a killed write's leftovers are ours). */
    static Optional<String> foreign(Path target, Set<String> ours) throws IOException {
        if (!Files.isDirectory(target)) {
            return Optional.empty();
        }
        try (Stream<Path> entries = Files.list(target)) {
            return entries.map(p -> p.getFileName().toString())
                    .filter(n -> !ours.contains(n) && !(n.startsWith(".") && n.endsWith(".tmp")))
                    .sorted().findFirst();
        } catch (NoSuchFileException e) {
            // Moved aside by a concurrent writer: the set it held was one of ours.
            return Optional.empty();
        }
    }

    /**
     * Puts the staged set in the target's place: the old folder aside, the new one in, the old one deleted. When
     * another writer put its set in between, its set goes aside too and this one goes in.
     */
    private static void swap(Path staging, Path target, List<String> names, Set<String> ours,
                             Consumer<String> warnings) throws IOException {
        Path parent = target.getParent();
        String name = target.getFileName().toString();
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            Path aside = sibling(parent, name, ".old");
            boolean moved = false;
            try {
                if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                    Files.move(target, aside, StandardCopyOption.ATOMIC_MOVE);
                    moved = true;
                }
            } catch (NoSuchFileException e) {
                // Another writer moved it aside first: nothing to move.
            } catch (AtomicMoveNotSupportedException e) {
                fallBack(staging, target, names, ours, warnings, e);
                return;
            } catch (FileSystemException e) {
                if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                    fallBack(staging, target, names, ours, warnings, e);
                    return;
                }
            }
            try {
                Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
                if (moved) {
                    deleteTree(aside);
                }
                return;
            } catch (FileSystemException e) {
                if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                    // Not another writer: the old set goes back in place, and the write fails.
                    if (moved) {
                        Files.move(aside, target, StandardCopyOption.ATOMIC_MOVE);
                    }
                    throw e;
                }
                // Another writer's set arrived between the two renames: go round, moving it aside in turn.
                if (moved) {
                    deleteTree(aside);
                }
            }
        }
        throw new IOException("could not put the reports in place of " + target + ": other builds kept replacing it"
                + " (" + ATTEMPTS + " attempts)");
    }

    private static void fallBack(Path staging, Path target, List<String> names, Set<String> ours,
                                 Consumer<String> warnings, IOException why) throws IOException {
        warnings.accept("the report folder " + target + " cannot be replaced as a whole (" + FileError.reason(why)
                + "), so the reports replaced the old ones one by one: a build stopped meanwhile can leave files of"
                + " two runs.");
        moveEach(staging, target, names, ours);
    }

    /**
     * Moves each staged file over its namesake, atomically where the file system allows, then removes the files of
     * the old set that the new one does not hold (a run.trec the new run has none of, the marker of a check under
     * way): as after a swap, the folder holds the new set's files and no other of ours.
     */
    private static void moveEach(Path staging, Path target, List<String> names, Set<String> ours)
            throws IOException {
        Files.createDirectories(target);
        keepModes(target, staging, names);
        for (String file : names) {
            try {
                Files.move(staging.resolve(file), target.resolve(file), StandardCopyOption.ATOMIC_MOVE,
                        StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(staging.resolve(file), target.resolve(file), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        for (String old : ours.stream().sorted().toList()) {
            if (!names.contains(old)) {
                Files.deleteIfExists(target.resolve(old));
            }
        }
    }

    /**
     * Each staged file takes the mode of the file it replaces, and the staged folder the old folder's. A folder or
     * file another writer has just moved aside has no mode to keep.
     */
    private static void keepModes(Path target, Path staging, List<String> names) throws IOException {
        if (!Files.isDirectory(target) || Files.getFileAttributeView(target, PosixFileAttributeView.class) == null) {
            return;
        }
        try {
            Files.setPosixFilePermissions(staging, Files.getPosixFilePermissions(target));
            for (String file : names) {
                Path old = target.resolve(file);
                if (Files.isRegularFile(old, LinkOption.NOFOLLOW_LINKS)) {
                    Files.setPosixFilePermissions(staging.resolve(file), Files.getPosixFilePermissions(old));
                }
            }
        } catch (NoSuchFileException e) {
            // Moved aside by a concurrent writer: the modes stay the umask's.
        }
    }

    private static Path sibling(Path parent, String name, String suffix) {
        return parent.resolve("." + name + "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + suffix);
    }

    /**
     * Removes the staged and set-aside folders of killed writes ({@code .<name>.<random>.tmp} or {@code .old}) once
     * older than {@link AtomicFiles#STALE}; a younger one may be a concurrent writer's.
     */
    static void removeStale(Path parent, String name) {
        FileTime before = FileTime.from(Instant.now().minus(AtomicFiles.STALE));
        // Matched by hand, not by a glob: a folder's name may hold the glob's special characters ([, {).
        try (DirectoryStream<Path> leftovers = Files.newDirectoryStream(parent, entry -> isLeftover(entry, name))) {
            for (Path leftover : leftovers) {
                try {
                    if (Files.isDirectory(leftover, LinkOption.NOFOLLOW_LINKS)
                            && Files.getLastModifiedTime(leftover, LinkOption.NOFOLLOW_LINKS).compareTo(before) < 0) {
                        deleteTree(leftover);
                    }
                } catch (IOException e) {
                    // Not ours to remove, or already gone: left as it is.
                }
            }
        } catch (IOException e) {
            // An unreadable folder fails the write itself, with a message naming it.
        }
    }

    /** {@code .<name>.<random>.tmp} or {@code .<name>.<random>.old}. */
    private static boolean isLeftover(Path entry, String name) {
        String file = entry.getFileName().toString();
        return file.startsWith("." + name + ".") && file.length() > name.length() + 6
                && (file.endsWith(".tmp") || file.endsWith(".old"));
    }

    /** Deletes a folder of files (links are removed, never followed); nothing when it is gone. */
    private static void deleteTree(Path folder) throws IOException {
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> entries = Files.list(folder)) {
            for (Path entry : entries.toList()) {
                if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                    deleteTree(entry);
                } else {
                    Files.deleteIfExists(entry);
                }
            }
        }
        Files.deleteIfExists(folder);
    }
}
