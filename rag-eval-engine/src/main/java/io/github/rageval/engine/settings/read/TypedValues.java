package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.format.PlainDecimal;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.SettingMaps;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * The values a goal was given, read into types with the table's defaults ({@link GoalSettings}) for those it was not:
 * a value that is not of its setting's type is a configuration error naming the setting as the front end does
 * ({@link FrontEnd#valued}). The settings' own rules (a k of at least 1, a known metric) are {@link SettingsCheck}'s.
 */
final class TypedValues {
    /** What separates the entries of a list setting, and the spaces around them. */
    private static final Pattern ONLY_SEPARATORS = Pattern.compile("[\\s,;|]+");

    private final GoalSetting.Goal goal;
    private final SettingValues values;
    private final FrontEnd frontEnd;

    TypedValues(GoalSetting.Goal goal, SettingValues values, FrontEnd frontEnd) {
        this.goal = goal;
        this.values = values;
        this.frontEnd = frontEnd;
    }

    /**
     * A written setting must say something: an empty value ({@code -Drageval.thresholds=}, {@code --retriever ""},
     * {@code <corpus/>}) is an error, never "unset", which would fall back to a default or switch a gate off.
     */
    void requireNoneEmpty() throws ConfigurationException {
        for (String name : values.written().keySet()) {
            // A one-line form written empty is an error even beside a POM map with entries: it is a value of its own.
            boolean emptyText = values.text(name).map(text -> saysNothing(name, text)).orElse(false);
            boolean text = values.text(name).isPresent() && !emptyText;
            Map<String, String> map = values.map(name);
            boolean entries = map != null && !map.isEmpty();
            boolean variants = name.equals(GoalSettings.VARIANTS.name()) && !values.variants().isEmpty();
            if (emptyText || !text && !entries && !variants) {
                GoalSetting setting = setting(name);
                throw new ConfigurationException(frontEnd.name(setting) + " is given, but empty. Give it a value, or"
                        + " leave it out" + (setting.defaultValue() == null ? " (it has no default)"
                        : " for its default, " + setting.defaultValue()) + ": an empty value is never read as"
                        + " unset.");
            }
        }
    }

    /**
     * Blank text, or, for a list of entries, text made only of the separators between entries ({@code ","},
     * {@code ";"}, {@code "|"}): it splits into no entry, which would read as a list never written and so switch its
     * rule off ({@code --thresholds ","} gating nothing).
     */
    private boolean saysNothing(String name, String text) {
        boolean entries = setting(name).type() == GoalSetting.Type.ONE_LINE || name.equals(GoalSettings.CUTOFFS.name());
        return text.isBlank() || entries && ONLY_SEPARATORS.matcher(text).matches();
    }

    boolean isWritten(GoalSetting setting) {
        return values.isWritten(setting.name());
    }

    /** The text given, else the default; null for a setting with neither. */
    String text(GoalSetting setting) {
        return values.text(setting.name()).orElse(setting.defaultValue());
    }

    /** The path given, else the default, relative to the front end's base; null for neither. */
    Path path(GoalSetting setting) {
        String value = text(setting);
        return value == null ? null : resolved(value);
    }

    /** A path as written, relative to the front end's base. */
    private Path resolved(String value) {
        Path path = Path.of(value.trim());
        return frontEnd.base() == null || path.isAbsolute() ? path : frontEnd.base().resolve(path);
    }

    /**
     * Paths given as one comma-separated value, each relative to the front end's base; none when unset. An empty
     * entry ({@code a.jsonl,,b.csv}) is an error: it names no file, and was meant to.
     */
    List<Path> paths(GoalSetting setting) throws ConfigurationException {
        String value = text(setting);
        if (value == null) {
            return List.of();
        }
        List<Path> paths = new ArrayList<>();
        for (String entry : value.split(",", -1)) {
            if (entry.isBlank()) {
                throw new ConfigurationException(frontEnd.valued(setting, value) + " lists an empty file"
                        + " name. Separate the files by single commas, without one at either end.");
            }
            paths.add(resolved(entry));
        }
        return paths;
    }

    int integer(GoalSetting setting) throws ConfigurationException {
        String value = text(setting);
        try {
            return WholeNumbers.parseInt(value);
        } catch (NumberFormatException e) {
            throw new ConfigurationException(frontEnd.valued(setting, value) + " "
                    + WholeNumbers.settingProblem(value, frontEnd.name(setting)) + ".");
        }
    }

    /** A whole number that may be left unset (null). */
    Integer optionalInteger(GoalSetting setting) throws ConfigurationException {
        return text(setting) == null ? null : integer(setting);
    }

    long longInteger(GoalSetting setting) throws ConfigurationException {
        String value = text(setting);
        try {
            return WholeNumbers.parseLong(value);
        } catch (NumberFormatException e) {
            throw new ConfigurationException(frontEnd.valued(setting, value) + " is not a whole number (from "
                    + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ").");
        }
    }

    double decimal(GoalSetting setting) throws ConfigurationException {
        String value = text(setting);
        try {
            return PlainDecimal.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new ConfigurationException(frontEnd.valued(setting, value) + " " + e.getMessage()
                    + ". Write a decimal such as 0.05.");
        }
    }

    /**
     * {@code true} or {@code false} in any case, surrounding spaces ignored; anything else is an error rather than
     * false, which is how Maven would read {@code ture}.
     */
    boolean bool(GoalSetting setting) throws ConfigurationException {
        String value = text(setting);
        String lower = value.trim().toLowerCase(Locale.ROOT);
        if (lower.equals("true") || lower.equals("false")) {
            return lower.equals("true");
        }
        throw new ConfigurationException(frontEnd.valued(setting, value) + " is not a boolean. "
                + frontEnd.booleanHint(setting));
    }

    /** One of a setting's keywords. */
    <T> T choice(GoalSetting setting, Function<String, Optional<T>> parse,
            String allowed) throws ConfigurationException {
        String value = text(setting);
        return parse.apply(value).orElseThrow(() -> new ConfigurationException(frontEnd.valued(setting, value)
                + " is not allowed. Use " + allowed + "."));
    }

    /** A map setting: the POM's map with the one-line form applied over it, entry by entry. */
    Map<String, String> entries(GoalSetting setting, SettingMaps.LineParser line) throws ConfigurationException {
        return SettingMaps.merge(values.map(setting.name()), values.text(setting.name()).orElse(null), line);
    }

    /**
     * The goal's setting of this name (the aggregate's {@code reportDirectory} is not the check's); for a setting of
     * the evaluation that this goal does not read (the pool's thresholds, depth), the table's: no front end gives the
     * goal a value for it (the pass refuses it where written), so it reads as its default, as an evaluation needs.
     */
    GoalSetting setting(String name) {
        return GoalSettings.of(goal).stream().filter(setting -> setting.name().equals(name)).findFirst()
                .or(() -> GoalSettings.named(name))
                .orElseThrow(() -> new IllegalArgumentException("no setting " + name));
    }

    GoalSetting.Goal goal() {
        return goal;
    }

    FrontEnd frontEnd() {
        return frontEnd;
    }

    SettingValues values() {
        return values;
    }
}
