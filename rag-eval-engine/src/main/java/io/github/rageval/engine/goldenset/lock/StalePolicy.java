package io.github.rageval.engine.goldenset.lock;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** What stale judgments do to the gate (the setting {@code staleJudgments}): warn (the default) or fail. */
public enum StalePolicy {
    WARN, FAIL;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The policy of this name, trimmed and in any case; empty for another word. */
    public static Optional<StalePolicy> parse(String value) {
        String key = value.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(policy -> policy.key().equals(key)).findFirst();
    }
}
