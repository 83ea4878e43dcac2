package io.github.rageval.engine.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.settings.read.CommandLineNames;
import io.github.rageval.engine.settings.table.SettingWords;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AnalysisConsoleTest {

    private static List<String> texts(List<ConsoleLine> lines) {
        return lines.stream().map(ConsoleLine::text).toList();
    }

    @Test
    void theRegressionPrintsIntervalsDeltasFlipsFirstAndTheDropVerdict() throws Exception {
        Analysis analysis = Fixtures.regression(Fixtures.withDrops(Map.of("mrr", "0.05"), false));
        List<ConsoleLine> lines = AnalysisConsole.lines(analysis, ShowQueries.ALL);
        List<String> info = texts(lines.stream().filter(l -> !l.warning()).toList());

        assertThat(info).containsSubsequence(
                "INTERVALS: 95% percentile bootstrap, 2000 resamples, seed 42",
                "  mrr 0.80 [0.50, 1.00] (n=10)",
                "BASELINE: src/test/rag/baseline.json (same k, corpus and golden dataset)",
                "  retriever changed: token_pattern (?u)\\b\\w\\w+\\b -> (?u)\\b\\w{4,}\\b",
                "  queries: 2 HIT -> MISS, 0 MISS -> HIT, 5 changed without flipping, 3 unchanged",
                "  [HIT -> MISS] How do I protect my account from someone else logging in?",
                "         first relevant rank 3 -> none; entered the top 3: ['api-rate-limits']; left the top 3: ['pw-reset']",
                "  [HIT -> MISS] How do I set up SSO for my company?",
                "         first relevant rank 1 -> none; left the top 3: ['sso-setup', 'refund-policy', 'pw-reset']",
                "  [HIT -> HIT] How do I enable 2FA?",
                "BASELINE GATE FAILED: 1 of 1 max drops exceeded",
                "  mrr dropped 0.93 -> 0.80 (-0.13), more than the allowed 0.05");
        assertThat(info).anySatisfy(line -> assertThat(line).startsWith("  mrr 0.93 -> 0.80 (-0.13)  p: randomization"
                + " 0.500, wilcoxon 0.500, t-test ").endsWith("; max drop 0.05: EXCEEDED"));
        assertThat(texts(lines.stream().filter(ConsoleLine::warning).toList()))
                .anySatisfy(line -> assertThat(line).startsWith("precision trap: "))
                .allSatisfy(line -> assertThat(line).doesNotStartWith("  "));
    }

    @Test
    void showQueriesLimitsTheListedChanges() throws Exception {
        Analysis analysis = Fixtures.regression(Fixtures.withDrops(Map.of(), false));

        assertThat(texts(AnalysisConsole.lines(analysis, ShowQueries.MISSES)))
                .contains("  [HIT -> MISS] How do I set up SSO for my company?")
                .doesNotContain("  [HIT -> HIT] How do I enable 2FA?");
        assertThat(texts(AnalysisConsole.lines(analysis, ShowQueries.NONE)))
                .noneMatch(line -> line.startsWith("  [HIT"));
    }

    @Test
    void excusedDropsPassAndSayWhy() throws Exception {
        Analysis analysis = Fixtures.against(Fixtures.THREE_PLUS, Fixtures.withDrops(Map.of("hit_rate", "0.02"), true));

        assertThat(texts(AnalysisConsole.lines(analysis, ShowQueries.ALL))).containsSubsequence(
                "BASELINE GATE PASSED: 1 of 1 max drops exceeded, but not significantly (maxDropRequiresSignificance):",
                "  hit_rate dropped 1.00 -> 0.90 (-0.10), more than the allowed 0.02, but not significantly (paired"
                        + " randomization test p = 1.000, not below alpha 0.05; hit_rate changed on 1 of 10 queries):"
                        + " within noise, so it does not fail the build");
    }

    @Test
    void dropsWithinTheirRulesPass() throws Exception {
        Analysis analysis = Fixtures.against(Fixtures.THREE_PLUS, Fixtures.withDrops(Map.of("mrr", "0.05"), false));

        assertThat(texts(AnalysisConsole.lines(analysis, ShowQueries.NONE)))
                .contains("BASELINE GATE PASSED: no drop beyond its maxDrop (mrr -0.03 within 0.05)");
    }

    @Test
    void theDropVerdictNamesTheSettingsInTheFrontEndsWords() throws Exception {
        // The command line was told "(maxDropRequiresSignificance)" and "its maxDrop": a POM's words.
        SettingWords commandLine = CommandLineNames.words();
        Analysis excused = Fixtures.against(Fixtures.THREE_PLUS, Fixtures.withDrops(Map.of("hit_rate", "0.02"), true)
                .withFrontEnd(commandLine, List.of()));
        Analysis within = Fixtures.against(Fixtures.THREE_PLUS, Fixtures.withDrops(Map.of("mrr", "0.05"), false)
                .withFrontEnd(commandLine, List.of()));

        assertThat(texts(AnalysisConsole.lines(excused, ShowQueries.NONE))).contains("BASELINE GATE PASSED: 1 of 1"
                + " max drops exceeded, but not significantly (--max-drop-requires-significance):");
        assertThat(texts(AnalysisConsole.lines(within, ShowQueries.NONE)))
                .contains("BASELINE GATE PASSED: no drop beyond its --max-drop (mrr -0.03 within 0.05)");
    }

    @Test
    void theVariantsPrintTheirTableTheBestAndEachAgainstTheGate() throws Exception {
        Analysis analysis = Fixtures.analyse(Fixtures.withVariants(Fixtures.issueVariants("words4")));

        assertThat(texts(AnalysisConsole.lines(analysis, ShowQueries.MISSES))).containsSubsequence(
                "VARIANTS: 3 retrievers on the same 10 queries, the gate holds words4 (*); means with 95% bootstrap"
                        + " intervals",
                "    variant  retriever  mean_precision     mean_recall        mrr                hit_rate     "
                        + "      verdict",
                "    words2   tfidf      0.52 [0.38, 0.68]  0.95 [0.85, 1.00]  0.93 [0.80, 1.00]  1.00 [1.00, 1.00]"
                        + "  pass",
                "  * words4   tfidf      0.62 [0.38, 0.85]  0.80 [0.50, 1.00]  0.80 [0.50, 1.00]  0.80 [0.50, 1.00]"
                        + "  FAIL",
                "  best: mean_precision words4, mean_recall words2, mrr words2, hit_rate words2",
                "  words2 against words4, paired randomization test: mean_recall +0.15 (p = 0.500), mrr +0.13"
                        + " (p = 0.500), hit_rate +0.20 (p = 0.500)",
                "    flips: 2 hit by words2 only, 0 by words4 only",
                "    [words2 only] How do I protect my account from someone else logging in?",
                "  fused against words4, paired randomization test: mean_recall +0.10 (p = 1.000), mrr +0.10"
                        + " (p = 1.000), hit_rate +0.10 (p = 1.000)",
                "    flips: 1 hit by fused only, 0 by words4 only",
                "    [fused only] How do I set up SSO for my company?");
        assertThat(texts(AnalysisConsole.lines(analysis, ShowQueries.NONE))).noneMatch(l -> l.contains(" only] "));
    }

    @Test
    void theBaselineGoalSaysWhatItRecordedAndTheThresholdsItSuggests() throws Exception {
        RecordedRun run = Fixtures.baseline();

        assertThat(BaselineConsole.lines(run, "src/test/rag/baseline.json", AnalysisSettings.defaults())).startsWith(
                "BASELINE RECORDED: src/test/rag/baseline.json (10 queries, 10 hits, k=3)",
                "  mean_precision=0.52  mean_recall=0.95  mrr=0.93  hit_rate=1.00",
                "  retriever: type=tfidf token_pattern=(?u)\\b\\w\\w+\\b lowercase=true sublinear_tf=false")
                .containsSubsequence(
                        "Suggested thresholds, each metric's 95% interval's lower end rounded down, its upper end"
                                + " rounded up where more is worse: a run as good as this one passes them; each should"
                                + " catch a drop of 0.05.",
                        "  <thresholds><mean_precision>0.36</mean_precision><mean_recall>0.85</mean_recall>"
                                + "<mrr>0.80</mrr><hit_rate>1.00</hit_rate></thresholds>",
                        "  -Drageval.thresholds=mean_precision=0.36,mean_recall=0.85,mrr=0.80,hit_rate=1.00",
                        "  mrr >= 0.80 would not catch a drop of 0.05 (0.93 -> 0.88 still passes): the golden set is"
                                + " too small to tell it from noise. 281 queries would detect a drop of 0.05 in mrr with"
                                + " 80% power at 5% (paired t-test; this golden set has 10).")
                .endsWith("Commit it: mvn verify now compares every run with it.")
                // hit_rate's 1.00 catches the drop: a single miss fails it.
                .noneMatch(line -> line.startsWith("  hit_rate >="));
        List<String> lines = BaselineConsole.lines(run, "baseline.json", AnalysisSettings.defaults()
                .withFrontEnd(CommandLineNames.words(), List.of()));
        assertThat(lines).last().isEqualTo("Commit it: java -jar rag-eval-cli.jar check now compares every run with"
                + " it.");
        // No POM on the command line: only the option.
        assertThat(lines).contains("  --thresholds mean_precision=0.36,mean_recall=0.85,mrr=0.80,hit_rate=1.00")
                .noneMatch(line -> line.contains("<thresholds>"));
    }
}
