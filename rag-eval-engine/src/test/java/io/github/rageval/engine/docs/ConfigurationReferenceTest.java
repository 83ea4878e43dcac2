package io.github.rageval.engine.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting.Type;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * docs/configuration.md's settings reference is the settings table rendered: a setting added, renamed, given another
 * default or described anew in {@link GoalSettings} fails this test until the page is regenerated, with
 * {@value #WRITE}=true on this test (the command is in the failure message).
 */
class ConfigurationReferenceTest {
    /** The system property that makes the test write the page instead of comparing it. */
    private static final String WRITE = "rageval.docs.write";
    /** The page, from the engine module's folder (Surefire's working directory). */
    private static final Path PAGE = Path.of("..", "docs", "configuration.md");
    private static final String PARAMETERS_IN_DETAIL = "## Parameters in detail";
    private static final String REGENERATE = "docs/configuration.md's settings reference is not the settings table"
            + " config/GoalSettings rendered: regenerate it with mvn -B -o test -pl rag-eval-engine"
            + " -Dtest=ConfigurationReferenceTest -D" + WRITE + "=true, and commit the page";

    @Test
    void thePageHoldsTheReferenceRenderedFromTheSettingsTable() throws IOException {
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        String generated = ConfigurationReference.render(GoalSettings.ALL);
        int start = page.indexOf(ConfigurationReference.START);
        int end = page.indexOf(ConfigurationReference.END);
        assertThat(start).as("the generated block's opening marker in %s", PAGE).isNotNegative();
        assertThat(end).as("the generated block's closing marker after its opening one in %s", PAGE)
                .isGreaterThan(start);
        String block = page.substring(start, end + ConfigurationReference.END.length() + 1);
        if (Boolean.getBoolean(WRITE)) {
            Files.writeString(PAGE, page.substring(0, start) + generated + page.substring(start + block.length()),
                    StandardCharsets.UTF_8);
            return;
        }
        assertThat(block).as(REGENERATE).isEqualTo(generated);
    }

    @Test
    void theParametersInDetailDescribeEverySetting() throws IOException {
        // The hand-written table says more than the generated one (POM forms, what each retriever reads, links); a
        // setting added to the settings table without a row there would be documented by its one line alone.
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        int start = page.indexOf("\n" + PARAMETERS_IN_DETAIL + "\n");
        assertThat(start).as("the section %s in %s", PARAMETERS_IN_DETAIL, PAGE).isNotNegative();
        int end = page.indexOf("\n## ", start + 1);
        String section = page.substring(start, end < 0 ? page.length() : end);
        List<String> undescribed = GoalSettings.ALL.stream().map(GoalSetting::name)
                .filter(name -> !section.contains("\n| `" + name + "` |")).toList();
        assertThat(undescribed).as("settings without a row in %s of %s", PARAMETERS_IN_DETAIL, PAGE).isEmpty();
    }

    @Test
    void aRowGivesTheParameterItsPropertyOptionTypeDefaultGoalsAndDescription() {
        GoalSetting k = new GoalSetting("maxFailingQueries", Type.INTEGER, "-1", "queries that may miss",
                Set.of(Goal.CHECK, Goal.BASELINE));

        assertThat(ConfigurationReference.render(List.of(k))).contains("| `maxFailingQueries` |"
                + " `rageval.maxFailingQueries` | `--max-failing-queries N` | whole number | `-1` | check, baseline |"
                + " queries that may miss |\n");
    }

    @Test
    void aBooleanShowsItsNegationAndAnUnsetDefaultReadsNone() {
        GoalSetting flag = new GoalSetting("sublinearTf", Type.BOOLEAN, null, "1 + ln(tf)", Set.of(Goal.CHECK));

        assertThat(ConfigurationReference.render(List.of(flag)))
                .contains("| `--sublinear-tf`, `--no-sublinear-tf` | true/false | none | check |");
    }

    @Test
    void aSettingOnlyTheAggregateReadsHasNoOption() {
        GoalSetting aggregate = new GoalSetting("failOnMissingReport", Type.BOOLEAN, "true", "fails the aggregate",
                Set.of(Goal.AGGREGATE));

        assertThat(ConfigurationReference.render(List.of(aggregate))).contains("| none (Maven only) |");
    }

    @Test
    void pipesAndAngleBracketsCannotBreakTheTable() {
        GoalSetting chunking = new GoalSetting("chunking", Type.ONE_LINE, "a|b", "unit=words|sentences, qrels/<split>.tsv",
                Set.of(Goal.CHECK));

        String row = ConfigurationReference.render(List.of(chunking)).lines().filter(l -> l.startsWith("| `chunking`"))
                .findFirst().orElseThrow();
        assertThat(row).contains("`a\\|b`", "unit=words\\|sentences, qrels/&lt;split&gt;.tsv")
                .doesNotContain("<split>");
    }

    @Test
    void everySettingOfTheTableHasItsRowInTheTablesOrder() {
        String generated = ConfigurationReference.render(GoalSettings.ALL);
        List<String> rows = generated.lines().filter(line -> line.startsWith("| `")).toList();

        assertThat(rows).hasSize(GoalSettings.ALL.size());
        for (int i = 0; i < rows.size(); i++) {
            assertThat(rows.get(i)).startsWith("| `" + GoalSettings.ALL.get(i).name() + "` | `"
                    + GoalSettings.ALL.get(i).property() + "` |");
        }
    }
}
