package io.github.rageval.engine.settings.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.baseline.DropRule;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The one settings pass, through what a front end hands it: what was written decides what is unread (never a value),
 * an empty value is an error, the old top-level names reach the retriever's own options, and the checks the
 * evaluation used to make happen before anything is read.
 */
class GoalRequestTest {
    private static final String CORPUS = Fixtures.CORPUS.toString();
    private static final String GOLDEN = Fixtures.GOLDEN.toString();

    /** Settings as a parent POM or -D gives them. */
    private static SettingValues reaching(String... nameValues) {
        return OwnSettings.written(Origin.REACHING, nameValues);
    }

    private static GoalRequest check(SettingValues values) throws ConfigurationException {
        return GoalRequest.parse(Goal.CHECK, values, TestFrontEnd.MAVEN_NAMES);
    }

    @Test
    void aSettingBesideARunIsUnreadWhateverItsValueEvenItsDefault() {
        // Before, the rule compared values: --no-lowercase erred, --lowercase true passed.
        for (String value : List.of("true", "false")) {
            assertThatThrownBy(() -> check(OwnSettings.of("run", "results.run", "lowercase", value)))
                    .isInstanceOf(ConfigurationException.class)
                    .hasMessage("lowercase is set, but run is evaluated instead of a retriever, as its results are:"
                            + " it would be ignored. Remove it, or evaluate a retriever without run.");
        }
        assertThatThrownBy(() -> check(OwnSettings.of("run", "results.run", "explain", "all", "threads", "2",
                "cacheDirectory", "none", "corpus", CORPUS)))
                .hasMessage("corpus, threads, cacheDirectory, explain are set, but run is evaluated instead of a"
                        + " retriever, as its results are: they would be ignored. Remove them, or evaluate a"
                        + " retriever without run.");
    }

    @Test
    void reGatingReadsNoSettingOfTheEvaluation() {
        assertThatThrownBy(() -> check(OwnSettings.of("reuseReport", "true", "retriever", "bm25", "cutoffs", "10",
                "explain", "all")))
                .hasMessage("cutoffs, retriever, explain are set, but reuseReport re-gates the report.json already"
                        + " written and evaluates nothing again: they would be ignored. Remove them, or evaluate"
                        + " again without reuseReport.");
    }

    @Test
    void anUnreadSettingFromAParentPomOrADashDIsAWarningAndIsNotApplied() throws Exception {
        SettingValues values = SettingValues.builder()
                .text("corpus", CORPUS).written("corpus", Origin.OWN)
                .text("goldenDataset", GOLDEN).written("goldenDataset", Origin.OWN)
                .text("retriever", "com.acme.Search").written("retriever", Origin.OWN)
                .text("tokenPattern", "\\w+").written("tokenPattern", Origin.REACHING).build();
        GoalRequest request = check(values);
        assertThat(request.warnings()).containsExactly("tokenPattern is set, but it configures the tfidf"
                + " retriever, and retriever is com.acme.Search: it would be ignored. Remove it, or give"
                + " com.acme.Search its own settings"
                + " in retrieverOptions. (A setting from a parent POM or a -D property reaches every module, so this"
                + " is a warning: the setting is ignored here.)");
        assertThat(request.evaluation().retriever().options()).doesNotContainKey("tokenPattern");
    }

    @Test
    void anEmptyValueIsAnErrorNotUnset() {
        assertThatThrownBy(() -> check(reaching("thresholds", "")))
                .hasMessage("thresholds is given, but empty. Give it a value, or leave it out (it has no default):"
                        + " an empty value is never read as unset.");
        assertThatThrownBy(() -> check(OwnSettings.of("retriever", "  ")))
                .hasMessage("retriever is given, but empty. Give it a value, or leave it out for its default, tfidf:"
                        + " an empty value is never read as unset.");
    }

    @Test
    void aListOfEntriesWrittenWithOnlySeparatorsIsEmptyNotUnset() {
        // Before, "," parsed to no entries and switched the gate off as if nothing were written.
        for (String name : List.of("thresholds", "tagThresholds", "maxDrop", "maxFailingQueriesPerTag", "cutoffs",
                "chunking", "variants", "retrieverOptions")) {
            for (String value : List.of(",", ",,", " , ", ";", "|", " | ", ", ; |")) {
                assertThatThrownBy(() -> check(OwnSettings.of(name, value))).as("%s = '%s'", name, value)
                        .hasMessageStartingWith(name + " is given, but empty.");
            }
        }
    }

    @Test
    void theOldTopLevelNamesAreTheTfidfRetrieversOwnOptionsWhichWin() throws Exception {
        GoalRequest aliased = check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "tokenPattern",
                Fixtures.FOUR_PLUS, "lowercase", " TRUE "));
        GoalRequest own = check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "retrieverOptions",
                "tokenPattern=" + Fixtures.FOUR_PLUS.replace(",", "\\,")));
        assertThat(aliased.evaluation().retriever().options()).containsEntry("tokenPattern", Fixtures.FOUR_PLUS)
                .containsEntry("lowercase", "true");
        assertThat(Fingerprint.of(aliased.evaluation()).retriever())
                .isEqualTo(Fingerprint.of(own.evaluation()).retriever())
                .containsEntry("token_pattern", Fixtures.FOUR_PLUS);

        GoalRequest both = check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "tokenPattern", "\\w+",
                "retrieverOptions", "tokenPattern=" + Fixtures.FOUR_PLUS.replace(",", "\\,")));
        assertThat(both.evaluation().retriever().options()).containsEntry("tokenPattern", Fixtures.FOUR_PLUS);
    }

    @Test
    void theCacheSettingsAreReadOnlyByARetrieverThatShipsAsAModule() throws ConfigurationException {
        assertThatThrownBy(() -> check(OwnSettings.of("cacheMaxSize", "1GB")))
                .hasMessage("cacheMaxSize is set, but it configures the vector cache of the dense retriever, and no"
                        + " retriever of this build is one (tfidf): it would be ignored. Remove it, or name that"
                        + " retriever.");
        // spring ships as a module too, but has no vector cache: the cache settings are not its options
        assertThatThrownBy(() -> check(OwnSettings.of("retriever", "spring", "cacheMaxSize", "1GB")))
                .hasMessage("cacheMaxSize is set, but it configures the vector cache of the dense retriever, and no"
                        + " retriever of this build is one (spring): it would be ignored. Remove it, or name that"
                        + " retriever.");
        TypedValues values = new TypedValues(Goal.CHECK, OwnSettings.of(), TestFrontEnd.MAVEN_NAMES);
        assertThat(RetrieverAliases.apply("spring", Map.of("application", "com.acme.App"), values))
                .containsOnlyKeys("application");
        assertThat(RetrieverAliases.apply("dense", Map.of(), values)).containsOnlyKeys("cacheDirectory",
                "cacheMaxSize");
    }

    @Test
    void severalUnreadRetrieverSettingsAreTheyOneIsIt() {
        assertThatThrownBy(() -> check(OwnSettings.of("retriever", "bm25", "tokenPattern", "\\w+", "lowercase",
                "false")))
                .hasMessageStartingWith("tokenPattern, lowercase are set, but they configure the tfidf retriever,");
    }

    @Test
    void theChecksTheEvaluationMadeComeBeforeAnythingIsRead() {
        assertThatThrownBy(() -> check(OwnSettings.of("k", "0"))).hasMessageStartingWith("k = '0' is not allowed");
        assertThatThrownBy(() -> check(OwnSettings.of("k", "three"))).hasMessage("k = 'three' is not a whole number.");
        // It said "k is a whole number from -2147483648 to 2147483647", advertising a negative k.
        assertThatThrownBy(() -> check(OwnSettings.of("k", "99999999999"))).hasMessage("k = '99999999999' is too"
                + " large: k holds at most 2147483647.");
        assertThatThrownBy(() -> check(OwnSettings.of("failOnViolation", "ture")))
                .hasMessage("failOnViolation = 'ture' is not a boolean. Write true or false.");
        assertThatThrownBy(() -> check(OwnSettings.of("qrels", "q.txt")))
                .hasMessage("qrels judges the results of a run file, but run is not given: the qrels would be"
                        + " ignored. Give run too, or judge with the golden dataset or a BEIR folder (beir).");
        assertThatThrownBy(() -> check(OwnSettings.of("thresholds",
                "mrr=high"))).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("mrr");
    }

    @Test
    void booleansAreTrueOrFalseInAnyCaseAndNothingElse() throws Exception {
        assertThat(check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "failOnViolation", " FALSE "))
                .failOnViolation()).isFalse();
        assertThat(GoalRequest.skips(Goal.CHECK, OwnSettings.of("skip", "True"), TestFrontEnd.MAVEN_NAMES)).isTrue();
        for (String bad : List.of("ture", "yes", "1", "on")) {
            assertThatThrownBy(() -> check(OwnSettings.of("failOnViolation", bad)))
                    .hasMessage("failOnViolation = '" + bad + "' is not a boolean. Write true or false.");
        }
        assertThatThrownBy(() -> GoalRequest.skips(Goal.CHECK, OwnSettings.of("skip", "x".repeat(5000)),
                TestFrontEnd.MAVEN_NAMES)).hasMessageContaining("'" + "x".repeat(200) + "… (5,000 characters)'");
    }

    @Test
    void decimalsArePlainAndFiniteNotHexadecimalSuffixedOrOverflowing() throws Exception {
        assertThat(check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "significance", " 1e-2 ")).analysis()
                .comparison().alpha()).isEqualTo(0.01);
        for (String loose : List.of("0x1p-4", "0.05d", "0.05f", "NaN")) {
            assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "significance",
                    loose)))
                    .hasMessage("significance = '" + loose + "' is not a number. Write a decimal such as 0.05.");
        }
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "significance",
                "1e-400")))
                .hasMessage("significance = '1e-400' is too close to 0 to be held as a number: the nearest to 0 is"
                        + " about 4.9e-324. Write a decimal such as 0.05.");
    }

    @Test
    void wholeNumbersAreWrittenInAsciiDigits() throws Exception {
        assertThat(check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "k",
                " +5 ")).evaluation().k()).isEqualTo(5);
        // Integer.parseInt reads Arabic-Indic digits (\u0665 as 5); no one writes a setting so on purpose.
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "k", "\u0665")))
                .hasMessage("k = '\u0665' is not a whole number.");
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "seed",
                "\u0664\u0662")))
                .hasMessageStartingWith("seed = '\u0664\u0662' is not a whole number");
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "chunking",
                "size=\u0665")))
                .hasMessage("chunking size = '\u0665' is not a whole number.");
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN,
                "maxFailingQueriesPerTag",
                "billing=\u0665"))).hasMessageStartingWith("maxFailingQueriesPerTag billing = '\u0665' is not allowed.");
    }

    @Test
    void theBaselineGoalHasNoExplanationsMissLimitsOrLatency() throws Exception {
        GoalRequest request = GoalRequest.parse(Goal.BASELINE, OwnSettings.of("corpus", CORPUS, "goldenDataset",
                GOLDEN),
                TestFrontEnd.MAVEN_NAMES);
        assertThat(request.evaluation().explain()).isEqualTo(io.github.rageval.engine.explain.ExplainMode.NONE);
        assertThat(request.evaluation().segments().maxFailingQueries()).isNegative();
        assertThat(request.failOnViolation()).isTrue();
    }

    @Test
    void theBaselineGoalDrawsTheIntervalsItSuggestsThresholdsFromWithTheWrittenSeedAndResamples() throws Exception {
        GoalRequest request = GoalRequest.parse(Goal.BASELINE, OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN,
                "bootstrapSamples", "500", "seed", "7"), TestFrontEnd.MAVEN_NAMES);
        assertThat(request.analysis().bootstrapSamples()).isEqualTo(500);
        assertThat(request.analysis().seed()).isEqualTo(7);
        assertThatThrownBy(() -> GoalRequest.parse(Goal.BASELINE, OwnSettings.of("corpus", CORPUS, "goldenDataset",
                GOLDEN,
                "bootstrapSamples", "5"), TestFrontEnd.MAVEN_NAMES))
                .hasMessage("bootstrapSamples = '5' is not allowed. Use 100 to 1000000 (default 10000).");
    }

    @Test
    void unlistedDocumentsIsOneOfItsThreeWordsAndUnreadBesideReGating() throws Exception {
        assertThatThrownBy(() -> check(OwnSettings.of("unlistedDocuments", "relevant")))
                .hasMessage("unlistedDocuments = 'relevant' is not allowed. Use auto, unjudged or notRelevant.");
        assertThat(check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "unlistedDocuments", "notRelevant"))
                .evaluation().sources().unlisted()).isEqualTo(io.github.rageval.engine.settings.UnlistedDocuments
                .NOT_RELEVANT);
        assertThatThrownBy(() -> check(OwnSettings.of("reuseReport", "true", "unlistedDocuments", "unjudged")))
                .hasMessageStartingWith("unlistedDocuments is set, but reuseReport re-gates");
    }

    @Test
    void judgedOnlyIsReadForBothGoalsRefusedWhenNotABooleanAndUnreadWhenReGating() throws Exception {
        assertThat(check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN)).evaluation().scoring().judgedOnly())
                .isFalse();
        assertThat(check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "judgedOnly", "TRUE")).evaluation()
                .scoring().judgedOnly()).isTrue();
        assertThat(GoalRequest.parse(Goal.BASELINE, OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN,
                "judgedOnly",
                "true"), TestFrontEnd.MAVEN_NAMES).evaluation().scoring().judgedOnly()).isTrue();
        // A typo must not switch it off silently (and so change every value the gate reads).
        assertThatThrownBy(() -> check(OwnSettings.of("judgedOnly", "yes"))).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("judgedOnly").hasMessageContaining("is not a boolean");
        assertThatThrownBy(() -> check(OwnSettings.of("reuseReport", "true", "judgedOnly", "true")))
                .hasMessageStartingWith("judgedOnly is set, but reuseReport re-gates the report.json");
    }

    @Test
    void unjAloneIsUnjAtTrecEvalsDefaultCutoffsOrAtTheCutoffsGiven() throws Exception {
        GoalRequest defaults = check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "thresholds",
                "unj=0.2,mrr=0.5",
                "maxDrop", "UNJ=5%", "tagThresholds", "critical:unj=0.3"));
        assertThat(defaults.evaluation().thresholds()).containsExactly(Map.entry("unj@5", "0.2"),
                Map.entry("unj@10", "0.2"), Map.entry("unj@20", "0.2"), Map.entry("mrr", "0.5"));
        assertThat(defaults.analysis().comparison().drops()).extracting(DropRule::metric)
                .containsExactly("unj@5", "unj@10", "unj@20");
        assertThat(defaults.evaluation().segments().tagThresholds())
                .containsExactly(Map.entry("critical", "unj@5=0.3,unj@10=0.3,unj@20=0.3"));

        GoalRequest atCutoffs = check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "cutoffs", "10,100",
                "thresholds", "unj=0.2"));
        assertThat(atCutoffs.evaluation().thresholds()).containsOnlyKeys("unj@10", "unj@100");
    }

    @Test
    void unjAloneBesideOneOfItsCutoffsIsAnErrorAndPAloneStaysUnknown() {
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "thresholds",
                "unj_10=0.1,unj=0.2"))).isInstanceOf(ConfigurationException.class)
                .hasMessage("thresholds names unj@10 twice: 'unj' stands for unj@5, unj@10, unj@20, and 'unj_10'"
                        + " names it too. Keep one of them.");
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "thresholds",
                "P=0.2")))
                .hasMessageStartingWith("unknown metric 'P' in thresholds");
    }

    @Test
    void thePoolGoalReadsItsDepthAndCapWithTheirDefaultsAndRefusesThemBelowOne() throws Exception {
        GoalRequest request = GoalRequest.parse(Goal.POOL, OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN),
                TestFrontEnd.MAVEN_NAMES);
        // Unset, the depth is the rule's, decided once the systems pooled are known.
        assertThat(request.pool()).isEqualTo(new io.github.rageval.engine.goldenset.pool.PoolSettings(null, null));
        assertThat(request.reportDirectory()).hasToString("target/rag-eval");
        assertThat(GoalRequest.parse(Goal.POOL, OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "poolDepth",
                "20",
                "poolMaxPerQuery", "5"), TestFrontEnd.MAVEN_NAMES).pool())
                .isEqualTo(new io.github.rageval.engine.goldenset.pool.PoolSettings(20, 5));
        assertThatThrownBy(() -> GoalRequest.parse(Goal.POOL, OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN,
                "poolDepth", "0"), TestFrontEnd.MAVEN_NAMES)).isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("poolDepth = '0' is not allowed");
        assertThatThrownBy(() -> GoalRequest.parse(Goal.POOL, OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN,
                "poolMaxPerQuery", "-1"), TestFrontEnd.MAVEN_NAMES)).isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("poolMaxPerQuery = '-1' is not allowed");
        assertThat(check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN)).pool()).isNull();
    }

    @Test
    void judgmentsAreCommaSeparatedFilesWithNoEmptyEntryAndUnreadWhenReGating() throws Exception {
        assertThat(check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "judgments",
                "a/pool.jsonl, b.qrels"))
                .evaluation().sources().judgments()).containsExactly(java.nio.file.Path.of("a/pool.jsonl"),
                java.nio.file.Path.of("b.qrels"));
        assertThat(check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN)).evaluation().sources().judgments())
                .isEmpty();
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "judgments",
                "a.jsonl,,b.csv")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("judgments = 'a.jsonl,,b.csv' lists an empty file name. Separate the files by single"
                        + " commas, without one at either end.");
        assertThatThrownBy(() -> check(OwnSettings.of("reuseReport", "true", "judgments", "pool.jsonl")))
                .hasMessageStartingWith("judgments is set, but reuseReport re-gates the report.json already written");
    }

    @Test
    void aGateOnAMeasureThatJudgedOnlyFixesIsRefusedAsOneThatCouldNeverFail() throws Exception {
        // judgedOnly condenses each list to its judged documents: unj@c is then 0, judged@c 1 and rbp_resid 0 for
        // every query, so a rule on them passed whatever the holes (unj@10 0.44 on the seed example, gate green).
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "judgedOnly", "true",
                "thresholds", "mrr=0.5,unj@10=0.1"))).isInstanceOf(ConfigurationException.class)
                .hasMessage("thresholds holds unj@10, which judgedOnly makes 0 for every query (it scores each list"
                        + " condensed to its judged documents): that rule could never fail. Remove it, or gate"
                        + " unj@10 in a run without judgedOnly.");
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "judgedOnly", "true",
                "thresholds", "judged@10=0.9"))).hasMessageStartingWith("thresholds holds judged@10, which"
                + " judgedOnly makes 1 for every query that returns a document (0 for one that returns none)");
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "judgedOnly", "true",
                "tagThresholds", "critical:rbp_resid=0.2"))).hasMessageStartingWith("tagThresholds holds"
                + " rbp_resid, which judgedOnly makes 0 for every query");
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "judgedOnly", "true",
                "thresholds", "unj=0.1"))).hasMessageStartingWith("thresholds holds unj@5, which judgedOnly");
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "judgedOnly", "true",
                "thresholds", "mrr=0.5", "maxDrop", "unj@10=0.05"))).hasMessageStartingWith("maxDrop holds unj@10,"
                + " which judgedOnly makes 0 for every query");
        assertThatThrownBy(() -> GoalRequest.parse(Goal.BASELINE, OwnSettings.of("corpus", CORPUS, "goldenDataset",
                GOLDEN,
                "judgedOnly", "true", "thresholds", "unj@10=0.1"), TestFrontEnd.MAVEN_NAMES))
                .hasMessageStartingWith("thresholds holds unj@10, which judgedOnly makes 0");
        // The same rules without judgedOnly, and judgedOnly beside measures it leaves free, are read as written.
        assertThat(check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "thresholds",
                "unj@10=0.1,judged@10=0.9,"
                + "rbp_resid=0.2", "maxDrop", "unj@10=0.05")).evaluation().thresholds()).hasSize(3);
        assertThat(check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "judgedOnly", "true", "thresholds",
                "num_nonrel_judged_ret=2,bpref=0.5,rbp=0.5")).evaluation().thresholds()).hasSize(3);
    }

    @Test
    void thePoolGoalRefusesAJudgmentsFileItWouldWriteOver(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        // pool.jsonl filled in place and named in judgments: the pool goal wrote the next pool over it, and the grades
        // it had just merged were gone without a word.
        assertThatThrownBy(() -> GoalRequest.parse(Goal.POOL, OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN,
                "judgments", "extra.qrels,target/rag-eval/pool.jsonl"), TestFrontEnd.MAVEN_NAMES))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("the pool goal writes target/rag-eval/pool.jsonl (pool.jsonl in reportDirectory), which"
                        + " is a judgments file (judgments): the pool would be written over it. Set reportDirectory"
                        + " to a folder of its own (by default target/rag-eval). A filled pool given as judgments"
                        + " belongs outside it (for instance in src/test/rag/judgments.jsonl).");
        assertThatThrownBy(() -> GoalRequest.parse(Goal.POOL, OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN,
                "reportDirectory", "out", "judgments", "out/../out/pool.csv"), TestFrontEnd.MAVEN_NAMES))
                .hasMessageStartingWith("the pool goal writes out/pool.csv (pool.csv in reportDirectory), the same"
                        + " file as a judgments file out/../out/pool.csv (judgments)");
        java.nio.file.Path reports = java.nio.file.Files.createDirectories(dir.resolve("reports"));
        java.nio.file.Path pool = java.nio.file.Files.writeString(reports.resolve("pool.jsonl"), "");
        java.nio.file.Path link = java.nio.file.Files.createSymbolicLink(dir.resolve("judgments.jsonl"), pool);
        assertThatThrownBy(() -> GoalRequest.parse(Goal.POOL, OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN,
                "reportDirectory", reports.toString(), "judgments", link.toString()), TestFrontEnd.MAVEN_NAMES))
                .hasMessageContaining("the same file as a judgments file " + link + " (judgments): the pool would be"
                        + " written over it.");
        // A copy elsewhere, or the check goal, which writes no pool, read the same file.
        assertThat(GoalRequest.parse(Goal.POOL, OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "judgments",
                "src/test/rag/judgments.jsonl"), TestFrontEnd.MAVEN_NAMES).evaluation().sources().judgments())
                .hasSize(1);
        assertThat(check(OwnSettings.of("corpus", CORPUS, "goldenDataset", GOLDEN, "judgments",
                "target/rag-eval/pool.jsonl"))
                .evaluation().sources().judgments()).hasSize(1);
    }

    @Test
    void theChecksOfTheEvaluationNameTheSettingsInTheFrontEndsWords() {
        // The command line was told "Set k to 1 or more" and "set goldenDataset", a POM's words.
        FrontEnd commandLine = CommandLineNames.COMMAND_LINE;
        assertThatThrownBy(() -> GoalRequest.parse(Goal.CHECK, OwnSettings.of("k", "0"), commandLine))
                .hasMessage("--k 0 is not allowed: each query must be able to return at least one document. Set --k"
                        + " to 1 or more (default 3).");
        assertThatThrownBy(() -> GoalRequest.parse(Goal.CHECK, OwnSettings.of("corpus", CORPUS, "depth", "0"),
                commandLine))
                .hasMessage("--depth 0 is not allowed. Set it to 1 or more, or leave it unset to evaluate every"
                        + " result.");
    }

    @Test
    void theLatencyChecksNameTheSettingsInTheFrontEndsWords() {
        // The command line was told "set latency to auto" and "e.g. maxLatencyP95Ms=300": a POM's words.
        assertThatThrownBy(() -> GoalRequest.parse(Goal.CHECK, OwnSettings.of("corpus", CORPUS, "latency", "false",
                "maxLatencyP50Ms", "20"), CommandLineNames.COMMAND_LINE))
                .hasMessage("--latency false, but --max-latency-p50-ms 20 is set: latency is then never measured,"
                        + " so the limit could never fail. Remove the limit, or set --latency auto or true.");
        assertThatThrownBy(() -> GoalRequest.parse(Goal.CHECK, OwnSettings.of("corpus", CORPUS, "maxLatencyP95Ms", "0"),
                CommandLineNames.COMMAND_LINE))
                .hasMessage("--max-latency-p95-ms 0 is not a positive number of milliseconds. Write the most the p95"
                        + " latency may take, e.g. --max-latency-p95-ms 300, or leave it unset for no limit.");
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "maxLatencyP95Ms", "0")))
                .hasMessage("maxLatencyP95Ms = '0' is not a positive number of milliseconds. Write the most the p95"
                        + " latency may take, e.g. maxLatencyP95Ms=300, or leave it unset for no limit.");
    }

    @Test
    void theEvaluationCarriesTheFrontEndsWordsToItsMessages() throws Exception {
        // The evaluation's messages (a run's mismatches) said the POM's words whatever the front end.
        assertThat(GoalRequest.parse(Goal.CHECK, OwnSettings.of("corpus", CORPUS),
                CommandLineNames.COMMAND_LINE).evaluation()
                .words().setTo(GoalSettings.RUN_MISMATCH, "warn")).isEqualTo("--run-mismatch warn");
        assertThat(check(OwnSettings.of("corpus", CORPUS)).evaluation().words().setTo(GoalSettings.RUN_MISMATCH,
                "warn"))
                .isEqualTo("runMismatch to warn");
    }

    @Test
    void anUnknownRetrieverIsNamedInTheFrontEndsWords() {
        // The command line was told "retriever = 'tfidff'": a POM's words.
        assertThatThrownBy(() -> GoalRequest.parse(Goal.CHECK, OwnSettings.of("corpus", CORPUS, "retriever", "tfidff"),
                CommandLineNames.COMMAND_LINE)).hasMessageStartingWith("--retriever tfidff is neither a built-in"
                + " retriever (");
        assertThatThrownBy(() -> check(OwnSettings.of("corpus", CORPUS, "retriever", "tfidff")))
                .hasMessageStartingWith("retriever = 'tfidff' is neither a built-in retriever (");
    }
}
