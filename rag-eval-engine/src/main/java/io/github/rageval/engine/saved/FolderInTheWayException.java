package io.github.rageval.engine.saved;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A file was to be written where a folder is. Thrown before anything is written: the rename that would otherwise
 * fail names the atomic write's temporary file and says no more than "Is a directory".
 */
public final class FolderInTheWayException extends IOException {
    private static final long serialVersionUID = 1L;
    private final transient Path target;

    FolderInTheWayException(Path target) {
        super(target + " is a folder, not a file");
        this.target = target;
    }

    /** Where the file was to be written. */
    public Path target() {
        return target;
    }
}
