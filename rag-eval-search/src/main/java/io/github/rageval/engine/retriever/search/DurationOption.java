package io.github.rageval.engine.retriever.search;

import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A duration option written with its unit: {@code 500ms}, {@code 10s}, {@code 2m}. */
final class DurationOption {
    private static final Pattern FORM = Pattern.compile("(\\d{1,9})\\s*(ms|s|m)");

    private DurationOption() {
    }

    /** The duration, above zero; a bare number or another unit is an error saying how to write it. */
    static Duration parse(String text, String option, String retriever, OptionWords words)
            throws ConfigurationException {
        Matcher matcher = FORM.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (matcher.matches()) {
            long amount = Long.parseLong(matcher.group(1));
            Duration duration = switch (matcher.group(2)) {
                case "ms" -> Duration.ofMillis(amount);
                case "s" -> Duration.ofSeconds(amount);
                default -> Duration.ofMinutes(amount);
            };
            if (!duration.isZero()) {
                return duration;
            }
        }
        throw new ConfigurationException(words.valued(option, Shown.value(text)) + " of the"
                + " " + retriever
                + " retriever is not a duration above zero. Write a whole number with its unit: 500ms, 10s or 2m.");
    }

    /** The duration as the option would be written: {@code 30s}, {@code 1500ms}, {@code 2m}. */
    static String format(Duration duration) {
        long millis = duration.toMillis();
        if (millis % 60_000 == 0) {
            return millis / 60_000 + "m";
        }
        return millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
    }
}
