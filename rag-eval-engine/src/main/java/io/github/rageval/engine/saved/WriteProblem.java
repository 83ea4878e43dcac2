package io.github.rageval.engine.saved;

import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.format.Sentences;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;

/**
 * Why a report or a baseline could not be written, and what to do, for the message that follows "cannot write the
 * reports into X: ". Java's file errors often carry nothing but a path; this says what the path is.
 */
public final class WriteProblem {
    private WriteProblem() {
    }

    /**
     * @param setting the setting that moves the output, e.g. {@code rageval.reportDirectory}
     * @return e.g. {@code it is a file, not a folder. Remove or rename that file, or set rageval.reportDirectory to
     *     a folder.}
     */
    public static String of(IOException e, String setting) {
        if (e instanceof UnusableFolderException folder) {
            return "the folder " + folder.folder() + " " + folder.reason() + ". Remove or rename it (or fix the"
                    + " link), or set " + setting + " to a folder.";
        }
        if (e instanceof FolderInTheWayException folder) {
            return folder.target() + " is a folder, not a file. Remove or rename that folder, or set " + setting
                    + " to a file's path.";
        }
        if (e instanceof AccessDeniedException denied && denied.getFile() != null) {
            return "permission denied on " + FileError.path(denied.getFile()) + ". Make the folder writable, or set "
                    + setting + " to a writable folder.";
        }
        if (e instanceof FileSystemException failed && failed.getFile() != null && failed.getReason() != null) {
            // A failed rename names the temporary file first and the file it was to replace second: say the latter.
            String file = failed.getOtherFile() != null ? failed.getOtherFile() : failed.getFile();
            return FileError.path(file) + ": " + FileError.reason(e) + ". Check that the folder is writable, or set "
                    + setting + ".";
        }
        return Sentences.join(FileError.reason(e), "Check that the folder is writable, or set " + setting + ".");
    }
}
