package io.github.rageval.engine.settings.table;

/**
 * How a check's message names a setting and a value in the words of the front end the user wrote them in: Maven's
 * parameter names ({@code k = '0'}, {@code goldenDataset}) or the command line's options ({@code --k 0},
 * {@code --golden-dataset}), so that advice never sends a command-line user to a POM.
 */
public interface SettingWords {
    /** The parameters' own names: what messages say when no front end is at hand. */
    SettingWords PARAMETERS = new SettingWords() {
        @Override
        public String name(String setting) {
            return setting;
        }

        @Override
        public String valued(String setting, String value) {
            return setting + " = '" + value + "'";
        }

        @Override
        public String assigned(String setting, String value) {
            return setting + "=" + value;
        }

        @Override
        public boolean readsPom() {
            return true;
        }
    };

    /** The setting's name: {@code goldenDataset}, {@code --golden-dataset}. */
    String name(String setting);

    /** The setting with the value written: {@code k = '0'}, {@code --k 0}. */
    String valued(String setting, String value);

    /**
     * The setting given a value, as running text says it: {@code countMissingQueries=true} (the parameter's own
     * spelling), {@code --count-missing-queries true}. Unlike {@link #valued}, which quotes a value the user wrote
     * so that a blank or odd one shows, this names a value the message suggests or describes.
     */
    String assigned(String setting, String value);

    /**
     * What follows "set" in advice to give a setting a value: {@code runMismatch to warn} for a POM's parameter,
     * {@code --run-mismatch warn} where the value follows the setting as the user writes it.
     */
    default String setTo(String setting, String value) {
        return readsPom() ? name(setting) + " to " + value : assigned(setting, value);
    }

    /**
     * The setting with a value as running text states it, no quotes: {@code k = 5} for a POM's parameter,
     * {@code --k 5} where the value follows the setting as the user writes it.
     */
    default String stated(String setting, String value) {
        return readsPom() ? name(setting) + " = " + value : assigned(setting, value);
    }

    /**
     * Whether the user writes the settings in a POM (the parameters' own names are Maven's), where an element name
     * cannot hold what a value can ({@code ndcg@10}): advice then gives the POM's spelling too.
     */
    boolean readsPom();

    /** {@link #name(String)} of a setting of the table. */
    default String name(GoalSetting setting) {
        return name(setting.name());
    }

    /** {@link #valued(String, String)} of a setting of the table. */
    default String valued(GoalSetting setting, String value) {
        return valued(setting.name(), value);
    }

    /** {@link #assigned(String, String)} of a setting of the table. */
    default String assigned(GoalSetting setting, String value) {
        return assigned(setting.name(), value);
    }

    /** {@link #setTo(String, String)} of a setting of the table. */
    default String setTo(GoalSetting setting, String value) {
        return setTo(setting.name(), value);
    }

    /** {@link #stated(String, String)} of a setting of the table. */
    default String stated(GoalSetting setting, String value) {
        return stated(setting.name(), value);
    }
}
