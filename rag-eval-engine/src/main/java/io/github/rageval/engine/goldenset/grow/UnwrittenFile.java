package io.github.rageval.engine.goldenset.grow;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;

/**
 * A file the grow goal could not write ({@code candidates.jsonl} or {@code implicit-judgments.jsonl}), with Java's
 * reason: the goal writes two files, so that the front ends' message names the one that failed rather than the first.
 */
public final class UnwrittenFile extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;

    UnwrittenFile(Path file, IOException reason) {
        super(reason.getMessage(), reason);
        this.file = Objects.requireNonNull(file, "file");
    }

    /** The file that was not written. */
    public Path file() {
        return file;
    }

    /** Why not, as Java said it: what {@link io.github.rageval.engine.saved.WriteProblem} explains. */
    public IOException reason() {
        return (IOException) getCause();
    }
}
