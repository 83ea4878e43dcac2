package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.SettingWords;

/**
 * A front end naming settings as the command line does ({@code --run-mismatch}, {@code --k 0}), whose user writes
 * no POM: for tests that the engine's messages speak the command line's words there, not Maven's.
 */
public class CommandLineNames extends TestFrontEnd {
    public static final CommandLineNames COMMAND_LINE = new CommandLineNames();

    /** The words the engine's messages speak for this front end. */
    public static SettingWords words() {
        return COMMAND_LINE;
    }

    /** The words the engine's messages speak for a POM's front end. */
    public static SettingWords mavenWords() {
        return MAVEN_NAMES;
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
    public String command(Goal goal) {
        return "java -jar rag-eval-cli.jar " + goal.key();
    }

    @Override
    public boolean readsPom() {
        return false;
    }
}
