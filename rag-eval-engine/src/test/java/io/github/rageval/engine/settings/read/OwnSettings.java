package io.github.rageval.engine.settings.read;

/** Settings as the project's own POM or the command line hands them to the settings pass: each written, own. */
final class OwnSettings {
    private OwnSettings() {
    }

    /** The settings given as name, value, name, value... */
    static SettingValues of(String... nameValues) {
        return written(Origin.OWN, nameValues);
    }

    /** The settings given as name, value, name, value..., each written where the origin says (a parent POM, -D). */
    static SettingValues written(Origin origin, String... nameValues) {
        SettingValues.Builder values = SettingValues.builder();
        for (int i = 0; i < nameValues.length; i += 2) {
            values.text(nameValues[i], nameValues[i + 1]).written(nameValues[i], origin);
        }
        return values.build();
    }
}
