package io.github.rageval.engine.settings.read;

/**
 * Where a setting the user wrote came from, which decides what a setting that goes unread is: a mistake to correct
 * where the user can correct it, a note where they cannot.
 */
public enum Origin {
    /**
     * The project's own POM (its build, its active profiles, its properties) or the command line's options: written
     * for this project, so a setting another setting makes unread is an error.
     */
    OWN,
    /**
     * A parent POM or a {@code -D} property: these reach every module of a build, also those that do not read them,
     * and a module cannot take an inherited element away, so an unread one is a warning.
     */
    REACHING
}
