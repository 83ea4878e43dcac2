package io.github.rageval.engine.settings;

import io.github.rageval.engine.model.ConfigurationException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The one rule for map settings written twice, as a POM map and as a one-line property for the command line
 * ({@code thresholds} and {@code -Drageval.thresholds=...}): the line's entries override the map's, name by name,
 * and the map's order is kept, the line's new names following.
 */
public final class SettingMaps {
    private SettingMaps() {
    }

    /** Parses one line of entries; each setting has its syntax and its error messages. */
    @FunctionalInterface
    public interface LineParser {
        Map<String, String> parse(String line) throws ConfigurationException;
    }

    /**
     * @param map the POM's map, or null when it is not set; its values are kept as they are (null for an empty
     *     element), for the setting's parser to judge
     * @param line the one-line form, or null/blank when it is not set
     */
    public static Map<String, String> merge(Map<String, String> map, String line, LineParser parser)
            throws ConfigurationException {
        Map<String, String> merged = new LinkedHashMap<>();
        if (map != null) {
            merged.putAll(map);
        }
        merged.putAll(parser.parse(line));
        return merged;
    }
}
