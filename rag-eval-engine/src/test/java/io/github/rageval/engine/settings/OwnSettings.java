package io.github.rageval.engine.settings;

/** Settings as the project's own POM or the command line hands them to the settings pass: each written, own. */
final class OwnSettings {
    private OwnSettings() {
    }

    /** The settings given as name, value, name, value... */
    static SettingValues of(String... nameValues) {
        SettingValues.Builder values = SettingValues.builder();
        for (int i = 0; i < nameValues.length; i += 2) {
            values.text(nameValues[i], nameValues[i + 1]).written(nameValues[i], Origin.OWN);
        }
        return values.build();
    }
}
