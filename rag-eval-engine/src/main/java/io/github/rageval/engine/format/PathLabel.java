package io.github.rageval.engine.format;

import java.io.File;
import java.nio.file.Path;

/**
 * A file as reports record it: relative to the working directory (where the build or the command was started, the
 * project's root in practice) when it lies inside it, with forward slashes, so that the same inputs in two checkouts
 * give the same report.json bytes; outside it, as given. The working directory rather than a base directory passed
 * down with the settings: both the Maven goal (started from the project or reactor root) and the command line
 * resolve their relative paths against it, and it needs no new setting in every caller.
 */
public final class PathLabel {
    private PathLabel() {
    }

    public static String of(Path file) {
        Path here = Path.of("").toAbsolutePath().normalize();
        Path absolute = file.toAbsolutePath().normalize();
        Path shown = absolute.startsWith(here) && !absolute.equals(here) ? here.relativize(absolute) : file;
        return shown.toString().replace(File.separatorChar, '/');
    }
}
