package io.github.rageval.engine.config;

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
        public boolean readsPom() {
            return true;
        }
    };

    /** The setting's name: {@code goldenDataset}, {@code --golden-dataset}. */
    String name(String setting);

    /** The setting with the value written: {@code k = '0'}, {@code --k 0}. */
    String valued(String setting, String value);

    /**
     * Whether the user writes the settings in a POM (the parameters' own names are Maven's), where an element name
     * cannot hold what a value can ({@code ndcg@10}): advice then gives the POM's spelling too.
     */
    boolean readsPom();
}
