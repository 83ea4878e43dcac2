package io.github.rageval.engine.settings;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParameterCheckTest {

    @Test
    void anUnknownNameIsAnErrorWithTheNearestKnownOne() throws Exception {
        List<String> known = List.of("thresholds", "tagThresholds", "k", "retriever");
        ParameterCheck.requireKnown("the POM", List.of("k", "thresholds"), known);
        assertThatThrownBy(() -> ParameterCheck.requireKnown("the POM", List.of("k", "tresholds"), known))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("<tresholds> in the POM is not a parameter of any rag-eval goal, so it would be ignored."
                        + " Did you mean <thresholds>? `mvn rag-eval:help -Ddetail` lists every parameter.");
        assertThatThrownBy(() -> ParameterCheck.requireKnown("the POM", List.of("zzzzzzzz"), known))
                .hasMessage("<zzzzzzzz> in the POM is not a parameter of any rag-eval goal, so it would be ignored."
                        + " `mvn rag-eval:help -Ddetail` lists every parameter.");
    }

    @Test
    void aShorteningOrLengtheningOfOneKnownNameIsSuggested() {
        List<String> known = List.of("goldenDataset", "corpus", "cutoffs", "k", "tagThresholds", "thresholds");
        assertThatThrownBy(() -> ParameterCheck.requireKnown("the POM", List.of("golden"), known))
                .hasMessageContaining("<golden> in the POM is not a parameter of any rag-eval goal, so it would be"
                        + " ignored. Did you mean <goldenDataset>?");
        assertThatThrownBy(() -> ParameterCheck.requireKnown("the POM", List.of("corpusFile"), known))
                .hasMessageContaining("Did you mean <corpus>?");
        // "thresholdsFile" lengthens only "thresholds"; "report" shortens two names, so neither is guessed.
        assertThatThrownBy(() -> ParameterCheck.requireKnown("the POM", List.of("thresholdsFile"), known))
                .hasMessageContaining("Did you mean <thresholds>?");
        List<String> two = List.of("reportDirectory", "reportFormats");
        assertThatThrownBy(() -> ParameterCheck.requireKnown("the POM", List.of("report"), two))
                .hasMessage("<report> in the POM is not a parameter of any rag-eval goal, so it would be ignored."
                        + " `mvn rag-eval:help -Ddetail` lists every parameter.");
    }

    @Test
    void aChildNamedTwiceIsAnErrorNotTheLastValueKept() throws Exception {
        ParameterCheck.requireNamedOnce("<thresholds> in the POM", List.of("mrr", "hit_rate"));
        assertThatThrownBy(() -> ParameterCheck.requireNamedOnce("<thresholds> in the POM",
                List.of("mrr", "hit_rate", "mrr")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("<thresholds> in the POM names <mrr> twice. Maven would keep only one of them, without a"
                        + " word: write <mrr> once, with the value you mean.");
    }

    @Test
    void aPropertyATypoOfASettingsIsAnErrorButAUsersOwnPropertyIsNot() throws Exception {
        List<String> known = GoalSettings.ALL.stream().map(GoalSetting::property).toList();
        // Before, rageval.tresholds was ignored and the gate ran without thresholds.
        assertThatThrownBy(() -> ParameterCheck.requireNoMisspeltProperty("given with -D",
                List.of("rageval.version", "rageval.tresholds"), known))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("The property rageval.tresholds (given with -D) is not a property of any rag-eval goal, so"
                        + " it would be ignored. Did you mean rageval.thresholds? A property of your own may start"
                        + " with rageval. only when its name is not this close to a setting's: rename it.");
        assertThatThrownBy(() -> ParameterCheck.requireNoMisspeltProperty("in the <properties> of docs",
                List.of("rageval.aggregate.reportDirectry"), known))
                .hasMessageContaining("Did you mean rageval.aggregate.reportDirectory?");
        // A user's own: a version, a lengthening used as ${rageval.corpusDir}, a name of another tool.
        ParameterCheck.requireNoMisspeltProperty("given with -D", List.of("rageval.version", "rageval.corpusDir",
                "rageval.thresholds", "rageval.aggregate.reportDirectory", "ragevalthresholds", "maven.tresholds"),
                known);
    }

    @Test
    void aNameTheGoalDoesNotReadIsAnErrorInTheFrontEndsWords() throws Exception {
        java.util.function.Function<String, String> shown = name -> "setting(\"" + name + "\", ...)";
        ParameterCheck.requireSettingsOf(GoalSetting.Goal.CHECK, List.of("k", "thresholds"), shown);
        assertThatThrownBy(() -> ParameterCheck.requireSettingsOf(GoalSetting.Goal.CHECK, List.of("k", "tresholds"),
                shown)).isInstanceOf(ConfigurationException.class)
                .hasMessage("setting(\"tresholds\", ...) is not a setting of the check goal, so it would be ignored."
                        + " Did you mean setting(\"thresholds\", ...)? The settings are the Maven goal's parameters,"
                        + " by the same names.");
        assertThatThrownBy(() -> ParameterCheck.requireSettingsOf(GoalSetting.Goal.CHECK, List.of("force"), shown))
                .hasMessage("setting(\"force\", ...) is a setting of the baseline goal, not of check, so it would be"
                        + " ignored. Remove it.");
    }
}
