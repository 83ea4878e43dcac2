package io.github.rageval.engine.latency;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * Latency as the user configured it: what the settings pass parses into a {@link LatencyGate} ({@link
 * LatencyGate#parse}), rejecting a bad value with a message before any file is read.
 *
 * @param mode {@code auto}, {@code true} or {@code false}, as written
 * @param limits the limits set, per figure, as written; a figure left out has no limit
 */
public record LatencySettings(String mode, Map<LatencyPercentile, String> limits) {
    /** The default: {@code auto}, no limits. */
    public static final LatencySettings NONE = new LatencySettings(LatencyMode.AUTO.key(), Map.of());

    public LatencySettings {
        mode = mode == null ? LatencyMode.AUTO.key() : mode;
        Map<LatencyPercentile, String> copy = new EnumMap<>(LatencyPercentile.class);
        if (limits != null) {
            copy.putAll(limits);
        }
        limits = Collections.unmodifiableMap(copy);
    }
}
