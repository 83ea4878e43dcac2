package io.github.rageval.engine.goldenset.checks;

/**
 * One warning about the golden set, which the analysis reports as a diagnostic.
 *
 * @param kind what it is about: {@code repeated_query} or {@code near_duplicate}
 * @param message the warning, for people
 */
public record Finding(String kind, String message) {
}
