package io.github.rageval.maven;

import io.github.rageval.engine.settings.UnprefixedProperties;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.eclipse.aether.SessionData;

/**
 * The build's {@code -D} properties that name a setting without its prefix ({@link UnprefixedProperties}), warned
 * about by the first goal of the build only: the same properties reach every goal of every module, and one warning
 * each is enough. Which build has warned is kept in the session data, as {@link DeferredFailures} keeps its failures.
 */
final class UnprefixedPropertyWarnings {
    private static final String KEY = UnprefixedPropertyWarnings.class.getName();

    private UnprefixedPropertyWarnings() {
    }

    /**
     * @param data the build's session data
     * @param commandLine the build's {@code -D} properties
     * @return the warnings, empty when an earlier goal of the build has said them
     */
    static List<String> of(SessionData data, Properties commandLine) {
        if (!data.set(KEY, null, Boolean.TRUE)) {
            return List.of();
        }
        Map<String, String> given = new TreeMap<>();
        commandLine.stringPropertyNames().forEach(name -> given.put(name, commandLine.getProperty(name)));
        return UnprefixedProperties.warnings(given);
    }
}
