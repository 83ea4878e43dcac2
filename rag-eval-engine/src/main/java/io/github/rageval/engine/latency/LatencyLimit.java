package io.github.rageval.engine.latency;

import io.github.rageval.engine.format.PlainDecimal;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.SettingWords;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * The most time a latency figure may take, in milliseconds, kept as the decimal the user wrote so that messages
 * repeat it as written ({@code exceeded the 300 ms limit}) and the comparison is exact.
 *
 * @param percentile the figure held
 * @param maximumMs the limit in milliseconds, positive
 * @param asWritten the text from the configuration, trimmed
 */
public record LatencyLimit(LatencyPercentile percentile, BigDecimal maximumMs, String asWritten) {
    public LatencyLimit {
        Objects.requireNonNull(percentile, "percentile");
        Objects.requireNonNull(maximumMs, "maximumMs");
        Objects.requireNonNull(asWritten, "asWritten");
    }

    /**
     * @param percentile the figure the setting limits
     * @param text a positive number of milliseconds, e.g. {@code 300} or {@code 12.5}
     * @throws ConfigurationException naming the setting, for anything else (a limit that could never be met, or
     *     never fail, must not pass silently)
     */
    public static LatencyLimit parse(LatencyPercentile percentile, String text) throws ConfigurationException {
        return parse(percentile, text, SettingWords.PARAMETERS);
    }

    /** As {@link #parse(LatencyPercentile, String)}, the message naming the setting as the user wrote it. */
    public static LatencyLimit parse(LatencyPercentile percentile, String text, SettingWords words)
            throws ConfigurationException {
        String written = text == null ? "" : text.trim();
        BigDecimal value;
        try {
            value = PlainDecimal.parse(written);
        } catch (NumberFormatException e) {
            throw notPositive(percentile, written, e, words);
        }
        if (value.signum() <= 0) {
            throw notPositive(percentile, written, null, words);
        }
        return new LatencyLimit(percentile, value, written);
    }

    private static ConfigurationException notPositive(LatencyPercentile percentile, String written, Throwable cause,
                                                      SettingWords words) {
        return new ConfigurationException(words.valued(percentile.parameter(), written)
                + " is not a"
                + " positive number of"
                + " milliseconds" + (cause == null || cause.getMessage().equals(PlainDecimal.NOT_A_NUMBER) ? ""
                : " (it " + cause.getMessage() + ")") + ". Write the most the " + percentile.key() + " latency may take, e.g. "
                + words.assigned(percentile.parameter(), "300") + ", or leave it unset for no limit.", cause);
    }

    /** Whether a time, in nanoseconds, is over the limit; a time equal to it is within. */
    public boolean exceededBy(long nanos) {
        return BigDecimal.valueOf(nanos, 6).compareTo(maximumMs) > 0;
    }
}
