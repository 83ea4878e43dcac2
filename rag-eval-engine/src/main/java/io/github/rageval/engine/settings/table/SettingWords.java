package io.github.rageval.engine.settings.table;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * How a front end writes a setting, a value, a goal's command and the entries of a map setting: the one function each
 * front end supplies (Maven's parameters, the command line's options, the JUnit gate's {@code setting(...)} calls),
 * used by every message in the engine, so that advice never sends a command-line user to a POM. A message names a
 * setting by the table's constant ({@code words.name(GoalSettings.THRESHOLDS)}), never by a string.
 */
public interface SettingWords {
    /** Maven's words, the parameters' own names: what messages say when no front end is at hand (tests, defaults). */
    SettingWords PARAMETERS = new SettingWords() {
        @Override
        public String name(GoalSetting setting) {
            return setting.name();
        }

        @Override
        public String valued(GoalSetting setting, String value) {
            return setting.name() + " = '" + Shown.value(value) + "'";
        }

        @Override
        public String assignment(GoalSetting setting, String value) {
            return setting.name() + "=" + value + " (-D" + setting.property() + "=" + value + ")";
        }

        @Override
        public String command(Goal goal) {
            return goal == Goal.CHECK ? "mvn verify" : "mvn rag-eval:" + goal.key();
        }

        @Override
        public boolean readsPom() {
            return true;
        }
    };

    /** The setting's name: {@code goldenDataset}, {@code --golden-dataset}. */
    String name(GoalSetting setting);

    /** The setting with the value the user wrote, shown so that a blank or odd one shows: {@code k = '0'}. */
    String valued(GoalSetting setting, String value);

    /**
     * How advice tells the user to set a setting, in every form they may write it: {@code baselineMismatch=warn
     * (-Drageval.baselineMismatch=warn)}, {@code --baseline-mismatch warn}.
     */
    String assignment(GoalSetting setting, String value);

    /**
     * How the user runs a goal, as advice names it: {@code mvn verify} (the check), {@code mvn rag-eval:lock};
     * {@code java -jar rag-eval-cli.jar lock}.
     */
    String command(Goal goal);

    /**
     * Whether the user writes the settings in a POM (the parameters' own names are Maven's), where an element name
     * cannot hold what a value can ({@code ndcg@10}): advice then gives the POM's spelling too.
     */
    default boolean readsPom() {
        return false;
    }

    /**
     * The setting given a value, as running text says it: {@code countMissingQueries=true} (the parameter's own
     * spelling: the {@code -D} property of {@link #assignment} would only crowd a description),
     * {@code --count-missing-queries true}. Unlike {@link #valued}, this names a value the message suggests.
     */
    default String assigned(GoalSetting setting, String value) {
        return readsPom() ? name(setting) + "=" + value : valued(setting, value);
    }

    /**
     * What follows "set" in advice to give a setting a value: {@code runMismatch to warn} for a POM's parameter,
     * {@code --run-mismatch warn} where the value follows the setting as the user writes it.
     */
    default String setTo(GoalSetting setting, String value) {
        return readsPom() ? name(setting) + " to " + value : assigned(setting, value);
    }

    /**
     * The setting with a value as running text states it, no quotes: {@code k = 5} for a POM's parameter,
     * {@code --k 5} where the value follows the setting as the user writes it.
     */
    default String stated(GoalSetting setting, String value) {
        return readsPom() ? name(setting) + " = " + value : assigned(setting, value);
    }

    /**
     * How messages name an entry of a map setting (the retriever's options, its chunking): {@code retrieverOptions
     * k1 = 'abc'} in a POM, {@code --retriever-options k1=abc} on one line.
     */
    default OptionWords entries(GoalSetting mapSetting) {
        String name = name(mapSetting);
        return new OptionWords(name, name + " ", readsPom());
    }

    /**
     * A map setting's entries ready to paste, in each form the front end reads: {@code <thresholds><mrr>0.80</mrr>
     * </thresholds>} (a key with {@code @} as {@code ndcg_at_10}, since an element name cannot hold it) and
     * {@code -Drageval.thresholds=mrr=0.80} in a POM's build; else as the front end assigns a value
     * ({@code --thresholds mrr=0.80}, {@code setting("thresholds", "mrr=0.80")}), never cut short.
     *
     * @param entries each key and value as written, in the order to show
     */
    default List<String> pasted(GoalSetting mapSetting, Map<String, String> entries) {
        String line = entries.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(","));
        if (!readsPom()) {
            return List.of(assignment(mapSetting, line));
        }
        List<String> forms = new ArrayList<>();
        StringBuilder pom = new StringBuilder("<").append(mapSetting.name()).append('>');
        entries.forEach((key, value) -> {
            String element = key.replace("@", "_at_");
            pom.append('<').append(element).append('>').append(value).append("</").append(element).append('>');
        });
        forms.add(pom.append("</").append(mapSetting.name()).append('>').toString());
        forms.add("-D" + mapSetting.property() + "=" + line);
        return forms;
    }
}
