package io.github.rageval.engine.saved;

import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.saved.BaselineFile;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Where a check looks for its baseline.
 *
 * @param file the baseline file, or null for none
 * @param label how reports name it (relative to the project, e.g. {@code src/test/rag/baseline.json})
 * @param required the user named the file, so a missing one is an error; the default location may be absent
 */
public record BaselineLocation(Path file, String label, boolean required) {

    public static BaselineLocation none() {
        return new BaselineLocation(null, null, false);
    }

    /**
     * Whether {@link #load} reads a file (which may still be unusable): a baseline is named, or is at its place.
     * Known before the evaluation, so that what only a comparison needs is not prepared for nothing.
     */
    public boolean present() {
        return file != null && (required || Files.exists(file, LinkOption.NOFOLLOW_LINKS));
    }

    /**
     * @return the recorded run, or null when there is no file and none was required; a broken link or a link loop
     *     at the default location is an error (it names a baseline that cannot be read), not "no baseline"
     */
    public RecordedRun load() throws InputException {
        return load(SettingWords.PARAMETERS);
    }

    /** As {@link #load()}, an unusable file's message in the front end's words. */
    public RecordedRun load(SettingWords words) throws InputException {
        if (!present()) {
            return null;
        }
        return BaselineFile.read(file, words);
    }
}
