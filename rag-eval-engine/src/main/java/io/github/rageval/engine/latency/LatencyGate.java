package io.github.rageval.engine.latency;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Holds latency figures to their limits: a figure over its limit fails the build as a metric under its threshold
 * does. A figure equal to its limit passes; the comparison is exact, to the nanosecond.
 *
 * @param mode whether latency is reported ({@link LatencyMode})
 * @param limits the limits, in percentile order
 */
public record LatencyGate(LatencyMode mode, List<LatencyLimit> limits) {
    /** The default: {@code auto}, no limits. */
    public static final LatencyGate NONE = new LatencyGate(LatencyMode.AUTO, List.of());

    public LatencyGate {
        limits = List.copyOf(limits);
    }

    /**
     * @throws ConfigurationException for a mode other than {@code auto}, {@code true} or {@code false}, a limit that
     *     is not a positive number, or a limit beside {@code latency=false}, which would never be checked
     */
    public static LatencyGate parse(LatencySettings settings) throws ConfigurationException {
        return parse(settings, SettingWords.PARAMETERS);
    }

    /**
     * As {@link #parse(LatencySettings)}, messages naming the settings as the user wrote them.
     *
     * @param words how the messages name a setting with a value, in the front end's words
     */
    public static LatencyGate parse(LatencySettings settings, SettingWords words) throws ConfigurationException {
        LatencyMode mode = LatencyMode.parse(settings.mode()).orElseThrow(() -> new ConfigurationException(
                words.valued(GoalSettings.LATENCY, settings.mode()) + " is not allowed. Use auto (the default:"
                        + " reported for retrievers"
                        + " that answer over the network, " + String.join(", ",
                        LatencyMode.NETWORK_RETRIEVERS.stream().sorted().toList()) + ", or when a latency limit is"
                        + " set), true (always) or false (never)."));
        List<LatencyLimit> limits = new ArrayList<>();
        for (Map.Entry<LatencyPercentile, String> entry : settings.limits().entrySet()) {
            limits.add(LatencyLimit.parse(entry.getKey(), entry.getValue(), words));
        }
        if (mode == LatencyMode.NEVER && !limits.isEmpty()) {
            throw new ConfigurationException(words.valued(GoalSettings.LATENCY, "false") + ", but "
                    + String.join(", ", limits
                    .stream().map(l -> words.valued(l.percentile().parameter(), l.asWritten())).toList())
                    + " is set: latency is then never measured, so the limit could never fail. Remove the limit, or"
                    + " set " + words.setTo(GoalSettings.LATENCY, "auto") + " or true.");
        }
        return new LatencyGate(mode, limits);
    }

    /** Whether any limit is set. */
    public boolean limited() {
        return !limits.isEmpty();
    }

    /**
     * The report's latency: the summary, the limits and those exceeded.
     *
     * @param latency the summary; null when latency is not reported, which only a build without limits may be
     */
    public LatencyResult judge(Latency latency) {
        if (latency == null) {
            if (limited()) {
                throw new IllegalStateException("latency limits are set but no latency was measured");
            }
            return LatencyResult.NONE;
        }
        List<LatencyViolation> violations = new ArrayList<>();
        for (LatencyLimit limit : limits) {
            long nanos = limit.percentile().of(latency);
            if (limit.exceededBy(nanos)) {
                violations.add(new LatencyViolation(limit, nanos, message(limit, nanos)));
            }
        }
        return new LatencyResult(latency, limits, violations);
    }

    /**
     * {@code latency p95 412.0 ms exceeded the 300 ms limit}: one decimal, more when one would read as within the
     * limit (300.04 ms over a 300 ms limit is shown as 300.04).
     */
    static String message(LatencyLimit limit, long nanos) {
        return "latency " + limit.percentile().key() + " " + overLimit(nanos, limit.maximumMs()) + " ms exceeded the "
                + limit.asWritten() + " ms limit";
    }

    private static String overLimit(long nanos, BigDecimal maximum) {
        BigDecimal exact = BigDecimal.valueOf(nanos, 6);
        for (int decimals = 1; decimals < 6; decimals++) {
            BigDecimal shown = exact.setScale(decimals, RoundingMode.HALF_EVEN);
            if (shown.compareTo(maximum) > 0) {
                return shown.toPlainString();
            }
        }
        return exact.toPlainString();
    }
}
