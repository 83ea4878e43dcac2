package io.github.rageval.engine.analysis;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * What a baseline recorded with another k, relevance level, depth or condensing of unjudged documents does to the
 * build (or one that shares no query with the golden set); never compared. An edited corpus or golden set is compared
 * ({@link io.github.rageval.engine.baseline.SinceBaseline}).
 */
public enum MismatchPolicy {
    /** Fail the build (after the reports are written): the gate cannot vouch for a change it cannot measure. */
    FAIL,
    /** Warn, skip the comparison, and let the thresholds decide. */
    WARN;

    public static Optional<MismatchPolicy> parse(String text) {
        String wanted = text == null ? "" : text.trim();
        return Arrays.stream(values()).filter(p -> p.name().equalsIgnoreCase(wanted)).findFirst();
    }

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
