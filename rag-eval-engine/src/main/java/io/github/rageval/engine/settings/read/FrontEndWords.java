package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;

/** The {@link SettingWords} of a front end: its names for the settings of the table. */
final class FrontEndWords {
    private FrontEndWords() {
    }

    /** The words of a front end, for the settings of the table. */
    static SettingWords of(FrontEnd frontEnd) {
        return new SettingWords() {
            @Override
            public String name(String setting) {
                return GoalSettings.named(setting).map(frontEnd::name).orElse(setting);
            }

            @Override
            public String valued(String setting, String value) {
                return GoalSettings.named(setting).map(s -> frontEnd.valued(s, value))
                        .orElse(SettingWords.PARAMETERS.valued(setting, value));
            }

            @Override
            public String assigned(String setting, String value) {
                // A POM's parameter reads as name=value in a sentence; the -D property the assignment adds would
                // only crowd a description. Elsewhere the setting is written as the user writes it, value after.
                return frontEnd.readsPom() ? name(setting) + "=" + value
                        : GoalSettings.named(setting).map(s -> frontEnd.valued(s, value))
                        .orElse(SettingWords.PARAMETERS.assigned(setting, value));
            }

            @Override
            public boolean readsPom() {
                return frontEnd.readsPom();
            }
        };
    }
}
