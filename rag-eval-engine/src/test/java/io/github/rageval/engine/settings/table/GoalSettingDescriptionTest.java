package io.github.rageval.engine.settings.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A description that names another setting writes it {@code {{name}}}, so that each front end's help names it in its
 * own words: a misspelt name would print braces, or send the user to a setting that does not exist.
 */
class GoalSettingDescriptionTest {
    @Test
    void everySettingADescriptionNamesIsOneOfTheTable() {
        Set<String> names = GoalSettings.ALL.stream().map(GoalSetting::name).collect(Collectors.toSet());
        int named = 0;
        for (GoalSetting setting : GoalSettings.ALL) {
            Matcher placeholder = GoalSetting.NAMED_SETTING.matcher(setting.doc());
            while (placeholder.find()) {
                assertThat(names).as("the description of %s", setting.name()).contains(placeholder.group(1));
                named++;
            }
        }
        assertThat(named).isGreaterThanOrEqualTo(9);
    }

    @Test
    void eachFrontEndNamesTheSettingsInItsOwnWords() {
        GoalSetting reuse = GoalSettings.named("reuseReport").orElseThrow();
        assertThat(reuse.describedWith(name -> name)).isEqualTo("re-gate the report.json in reportDirectory instead"
                + " of evaluating");
        assertThat(reuse.describedWith(name -> GoalSettings.named(name).orElseThrow().option()))
                .isEqualTo("re-gate the report.json in --report-directory instead of evaluating");
        GoalSetting corpus = GoalSettings.named("corpus").orElseThrow();
        assertThat(corpus.describedWith(name -> "--" + name)).isEqualTo(corpus.doc()).contains("{doc_id, text}");
    }
}
