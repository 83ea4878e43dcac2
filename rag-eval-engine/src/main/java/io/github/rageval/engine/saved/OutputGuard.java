package io.github.rageval.engine.saved;

import io.github.rageval.engine.model.ConfigurationException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * The one guard every goal's settings pass puts before the files the goal writes: a file it would write that is one
 * of the files the run (or the project's configuration) reads is refused before anything is read or written, with a
 * message naming the setting, the file, which input it is and what to do. {@link AtomicFiles} writes through a
 * symbolic link and {@link ReportSet} may replace a whole folder, so a path that merely looks different (a link,
 * {@code out/../golden.json}, {@code Golden.json} on a case-insensitive file system) is compared as the file it
 * reaches, not as it is written.
 *
 * <p>A folder of inputs (a query log folder, read file by file) is an input for every file directly in it: a goal
 * writing there would have its output read back as input by the next run.
 */
public final class OutputGuard {
    /** As many links as the kernel follows before it gives up (Linux's limit). */
    private static final int MOST_LINKS = 40;

    private final Predicate<Path> caseInsensitive;

    private OutputGuard(Predicate<Path> caseInsensitive) {
        this.caseInsensitive = caseInsensitive;
    }

    /**
     * A file a goal would write, and how messages say so.
     *
     * @param label how the front end names the file
     * @param source how the goal comes to write it, for the message
     */
    public record Output(Path file, String label, String source, String product, String advice) {
        /**
         * A file a setting names: {@code lockFile names src/test/rag/golden.json}.
         *
         * @param setting the setting in the front end's words
         * @param label how the front end names the file
         * @param product what would be written, for the message: {@code the lock}
         * @param advice what to do instead, one or more sentences
         */
        public static Output named(Path file, String setting, String label, String product, String advice) {
            return new Output(file, label, setting + " names " + label, product, advice);
        }

        /**
         * A file of a fixed name a goal writes into a folder a setting names: {@code the pool goal writes
         * target/rag-eval/pool.jsonl (pool.jsonl in reportDirectory)}.
         *
         * @param goal the goal, as the message names it: {@code pool}
         * @param setting the folder's setting in the front end's words
         * @param label how the front end names the file
         */
        public static Output inFolder(Path folder, String name, String goal, String setting, String label,
                                      String product, String advice) {
            Path file = folder.resolve(name);
            return new Output(file, label, "the " + goal + " goal writes " + label + " (" + name + " in " + setting + ")",
                    product, advice);
        }
    }

    /**
     * A file a run reads, or a folder whose files it reads.
     *
     * @param what what it is, with its article: {@code the golden set}, {@code a judgments file}
     * @param label how the front end names it
     * @param setting where it is set, in the front end's words ({@code goldenDataset}, or {@code goldenDataset's
     *     default} for one the goal does not read but the project's other goals do)
     * @param readAs for a folder whose files are read one by one, what a file written there would be read as
     *     ({@code as users' queries}); null for a file
     */
    public record Input(Path file, String what, String label, String setting, String readAs) {
        public static Input file(Path file, String what, String label, String setting) {
            return new Input(file, what, label, setting, null);
        }

        public static Input folder(Path folder, String what, String label, String setting, String readAs) {
            return new Input(folder, what, label, setting, readAs);
        }

        boolean folder() {
            return readAs != null;
        }
    }

    /**
     * @throws ConfigurationException for the first output that is an input (outputs in order, then inputs), or that
     *     lies in a folder of inputs
     */
    public static void check(List<Output> outputs, List<Input> inputs) throws ConfigurationException {
        new OutputGuard(OutputGuard::caseInsensitiveAt).refuse(outputs, inputs);
    }

    /** As {@link #check}, with the file system's case rule given (a test on a case-sensitive one). */
    static void check(List<Output> outputs, List<Input> inputs, Predicate<Path> caseInsensitive)
            throws ConfigurationException {
        new OutputGuard(caseInsensitive).refuse(outputs, inputs);
    }

    /** Whether two paths reach the same file, whether or not it exists yet. */
    public static boolean sameFile(Path a, Path b) {
        return new OutputGuard(OutputGuard::caseInsensitiveAt).same(a, b);
    }

    private void refuse(List<Output> outputs, List<Input> inputs) throws ConfigurationException {
        for (Output output : outputs) {
            for (Input input : inputs) {
                if (input.file() == null) {
                    continue;
                }
                if (input.folder()) {
                    Path parent = reached(output.file()).getParent();
                    if (parent != null && same(parent, input.file())) {
                        throw inFolder(output, input);
                    }
                } else if (same(output.file(), input.file())) {
                    // Named alike, it is that input; named otherwise (a link, "..", another case), both are said.
                    boolean asWritten = output.label().equals(input.label());
                    throw new ConfigurationException(output.source() + ", " + (asWritten ? "which is " + input.what()
                            : "the same file as " + input.what() + " " + input.label()) + " (" + input.setting()
                            + "): " + output.product() + " would be written over it. " + output.advice());
                }
            }
        }
    }

    private static ConfigurationException inFolder(Output output, Input input) {
        boolean there = Files.exists(output.file());
        return new ConfigurationException(output.source() + ", which is " + (there ? "a file of " : "in ")
                + input.what() + " " + input.label() + " (" + input.setting() + "): " + (there ? output.product()
                + " would be written over it, and the" : "the") + " next run would read " + output.product() + " "
                + input.readAs() + ". " + output.advice());
    }

    private boolean same(Path a, Path b) {
        Path reachedA = reached(a);
        Path reachedB = reached(b);
        if (reachedA.equals(reachedB)) {
            return true;
        }
        if (Files.exists(reachedA) && Files.exists(reachedB)) {
            try {
                // Hard links, and a name in another case on a case-insensitive file system.
                return Files.isSameFile(reachedA, reachedB);
            } catch (IOException e) {
                return false;
            }
        }
        // Neither exists yet (one cannot exist without the other if they are one file): only their names tell, in
        // any case where the file system ignores it.
        Path existing = existingPart(reachedA);
        return existing != null && caseInsensitive.test(existing) && reachedA.toString().toLowerCase(Locale.ROOT)
                .equals(reachedB.toString().toLowerCase(Locale.ROOT));
    }

    /**
     * The path as the file system reaches it: absolute, each symbolic link replaced by what it points to (one that
     * points to nothing yet too, as {@link AtomicFiles} writes through it), {@code ..} taken after the link before
     * it, and the existing part in the file system's own spelling ({@link Path#toRealPath}).
     */
    static Path reached(Path path) {
        Path absolute = path.toAbsolutePath();
        Deque<String> names = new ArrayDeque<>();
        absolute.forEach(name -> names.addLast(name.toString()));
        Path current = absolute.getRoot();
        int links = 0;
        while (!names.isEmpty()) {
            String name = names.removeFirst();
            if (name.equals(".")) {
                continue;
            }
            if (name.equals("..")) {
                current = current.getParent() == null ? current : current.getParent();
                continue;
            }
            Path next = current.resolve(name);
            if (links < MOST_LINKS && Files.isSymbolicLink(next)) {
                links++;
                Path target;
                try {
                    target = Files.readSymbolicLink(next);
                } catch (IOException e) {
                    current = next;
                    continue;
                }
                List<String> targetNames = new ArrayList<>();
                target.forEach(part -> targetNames.add(part.toString()));
                for (int i = targetNames.size() - 1; i >= 0; i--) {
                    names.addFirst(targetNames.get(i));
                }
                if (target.isAbsolute()) {
                    current = target.getRoot();
                }
                continue;
            }
            current = next;
        }
        Path existing = existingPart(current);
        if (existing == null) {
            return current;
        }
        try {
            return existing.toRealPath().resolve(existing.relativize(current));
        } catch (IOException e) {
            return current;
        }
    }

    /** The longest part of the path that exists; null when not even its root does. */
    private static Path existingPart(Path path) {
        for (Path part = path; part != null; part = part.getParent()) {
            if (Files.exists(part, LinkOption.NOFOLLOW_LINKS)) {
                return part;
            }
        }
        return null;
    }

    /**
     * Whether the file system holding this existing path ignores case: the path spelled in the other case reaches
     * the same file (macOS's and Windows' defaults do; Linux's do not).
     */
    private static boolean caseInsensitiveAt(Path existing) {
        for (Path part = existing; part != null && part.getFileName() != null; part = part.getParent()) {
            String name = part.getFileName().toString();
            String flipped = flip(name);
            if (!flipped.equals(name)) {
                Path other = part.resolveSibling(flipped);
                try {
                    return Files.exists(other, LinkOption.NOFOLLOW_LINKS) && Files.isSameFile(part, other);
                } catch (IOException e) {
                    return false;
                }
            }
        }
        return false;
    }

    private static String flip(String name) {
        StringBuilder flipped = new StringBuilder(name.length());
        for (char c : name.toCharArray()) {
            flipped.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return flipped.toString();
    }
}
