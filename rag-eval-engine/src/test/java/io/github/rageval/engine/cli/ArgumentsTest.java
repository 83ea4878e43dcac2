package io.github.rageval.engine.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.config.GoalSetting;
import io.github.rageval.engine.config.GoalSetting.Goal;
import io.github.rageval.engine.config.GoalSettings;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every setting of the goals is an option, written as the settings table says; mistakes are errors, not defaults. */
class ArgumentsTest {
    @Test
    void everySettingOfEachGoalIsAnOption() throws Exception {
        for (Goal goal : Goal.values()) {
            for (GoalSetting setting : GoalSettings.of(goal)) {
                String value = setting.type() == GoalSetting.Type.BOOLEAN ? "false" : "v";
                Arguments arguments = Arguments.parse(List.of(goal.key(), setting.option(), value));
                assertThat(arguments.written()).as(setting.option()).containsExactly(Map.entry(setting.name(),
                        value));
            }
        }
        assertThat(Arguments.parse(List.of("--run", "r.trec", "--qrels", "q.txt", "--cutoffs", "10,100")).written())
                .containsExactly(Map.entry("run", "r.trec"), Map.entry("qrels", "q.txt"),
                        Map.entry("cutoffs", "10,100"));
    }

    @Test
    void theHelpListsEveryOptionWithItsDefault() {
        String help = Help.text();
        for (GoalSetting setting : GoalSettings.ALL) {
            assertThat(help).contains(setting.option());
            if (setting.defaultValue() != null) {
                assertThat(help).contains(setting.doc() + (setting.goals().size() == 2 ? ""
                        : " (" + setting.goals().iterator().next().key() + " only)") + " [default "
                        + setting.defaultValue() + "]");
            }
        }
        assertThat(Arguments.asksForHelp(List.of("--k", "x", "--help"))).isTrue();
        assertThat(Arguments.asksForHelp(List.of("-h"))).isTrue();
    }

    @Test
    void booleansAreFlagsOrTrueOrFalse() throws Exception {
        assertThat(Arguments.parse(List.of("--sublinear-tf", "--no-lowercase", "--tie-ranges=false",
                "--fail-on-violation", "FALSE")).written()).containsExactly(Map.entry("sublinearTf", "true"),
                Map.entry("lowercase", "false"), Map.entry("tieRanges", "false"),
                Map.entry("failOnViolation", "FALSE"));
        assertThatThrownBy(() -> Arguments.parse(List.of("--fail-on-violation", "ture")))
                .hasMessage("'ture' is not an option: options start with -- (a boolean option takes true or false"
                        + " after it, or nothing). --help lists every option.");
        assertThatThrownBy(() -> Arguments.parse(List.of("--no-lowercase=true")))
                .hasMessageContaining("--no-lowercase takes no value");
    }

    @Test
    void aTypoAnOptionGivenTwiceOrOneOfTheOtherGoalIsAnError() {
        assertThatThrownBy(() -> Arguments.parse(List.of("--treshold", "mrr=0.5")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("unknown option --treshold. Did you mean --thresholds? --help lists every option.");
        assertThatThrownBy(() -> Arguments.parse(List.of("--k", "3", "--k=5")))
                .hasMessageContaining("--k is given twice.");
        assertThatThrownBy(() -> Arguments.parse(List.of("--force")))
                .hasMessage("--force is an option of the baseline goal, not of check: it would be ignored.");
        assertThatThrownBy(() -> Arguments.parse(List.of("baseline", "--report-directory", "out")))
                .hasMessageContaining("--report-directory is an option of the check goal, not of baseline");
        assertThatThrownBy(() -> Arguments.parse(List.of("chek"))).hasMessageContaining("'chek' is neither");
        assertThatThrownBy(() -> Arguments.parse(List.of("--run"))).hasMessage("--run needs a value. --help lists"
                + " every option.");
    }

    @Test
    void theEarlierSpellingsStillWork() throws Exception {
        assertThat(Arguments.parse(List.of("--golden", "g.json", "--classpath", "a.jar", "--timings")))
                .isEqualTo(new Arguments(Goal.CHECK, Map.of("goldenDataset", "g.json"), "a.jar", true));
    }
}
