package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.format.Sentences;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every setting of the goals is an option, written as the settings table says; mistakes are errors, not defaults. */
class ArgumentsTest {
    @Test
    void everySettingOfEachGoalIsAnOption() throws Exception {
        for (Goal goal : List.of(Goal.CHECK, Goal.BASELINE, Goal.POOL)) {
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
    void theHelpFitsATerminalAndAGoalsHelpListsItsOptionsAlone() {
        // Every option's description ran on in one line before, up to 198 columns.
        String every = Help.text();
        assertThat(every.lines()).allSatisfy(line -> assertThat(line.length()).as(line)
                .isLessThanOrEqualTo(Help.WIDTH));
        for (Goal goal : Goal.values()) {
            if (goal.onCommandLine()) {
                assertThat(every).contains("  " + goal.key() + " ");
            }
        }
        String grow = Help.text(Goal.GROW);
        assertThat(grow).contains("options of grow:", "--query-log FILE", "--min-impressions N")
                .doesNotContain("--thresholds", "--k N", "(grow only)");
        assertThat(grow.lines().count()).isLessThan(every.lines().count() / 2);
        assertThat(Help.goalAsked(List.of("grow", "--help"))).isEqualTo(Goal.GROW);
        assertThat(Help.goalAsked(List.of("--help"))).isNull();
        assertThat(Help.goalAsked(List.of("aggregate", "--help"))).isNull();
    }

    @Test
    void theHelpListsEveryOptionWithItsDefault() {
        // A description wrapped onto the next lines (under its column), read as one line again.
        String help = Help.text().replaceAll("\n {36}(?=\\S)", " ");
        for (GoalSetting setting : GoalSettings.onCommandLine()) {
            assertThat(help).contains(setting.option());
            if (setting.defaultValue() != null) {
                List<String> readers = setting.goals().stream().filter(Goal::onCommandLine).sorted()
                        .map(Goal::key).toList();
                boolean everyEvaluatingGoal = readers.containsAll(List.of("check", "baseline", "pool"));
                assertThat(help).contains(Help.description(setting) + (everyEvaluatingGoal ? ""
                        : " (" + Sentences.and(readers) + " only)") + " [default " + setting.defaultValue()
                        + "]");
            }
        }
        assertThat(help).contains("  --fail-on-violation               a failed gate fails (exit 1); false only"
                + " warns (check only) [default true]").doesNotContain("--fail-on-missing-report",
                "aggregate's report");
        assertThat(Arguments.asksForHelp(List.of("--k", "x", "--help"))).isTrue();
        assertThat(Arguments.asksForHelp(List.of("-h"))).isTrue();
    }

    @Test
    void theHelpNamesOtherSettingsAsTheCommandLineWritesThem() {
        String help = Help.text().replaceAll("\n {36}(?=\\S)", " ");
        assertThat(help).contains("re-gate the report.json in --report-directory instead of evaluating",
                "instead of --corpus and --golden-dataset", "tfidf's option --token-pattern: its token pattern",
                "tfidf's option --lowercase: lowercase text", "dense's option --cache-directory: its vector cache")
                .doesNotContain("in reportDirectory", "goldenDataset", "option tokenPattern", "{{");
    }

    @Test
    void booleansAreFlagsOrTrueOrFalse() throws Exception {
        assertThat(Arguments.parse(List.of("--sublinear-tf", "--no-lowercase", "--tie-ranges=false",
                "--fail-on-violation", "FALSE")).written()).containsExactly(Map.entry("sublinearTf", "true"),
                Map.entry("lowercase", "false"), Map.entry("tieRanges", "false"),
                Map.entry("failOnViolation", "FALSE"));
        // A word after a flag that is neither true nor false is reported naming the flag, not as a stray word.
        assertThatThrownBy(() -> Arguments.parse(List.of("--fail-on-violation", "ture")))
                .hasMessage("--fail-on-violation is followed by 'ture', which is neither true nor false. Write"
                        + " --fail-on-violation true or --fail-on-violation false (or --fail-on-violation alone for"
                        + " true).");
        assertThatThrownBy(() -> Arguments.parse(List.of("--sublinear-tf", "maybe", "--k", "3")))
                .hasMessageStartingWith("--sublinear-tf is followed by 'maybe', which is neither true nor false.");
        assertThatThrownBy(() -> Arguments.parse(List.of("--no-lowercase", "maybe")))
                .hasMessage("--no-lowercase is followed by 'maybe', which is neither true nor false. Write"
                        + " --lowercase true or --lowercase false (or --lowercase alone for true).");
        assertThatThrownBy(() -> Arguments.parse(List.of("--timings", "yes")))
                .hasMessageStartingWith("--timings is followed by 'yes', which is neither true nor false.");
        assertThat(Arguments.parse(List.of("--sublinear-tf", "--k", "3")).written())
                .containsEntry("sublinearTf", "true");
        assertThatThrownBy(() -> Arguments.parse(List.of("--no-lowercase=true")))
                .hasMessageContaining("--no-lowercase takes no value");
    }

    @Test
    void aTypoAnOptionGivenTwiceOrOneOfTheOtherGoalIsAnError() throws Exception {
        assertThatThrownBy(() -> Arguments.parse(List.of("--treshold", "mrr=0.5")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("unknown option --treshold. Did you mean --thresholds? --help lists every option.");
        assertThatThrownBy(() -> Arguments.parse(List.of("--k", "3", "--k=5")))
                .hasMessageContaining("--k is given twice.");
        assertThatThrownBy(() -> Arguments.parse(List.of("--force")))
                .hasMessage("--force is an option of the baseline goal, not of check: it would be ignored.");
        assertThatThrownBy(() -> Arguments.parse(List.of("baseline", "--report-directory", "out")))
                .hasMessageContaining("--report-directory is an option of the check, pool, judge, faithfulness and"
                        + " grow goals, not of baseline");
        assertThatThrownBy(() -> Arguments.parse(List.of("pool", "--pool-depth", "5", "--show-queries", "all")))
                .hasMessage("--show-queries is an option of the check goal, not of pool: it would be ignored.");
        assertThatThrownBy(() -> Arguments.parse(List.of("--pool-max-per-query", "5")))
                .hasMessage("--pool-max-per-query is an option of the pool goal, not of check: it would be"
                        + " ignored.");
        assertThatThrownBy(() -> Arguments.parse(List.of("chek"))).hasMessageContaining("'chek' is neither");
        assertThatThrownBy(() -> Arguments.parse(List.of("--run"))).hasMessage("--run needs a value. --help lists"
                + " every option.");
        assertThatThrownBy(() -> Arguments.parse(List.of("--project-name", "--corpus", "c.json")))
                .hasMessage("--project-name needs a value, but the option --corpus follows it. Give the value after"
                        + " --project-name (a value that starts with -- as --project-name=VALUE).");
        assertThatThrownBy(() -> Arguments.parse(List.of("--k", "--corpus=c.json")))
                .hasMessageStartingWith("--k needs a value, but the option --corpus follows it.");
        assertThat(Arguments.parse(List.of("--project-name=--odd", "--golden", "g.json")).projectName())
                .isEqualTo("--odd");
    }

    @Test
    void theAggregateGoalAndItsOwnSettingsAreMavensOnlyAndSaySo() {
        assertThatThrownBy(() -> Arguments.parse(List.of("aggregate")))
                .hasMessage("aggregate is a goal of the Maven plugin only: it sums up the reports of a Maven build's"
                        + " modules, which the command line does not have. Start with check (the default),"
                        + " baseline, pool, judge, faithfulness, judgments, grow or lock.");
        // Every goal of the command line is named (judge, grow and lock were left out).
        assertThatThrownBy(() -> Arguments.parse(List.of("chek")))
                .hasMessage("'chek' is neither an option nor a goal. Start with check (the default), baseline, pool,"
                        + " judge, faithfulness, judgments, grow or lock, then options such as --run FILE; --help lists"
                        + " them.");
        assertThatThrownBy(() -> Arguments.parse(List.of("--fail-on-missing-report", "false")))
                .hasMessage("--fail-on-missing-report is a setting of the Maven plugin's aggregate goal only, which"
                        + " the command line does not have: it would be ignored.");
    }

    @Test
    void theProjectNameIsACommandLineOptionOfItsOwn() throws Exception {
        assertThat(Arguments.parse(List.of("--project-name=support bot", "--k", "3")))
                .isEqualTo(new Arguments(Goal.CHECK, Map.of("k", "3"), null, false, "support bot"));
        assertThat(Arguments.parse(List.of()).projectName()).isNull();
        assertThatThrownBy(() -> Arguments.parse(List.of("--project-name", "a", "--project-name", "b")))
                .hasMessageContaining("--project-name is given twice.");
        assertThatThrownBy(() -> Arguments.parse(List.of("--project-nam", "a")))
                .hasMessageContaining("Did you mean --project-name?");
    }

    @Test
    void thePoolGoalIsAskedForByItsNameOrByThePoolOptionAnywhere() throws Exception {
        Arguments named = Arguments.parse(List.of("pool", "--pool-depth", "20"));
        assertThat(named).isEqualTo(new Arguments(Goal.POOL, Map.of("poolDepth", "20"), null, false, null));
        assertThat(Arguments.parse(List.of("--pool-depth", "20", "--pool"))).isEqualTo(named);
        assertThat(Arguments.parse(List.of("pool", "--pool"))).isEqualTo(new Arguments(Goal.POOL, Map.of(), null,
                false, null));
        assertThatThrownBy(() -> Arguments.parse(List.of("baseline", "--pool")))
                .hasMessage("--pool asks for the pool goal, but the command starts with baseline. Give one goal:"
                        + " baseline, or pool (or --pool).");
        assertThatThrownBy(() -> Arguments.parse(List.of("--pool", "--pool")))
                .hasMessage("--pool is given twice. Give it once.");
        assertThatThrownBy(() -> Arguments.parse(List.of("--pool", "--project-name", "x")))
                .hasMessageStartingWith("--project-name names the project in the check goal's reports, and pool"
                        + " writes none");
    }

    @Test
    void theEarlierSpellingsStillWork() throws Exception {
        assertThat(Arguments.parse(List.of("--golden", "g.json", "--classpath", "a.jar", "--timings")))
                .isEqualTo(new Arguments(Goal.CHECK, Map.of("goldenDataset", "g.json"), "a.jar", true, null));
    }

    @Test
    void aGoalNamedAfterTheOptionsIsToldToComeFirst() {
        // It was "'pool' is not an option: options start with --".
        assertThatThrownBy(() -> Arguments.parse(List.of("--k", "3", "pool")))
                .hasMessage("'pool' names a goal, which comes first: java -jar rag-eval-cli.jar pool [--option"
                        + " value]... (or, for the pool goal, --pool anywhere).");
    }
}
