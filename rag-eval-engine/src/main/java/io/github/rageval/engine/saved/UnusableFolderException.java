package io.github.rageval.engine.saved;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The folder a file was to be written into cannot hold files: it is a file, a broken symbolic link, a link loop, or
 * lies below one. Thrown before anything is written, so the message can say what the folder is instead of the
 * operating system's bare path.
 */
public final class UnusableFolderException extends IOException {
    private static final long serialVersionUID = 1L;
    private final transient Path folder;
    private final String reason;

    UnusableFolderException(Path folder, String reason) {
        super(folder + " " + reason);
        this.folder = folder;
        this.reason = reason;
    }

    public Path folder() {
        return folder;
    }

    /** What is wrong with the folder, e.g. {@code is a file, not a folder}. */
    public String reason() {
        return reason;
    }
}
