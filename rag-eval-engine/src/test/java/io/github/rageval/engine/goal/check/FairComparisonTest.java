package io.github.rageval.engine.goal.check;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.analysis.HoleNote;
import io.github.rageval.engine.analysis.UnjudgedBias;
import io.github.rageval.engine.analysis.UnjudgedShare;
import io.github.rageval.engine.analysis.VariantComparison;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.evaluation.ResultSource;
import io.github.rageval.engine.evaluation.VariantReport;
import io.github.rageval.engine.gate.SegmentRules;
import io.github.rageval.engine.latency.LatencyResult;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.metrics.Holes;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.render.AnalysisConsole;
import io.github.rageval.engine.render.ConsoleLine;
import io.github.rageval.engine.render.MarkdownReport;
import io.github.rageval.engine.render.ShowQueries;
import io.github.rageval.engine.saved.AnalysisJson;
import io.github.rageval.engine.saved.BaselineLocation;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.UnlistedDocuments;
import io.github.rageval.engine.settings.read.CommandLineNames;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Comparisons that holes in the judgments may bias: each variant's {@code unjudged@k} beside its metrics, the warning
 * when two runs' shares are 0.10 or more apart, the note on a paired test whose lower variant loses mostly where it
 * has holes, and the same against a baseline. Four queries at k 2, each judging one relevant document {@code r} and
 * one not relevant {@code n}; {@code u} and {@code v} are documents nobody judged.
 */
class FairComparisonTest {
    private static final int K = 2;
    private static final Evaluator EVALUATOR = new Evaluator(K);
    private static final String POOL = "mvn rag-eval:pool";

    @TempDir
    Path dir;

    /** Judged documents only: relevant first, then the one judged not relevant. */
    private static final List<List<String>> JUDGED = List.of(List.of("r0", "n0"), List.of("r1", "n1"),
            List.of("r2", "n2"), List.of("r3", "n3"));
    /** Three queries of two documents nobody judged, and one as {@link #JUDGED} ranks it. */
    private static final List<List<String>> HOLES = List.of(List.of("u0", "v0"), List.of("u1", "v1"),
            List.of("u2", "v2"), List.of("r3", "n3"));

    @Test
    void eachVariantsShareOfHolesInItsTopKIsShownBesideItsMetricsOnlyWhenSomeVariantHasOne() throws Exception {
        VariantComparison holes = compare("bm25", variant("bm25", JUDGED, true), variant("dense", HOLES, false));
        VariantComparison covered = compare("bm25", variant("bm25", JUDGED, true), variant("same", JUDGED, false));

        assertThat(holes.row("dense").unjudged()).isEqualTo(0.75);
        assertThat(holes.row("bm25").unjudged()).isZero();
        assertThat(holes.showsUnjudged()).isTrue();
        assertThat(console(holes)).contains("  * bm25     tfidf      0.50 [0.50, 0.50]  1.00 [1.00, 1.00]"
                + "  1.00 [1.00, 1.00]  1.00 [1.00, 1.00]  0.00        pass");
        assertThat(console(holes).get(1)).endsWith("  unjudged@2  verdict");
        assertThat(covered.showsUnjudged()).isFalse();
        assertThat(String.join("\n", console(covered))).doesNotContain("unjudged");
    }

    @Test
    void sharesATenthOrMoreApartWarnNamingBothVariantsEitherWayRoundAndThePoolCommand() throws Exception {
        VariantComparison denseWorse = compare("bm25", variant("bm25", JUDGED, true), variant("dense", HOLES, false),
                variant("same", JUDGED, false));
        VariantComparison gateWorse = compare("dense", variant("bm25", JUDGED, false), variant("dense", HOLES, true));

        assertThat(UnjudgedBias.variants(denseWorse, POOL)).extracting(Diagnostic::message).containsExactly(
                "dense has 75% unjudged documents in its top 2 against bm25's 0%: its lower mean_precision,"
                        + " mean_recall, mrr and hit_rate may be unjudged relevant documents; pool and judge them"
                        + " (mvn rag-eval:pool).");
        assertThat(UnjudgedBias.variants(gateWorse, "--pool")).extracting(Diagnostic::message).containsExactly(
                "dense has 75% unjudged documents in its top 2 against bm25's 0%: its lower mean_precision,"
                        + " mean_recall, mrr and hit_rate may be unjudged relevant documents; pool and judge them"
                        + " (--pool).");
    }

    @Test
    void theRuleIsATenthOrMoreAbsoluteReadWithoutTheNoiseOfBinaryFractions() {
        assertThat(UnjudgedShare.biasedAgainst(0.45, 0.35)).isTrue();
        assertThat(UnjudgedShare.biasedAgainst(0.10, 0.0)).isTrue();
        assertThat(UnjudgedShare.biasedAgainst(0.44, 0.35)).isFalse();
        assertThat(UnjudgedShare.biasedAgainst(0.35, 0.45)).isFalse();
    }

    @Test
    void theCheckCarriesTheWarningWithTheFrontEndsPoolCommandAndSaysNothingWhenTheSharesAreClose()
            throws Exception {
        EvaluationSettings seed = Fixtures.withVariants(Fixtures.issueVariants("words4"));
        Analysis unjudged = Analyses.run(seed.toBuilder().sources(unlisted(UnlistedDocuments.UNJUDGED)).build(),
                settings().withFrontEnd(CommandLineNames.words(), List.of()), BaselineLocation.none());
        Analysis auto = Analyses.run(seed, settings(), BaselineLocation.none());

        // Over the seed's corpus every variant's top 3 holds documents its relevant-only golden set does not name.
        assertThat(unjudged.variants().variants()).allSatisfy(row -> assertThat(row.unjudged()).isPositive());
        assertThat(unjudged.diagnostics()).filteredOn(d -> d.kind().equals("unjudged_bias"))
                .extracting(Diagnostic::message)
                .allSatisfy(m -> assertThat(m).endsWith("(java -jar rag-eval-cli.jar pool)."));
        // auto: that golden set judged everything it does not name not relevant, so nothing changes.
        assertThat(auto.variants().showsUnjudged()).isFalse();
        assertThat(auto.diagnostics()).extracting(Diagnostic::kind).doesNotContain("unjudged_bias");
    }

    @Test
    void aPairedTestWhoseLowerVariantLosesMostlyWhereItHasHolesSaysSo() throws Exception {
        // half: lower on every query, two of the four with holes; minor: one of the four.
        List<List<String>> half = List.of(List.of("u0", "v0"), List.of("u1", "v1"), List.of("n2"), List.of("n3"));
        List<List<String>> minor = List.of(List.of("u0", "v0"), List.of("n1"), List.of("n2"), List.of("n3"));
        VariantComparison comparison = compare("bm25", variant("bm25", JUDGED, true), variant("dense", HOLES, false),
                variant("half", half, false), variant("minor", minor, false), variant("same", JUDGED, false));

        HoleNote dense = comparison.contrasts().get(0).holeNotes().get("mean_recall");
        assertThat(dense.message()).isEqualTo("of 3 queries where dense scores lower, 3 have unjudged documents in"
                + " its top 2: the difference may be holes in the judgments");
        assertThat(comparison.contrasts().get(1).holeNotes().get("mean_recall"))
                .isEqualTo(new HoleNote("half", 4, 2, K));
        assertThat(comparison.contrasts().get(2).holeNotes()).isEmpty();
        assertThat(comparison.contrasts().get(3).holeNotes()).isEmpty();
        // The same note on every compared metric is said once, naming them all.
        assertThat(console(comparison)).contains("    note on mean_precision, mean_recall, mrr and hit_rate: of 3"
                + " queries where dense scores lower, 3 have unjudged documents in its top 2: the difference may be"
                + " holes in the judgments");
    }

    @Test
    void aBaselineComparisonShowsBothSharesAndWarnsByTheSameRuleEitherWayRound() throws Exception {
        Fingerprint fingerprint = Fingerprint.of(Fixtures.settings(Fixtures.FOUR_PLUS));
        EvaluationReport judged = report(JUDGED);
        EvaluationReport holes = report(HOLES);
        AnalysisSettings settings = settings().withFrontEnd(SettingWords.PARAMETERS, List.of());

        Analysis worse = Analyses.analyse(holes, fingerprint, RecordedRun.of(judged, fingerprint), "baseline.json",
                settings);
        Analysis better = Analyses.analyse(judged, fingerprint, RecordedRun.of(holes, fingerprint), "baseline.json",
                settings);
        Analysis same = Analyses.analyse(judged, fingerprint, RecordedRun.of(judged, fingerprint), "baseline.json",
                settings);

        assertThat(worse.unjudged()).contains(new UnjudgedShare.Change(0.0, 0.75, K));
        assertThat(AnalysisConsole.lines(worse, ShowQueries.NONE)).extracting(ConsoleLine::text)
                .contains("  unjudged@2: 0.00 in the baseline, 0.75 in this run");
        assertThat(MarkdownReport.render(worse, "p")).contains(
                "Holes in the judgments: unjudged@2: 0.00 in the baseline, 0.75 in this run.");
        assertThat(worse.diagnostics()).extracting(Diagnostic::message).contains("the baseline had 0% unjudged"
                + " documents in its top 2, this run 75%: its drop in mean_precision, mean_recall, mrr and hit_rate"
                + " may be unjudged relevant documents; pool and judge them (mvn rag-eval:pool).");
        assertThat(better.diagnostics()).extracting(Diagnostic::message).contains("the baseline had 75% unjudged"
                + " documents in its top 2, this run 0%: the baseline's scores count its unjudged documents as not"
                + " relevant, so this run's gains over it may be holes in the judgments; pool and judge them"
                + " (mvn rag-eval:pool).");
        assertThat(same.unjudged()).isEmpty();
        assertThat(same.diagnostics()).extracting(Diagnostic::kind).doesNotContain("unjudged_bias");
        assertThat(AnalysisConsole.lines(same, ShowQueries.NONE)).extracting(ConsoleLine::text)
                .noneMatch(line -> line.contains("unjudged"));
    }

    @Test
    void aReGatedReportCountsHolesByTheSettingsRuleAsItsEvaluationDid() throws Exception {
        EvaluationSettings seed = Fixtures.withVariants(Fixtures.issueVariants("words4"));
        Path report = AnalysisJson.write(Analyses.run(seed, settings(), BaselineLocation.none()), dir);

        Analysis regated = Analyses.reuse(report, seed, settings(), BaselineLocation.none());
        Analysis unjudged = Analyses.reuse(report, seed.toBuilder().sources(unlisted(UnlistedDocuments.UNJUDGED))
                .build(), settings(),
                BaselineLocation.none());

        assertThat(regated.evaluation().holes().unlistedAreHoles()).isFalse();
        assertThat(regated.variants().showsUnjudged()).isFalse();
        assertThat(unjudged.variants().showsUnjudged()).isTrue();
    }

    private static List<String> console(VariantComparison comparison) {
        return io.github.rageval.engine.render.VariantConsole.lines(comparison, ShowQueries.NONE).stream()
                .map(ConsoleLine::text).toList();
    }

    private static VariantComparison compare(String gate, VariantReport... variants) throws Exception {
        assertThat(List.of(variants)).filteredOn(VariantReport::gate).extracting(VariantReport::name)
                .containsExactly(gate);
        return VariantComparison.of(List.of(variants), settings());
    }

    private static VariantReport variant(String name, List<List<String>> rankings, boolean gate) {
        return new VariantReport(name, Map.of("type", "tfidf"), gate, report(rankings));
    }

    /** The four queries ranked so, what the judgments do not name counted as holes (trec_eval's rule). */
    private static EvaluationReport report(List<List<String>> rankings) {
        List<CaseResult> cases = new ArrayList<>();
        for (int i = 0; i < rankings.size(); i++) {
            GoldenCase golden = new GoldenCase("q" + i, "query " + i, Map.of("r" + i, 1, "n" + i, 0));
            cases.add(EVALUATOR.score(golden, rankings.get(i).stream().map(id -> new ScoredDocument(id, 1.0))
                    .toList()));
        }
        return EvaluationReport.builder().source(new ResultSource.Retriever(Map.of("type", "tfidf"), 12, 0, K, null))
                .relevanceLevel(1).cases(cases).summary(Summary.of(K, EVALUATOR.metrics(), cases))
                .segmentRules(SegmentRules.NONE).latency(LatencyResult.NONE).holes(Holes.TREC_EVAL).build();
    }

    private static AnalysisSettings settings() throws Exception {
        return AnalysisSettings.parse(200, 200, 42, 0.05, "randomization", false, Map.of(), "fail");
    }

    private static DataSources unlisted(UnlistedDocuments setting) {
        return DataSources.builder().unlisted(setting).build();
    }
}
