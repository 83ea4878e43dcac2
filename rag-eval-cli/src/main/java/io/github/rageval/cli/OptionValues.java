package io.github.rageval.cli;

import io.github.rageval.engine.config.GoalSetting;
import io.github.rageval.engine.config.GoalSettings;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.model.ConfigurationException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * The settings as the command line gave them, read into types with {@link GoalSettings}' defaults for those left
 * out. A value that is not of its setting's type is a configuration error naming the option; the settings' own
 * rules (a k of at least 1, a known metric) are the engine's, as for the Maven goals.
 */
final class OptionValues {
    private final Map<String, String> written;

    OptionValues(Map<String, String> written) {
        this.written = Map.copyOf(written);
    }

    /** Whether the user gave the setting (its default may still apply). */
    boolean isSet(String name) {
        return written.containsKey(name);
    }

    /** The text given, else the default; null for a setting with neither. */
    String text(String name) {
        String value = written.get(name);
        return value != null ? value : setting(name).defaultValue();
    }

    /** The path given, else the default (relative to the working directory); null for neither. */
    Path path(String name) {
        String value = text(name);
        return value == null ? null : Path.of(value);
    }

    int integer(String name) throws ConfigurationException {
        String value = text(name);
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            String option = setting(name).option();
            throw new ConfigurationException(option + " " + Shown.value(value) + " "
                    + WholeNumbers.problem(value, option) + ".");
        }
    }

    /** A whole number that may be left unset (null). */
    Integer optionalInteger(String name) throws ConfigurationException {
        return text(name) == null ? null : integer(name);
    }

    long longInteger(String name) throws ConfigurationException {
        String value = text(name);
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new ConfigurationException(setting(name).option() + " " + Shown.value(value) + " is not a whole"
                    + " number (from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ").");
        }
    }

    double decimal(String name) throws ConfigurationException {
        String value = text(name);
        try {
            double number = Double.parseDouble(value.trim());
            if (Double.isFinite(number)) {
                return number;
            }
        } catch (NumberFormatException e) {
            // the message below
        }
        throw new ConfigurationException(setting(name).option() + " " + Shown.value(value) + " is not a number."
                + " Write a decimal such as 0.05.");
    }

    /** {@code true} or {@code false} in any case; anything else is an error rather than false. */
    boolean bool(String name) throws ConfigurationException {
        String value = text(name);
        String lower = value.trim().toLowerCase(Locale.ROOT);
        if (lower.equals("true") || lower.equals("false")) {
            return lower.equals("true");
        }
        String option = setting(name).option();
        throw new ConfigurationException(option + " " + Shown.value(value) + " is not a boolean. Write " + option
                + " true or false (or " + option + " alone for true).");
    }

    private static GoalSetting setting(String name) {
        return GoalSettings.named(name).orElseThrow(() -> new IllegalArgumentException("no setting " + name));
    }
}
