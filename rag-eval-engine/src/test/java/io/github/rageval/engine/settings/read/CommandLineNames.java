package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.SettingWords;
import io.github.rageval.engine.format.Shown;

/**
 * A front end naming settings as the command line does ({@code --run-mismatch}, {@code --k 0}), whose user writes
 * no POM: for tests that the engine's messages speak the command line's words there, not Maven's.
 */
public class CommandLineNames extends TestFrontEnd {
    public static final CommandLineNames COMMAND_LINE = new CommandLineNames();

    /** The words the settings pass gives the engine's messages for this front end. */
    public static SettingWords words() {
        return FrontEndWords.of(COMMAND_LINE);
    }

    /** The words the settings pass gives the engine's messages for a POM's front end. */
    public static SettingWords mavenWords() {
        return FrontEndWords.of(MAVEN_NAMES);
    }

    @Override
    public String name(GoalSetting setting) {
        return setting.option();
    }

    @Override
    public String valued(GoalSetting setting, String value) {
        return setting.option() + " " + Shown.value(value);
    }

    @Override
    public String assignment(GoalSetting setting, String value) {
        return setting.option() + " " + value;
    }

    @Override
    public boolean readsPom() {
        return false;
    }
}
