package io.github.rageval.engine.help;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The plugin's help: a screen for the goals, a line per parameter with {@code -Ddetail} (Maven's generated help gave
 * every parameter's whole paragraph: 1,163 lines for all goals), every line within a terminal's width.
 */
class PluginHelpTest {
    private static final int WIDTH = 100;

    @Test
    void withoutDetailEveryGoalHasOneLineAndTheTextFitsOnAScreen() throws Exception {
        List<String> lines = PluginHelp.lines("1.0", null, null);

        // Maven prints the first line after "[INFO] ": it too stays within the width.
        assertThat(lines.get(0)).isEqualTo("rag-eval Maven plugin 1.0: gates a RAG system's retrieval quality in mvn"
                + " verify.");
        for (Goal goal : Goal.values()) {
            assertThat(lines).filteredOn(line -> line.startsWith("rag-eval:" + goal.key() + " "))
                    .singleElement().asString().endsWith(GoalPurposes.of(goal));
        }
        assertThat(lines).hasSizeLessThan(20).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(WIDTH))
                .anySatisfy(line -> assertThat(line).contains(PluginHelp.REFERENCE));
    }

    @Test
    void withDetailEachParameterIsOneLineWithItsPropertyAndDefault() throws Exception {
        List<String> lines = PluginHelp.lines("1.0", "true", null);

        int parameters = 0;
        int below = 0;
        for (Goal goal : Goal.values()) {
            int heading = lines.indexOf("rag-eval:" + goal.key() + ": " + GoalPurposes.of(goal));
            assertThat(heading).as(goal.key()).isPositive();
            List<GoalSetting> settings = GoalSettings.of(goal);
            int line = heading + 2;
            for (GoalSetting setting : settings) {
                // After the column headings, in table order; a default too long to fit on the line under its row.
                String shown = setting.defaultValue() == null ? "(unset)" : setting.defaultValue();
                String[] cells = lines.get(line).split(" +");
                if (cells.length == 3) {
                    line++;
                    below++;
                    assertThat(lines.get(line)).isEqualTo(PluginHelp.DEFAULT_BELOW + shown);
                    cells = new String[] {cells[0], cells[1], cells[2], shown};
                }
                assertThat(cells).as(goal.key() + " " + setting.name())
                        .containsExactly("", setting.name(), setting.property(), shown);
                line++;
            }
            parameters += settings.size();
        }
        // Per goal a heading, the column headings and a blank line; the title and a blank line before them, help's
        // own four lines and the blank line and two lines that close the text after them.
        assertThat(below).as("defaults under their rows").isPositive();
        assertThat(lines).hasSize(parameters + below + 3 * Goal.values().length + 2 + 4 + 3)
                .allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(WIDTH));
        assertThat(lines).anyMatch(line -> line.matches("  parameter +property +default"))
                .anyMatch(line -> line.matches("  k +rageval\\.k +3"))
                .anyMatch(line -> line.matches("  reportDirectory +rageval\\.aggregate\\.reportDirectory"
                        + " +target/rag-eval-aggregate"));
    }

    @Test
    void oneGoalsParametersAloneAndAnUnknownGoalIsNamed() throws Exception {
        List<String> grow = PluginHelp.lines("1.0", "true", "grow");

        assertThat(grow).contains("rag-eval:grow: " + GoalPurposes.of(Goal.GROW))
                .noneMatch(line -> line.startsWith("rag-eval:check"))
                .hasSize(GoalSettings.of(Goal.GROW).size() + 2 + 2 + 2 + 1);
        assertThat(PluginHelp.lines("1.0", "true", "help")).contains("  detail     detail    false");
        assertThatThrownBy(() -> PluginHelp.lines("1.0", "true", "chek")).isInstanceOf(ConfigurationException.class)
                .hasMessage("goal 'chek' (-Dgoal) names no goal of the rag-eval plugin. Use one of: check,"
                        + " baseline, pool, judge, faithfulness, judgments, grow, lock, aggregate, help; or leave it"
                        + " out for every goal.");
        // -Ddetail=yes would be false to Maven's conversion: the help says so instead of hiding the parameters.
        assertThat(PluginHelp.lines("1.0", "False", null)).isEqualTo(PluginHelp.lines("1.0", null, null));
        assertThatThrownBy(() -> PluginHelp.lines("1.0", "yes", null)).isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("detail 'yes' (-Ddetail) is not a boolean.");
    }
}
