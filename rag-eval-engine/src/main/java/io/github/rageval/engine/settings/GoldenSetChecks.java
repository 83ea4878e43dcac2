package io.github.rageval.engine.settings;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * Which checks of the golden set run besides those that never switch off (the same query judged two ways is always
 * an error, the same query twice always a warning, a tag too small for its thresholds always a warning).
 */
public enum GoldenSetChecks {
    /** Also the checks that read the corpus: queries found word for word, near-duplicates, coverage. */
    ALL("all"),
    /**
     * Not the checks that read the corpus: for a corpus so large that reading it twice more costs more than the
     * findings are worth.
     */
    BASIC("basic");

    private final String key;

    GoldenSetChecks(String key) {
        this.key = key;
    }

    /** How settings and messages spell it. */
    public String key() {
        return key;
    }

    /** The value a setting names, ignoring case and surrounding spaces; empty when it names none. */
    public static Optional<GoldenSetChecks> parse(String text) {
        String name = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(v -> v.key.equals(name)).findFirst();
    }

    /** The values as a message lists them. */
    public static String allowed() {
        return "all or basic";
    }
}
