package io.github.rageval.engine.retriever.dense;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A size as written in a POM: {@code 500MB}, {@code 2GB}, {@code 1048576} (bytes); units of 1024. */
final class CacheSize {
    private static final Pattern SIZE = Pattern.compile("(\\d+)\\s*(B|KB|MB|GB|TB)?");

    private CacheSize() {
    }

    static long parse(String text, String option) throws ConfigurationException {
        Matcher matcher = SIZE.matcher(text.trim().toUpperCase(Locale.ROOT));
        if (matcher.matches()) {
            try {
                long number = Long.parseLong(matcher.group(1));
                int shift = switch (matcher.group(2) == null ? "B" : matcher.group(2)) {
                    case "KB" -> 10;
                    case "MB" -> 20;
                    case "GB" -> 30;
                    case "TB" -> 40;
                    default -> 0;
                };
                if (number > 0 && number <= Long.MAX_VALUE >> shift) {
                    return number << shift;
                }
            } catch (NumberFormatException e) {
                // too long a number: reported below
            }
        }
        // Worded for both ways it is set: the top-level setting (mapped onto the option) and the option itself.
        throw new ConfigurationException(option + " = '" + Shown.value(text) + "', the most the dense retriever's"
                + " embedding cache may hold, is not a size. Write a whole number above 0 with a unit, such as 500MB"
                + " or 2GB.");
    }
}
