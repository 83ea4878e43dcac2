package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.settings.read.SettingsCheck;
import static io.github.rageval.engine.evaluation.Fixtures.analyse;
import static io.github.rageval.engine.evaluation.Fixtures.hybrid;
import static io.github.rageval.engine.evaluation.Fixtures.issueVariants;
import static io.github.rageval.engine.evaluation.Fixtures.tfidf;
import static io.github.rageval.engine.evaluation.Fixtures.withVariants;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.VariantComparison;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.Variant;
import io.github.rageval.engine.settings.Variants;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.MetricValues;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import io.github.rageval.engine.settings.read.CommandLineNames;
import io.github.rageval.engine.stats.PairedTest;
import io.github.rageval.engine.saved.AnalysisJson;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Several retrievers compared in one evaluation of the seed example, the specification's two runs among them. */
class VariantEvaluationTest {

    @Test
    void eachVariantMatchesItsOwnSingleRunAndTheGateVariantIsTheTopLevelReport() throws Exception {
        Evaluations evaluations = RagEvaluation.evaluate(withVariants(issueVariants("words4")),
                io.github.rageval.engine.progress.ProgressListener.NONE);

        EvaluationReport words2 = RagEvaluation.run(Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN));
        EvaluationReport words4 = RagEvaluation.run(Fixtures.settings(Fixtures.FOUR_PLUS));
        assertThat(evaluations.variants()).extracting(VariantReport::name).containsExactly("words2", "words4",
                "fused");
        assertThat(evaluations.variants()).extracting(VariantReport::gate).containsExactly(false, true, false);
        assertThat(means(evaluations.variants().get(0).report())).isEqualTo(means(words2));
        assertThat(means(evaluations.variants().get(1).report())).isEqualTo(means(words4));
        assertThat(means(evaluations.gate())).isEqualTo(means(words4));
        assertThat(evaluations.gate().violationMessages()).containsExactlyElementsOf(words4.violationMessages());
        assertThat(evaluations.gate().violationMessages()).contains("hit_rate 0.80 fell below the 0.95 gate");
        assertThat(evaluations.gate().explanations()).hasSameSizeAs(words4.explanations()).isNotEmpty();
        assertThat(evaluations.variants().get(0).report().passed()).isTrue();
        assertThat(evaluations.variants().get(0).report().explanations()).isEmpty();
        assertThat(evaluations.variants().get(2).settings()).containsEntry("type", "hybrid")
                .containsEntry("fuse", "words2,words4").containsEntry("method", "rrf").containsEntry("rrf_k", 60)
                .containsEntry("depth", 100).containsEntry("words4.token_pattern", Fixtures.FOUR_PLUS);
    }

    private static Map<String, Double> means(EvaluationReport report) {
        return MetricValues.of(report.summary(), report.cases()).summary();
    }

    @Test
    void theFusedListsAreReciprocalRankFusionOfTheInputsReadToTheFullDepth() throws Exception {
        Evaluations evaluations = RagEvaluation.evaluate(withVariants(issueVariants(null)),
                io.github.rageval.engine.progress.ProgressListener.NONE);
        // Each input's whole ranking (the seed corpus has 10 documents, fewer than the depth 100).
        EvaluationSettings deep2 = deep(TfidfOptions.DEFAULT_TOKEN_PATTERN);
        EvaluationSettings deep4 = deep(Fixtures.FOUR_PLUS);
        List<CaseResult> first = RagEvaluation.run(deep2).cases();
        List<CaseResult> second = RagEvaluation.run(deep4).cases();
        List<CaseResult> fused = evaluations.variants().get(2).report().cases();
        for (int q = 0; q < fused.size(); q++) {
            Map<String, Double> scores = new HashMap<>();
            addReciprocalRanks(first.get(q).retrieved(), scores);
            addReciprocalRanks(second.get(q).retrieved(), scores);
            List<Map.Entry<String, Double>> expected = new ArrayList<>(scores.entrySet());
            expected.sort(Comparator.<Map.Entry<String, Double>>comparingDouble(Map.Entry::getValue).reversed()
                    .thenComparing(Map.Entry::getKey));
            List<String> expectedIds = expected.stream().limit(3).map(Map.Entry::getKey).toList();
            assertThat(fused.get(q).retrieved()).extracting(ScoredDocument::docId).as("query %d", q)
                    .containsExactlyElementsOf(expectedIds);
            for (ScoredDocument document : fused.get(q).retrieved()) {
                assertThat(document.score()).isEqualTo(scores.get(document.docId()));
            }
        }
    }

    private static EvaluationSettings deep(String tokenPattern) {
        return EvaluationSettings.builder().corpus(Fixtures.CORPUS).goldenDataset(Fixtures.GOLDEN).k(100)
                .retriever(Fixtures.tfidf(TfidfOptions.defaults().withTokenPattern(tokenPattern))).corpusOptional(false)
                .build();
    }

    private static void addReciprocalRanks(List<ScoredDocument> ranking, Map<String, Double> scores) {
        for (int i = 0; i < ranking.size(); i++) {
            scores.merge(ranking.get(i).docId(), 1.0 / (60 + i + 1), Double::sum);
        }
    }

    @Test
    void theComparisonHasIntervalsBestVariantsPairedTestsAndFlips() throws Exception {
        Analysis analysis = analyse(withVariants(issueVariants("words4")));
        VariantComparison comparison = analysis.variants();

        assertThat(comparison.gate()).isEqualTo("words4");
        assertThat(comparison.shown()).containsExactly("mean_precision", "mean_recall", "mrr", "hit_rate");
        assertThat(comparison.compared()).containsExactly("mean_recall", "mrr", "hit_rate");
        assertThat(comparison.best().get("hit_rate")).contains("words2");
        assertThat(comparison.row("words4").passed()).isFalse();
        assertThat(comparison.row("words2").passed()).isTrue();
        assertThat(comparison.row("words2").intervals().get("hit_rate").value()).isEqualTo(1.0);
        assertThat(comparison.contrasts()).extracting(VariantComparison.Contrast::variant)
                .containsExactly("words2", "fused");
        VariantComparison.Contrast words2 = comparison.contrasts().get(0);
        // words4 misses two queries words2 hits (hit rate 0.80 against 1.00): each flips, gate missing.
        assertThat(words2.flips()).hasSize(2).allSatisfy(flip -> assertThat(flip.gateHit()).isFalse());
        assertThat(words2.tests().get("hit_rate").meanDifference()).isEqualTo(0.2, org.assertj.core.data.Offset
                .offset(1e-12));
        // Two queries changed: the exact randomization test gives 2 of 4 sign assignments at least as extreme.
        assertThat(words2.tests().get("hit_rate").pValue(PairedTest.RANDOMIZATION).value()).isEqualTo(0.5);
    }

    @Test
    void reportsAreTheSameWhateverTheThreadCount() throws Exception {
        String one = AnalysisJson.render(analyse(withVariants(issueVariants("words4")).toBuilder().threads(1).build()));
        String four = AnalysisJson.render(analyse(withVariants(issueVariants("words4")).toBuilder().threads(4)
                .build()));
        assertThat(four).isEqualTo(one);
        assertThat(one).contains("\"gate_variant\" : \"words4\"", "\"variants\" : [", "\"against_gate\" : [");
    }

    @Test
    void weightedFusionOfMinMaxNormalisedScores() throws Exception {
        Variants variants = new Variants(List.of(tfidf("words2", null), tfidf("words4", Fixtures.FOUR_PLUS),
                hybrid("mix", Map.of("fuse", "words2+words4", "method", "weighted", "weights", "0.7,0.3"))), "mix");
        EvaluationReport gate = RagEvaluation.run(withVariants(variants));
        assertThat(gate.source()).isInstanceOfSatisfying(ResultSource.Retriever.class, source ->
                assertThat(source.settings()).containsEntry("method", "weighted").containsEntry("weights", "0.7,0.3")
                        .doesNotContainKey("rrf_k"));
        assertThat(gate.cases()).allSatisfy(c -> assertThat(c.retrieved()).isNotEmpty().hasSizeLessThanOrEqualTo(3));
        assertThat(gate.cases().get(0).retrieved().get(0).score()).isLessThanOrEqualTo(1.0);
    }

    @Test
    void badVariantConfigurationsAreClearErrors() {
        assertError(new Variants(List.of(tfidf("a", null), tfidf("a", null)), null), "two variants are named 'a'");
        assertError(new Variants(List.of(tfidf("words2", null), tfidf("words4", null)), "word4"),
                "gateVariant = 'word4' names no variant. Did you mean words4?");
        assertError(new Variants(List.of(tfidf("x y", null)), null), "variant name 'x y' is not allowed");
        assertError(new Variants(List.of(tfidf("a", null), hybrid("h", Map.of("fuse", "a,bb"))), null),
                "variant 'h': fuse names 'bb', which is no variant of this build.");
        assertError(new Variants(List.of(tfidf("a", null), tfidf("b", null), hybrid("h", Map.of("fuse", "a,b")),
                hybrid("h2", Map.of("fuse", "a,h"))), null), "variant 'h2': fuse names 'h', which is itself a hybrid");
        assertError(new Variants(List.of(tfidf("a", null), hybrid("h", Map.of("fuse", "a"))), null),
                "names one variant only");
        assertError(new Variants(List.of(tfidf("a", null), tfidf("b", null), hybrid("h", Map.of("fuse", "a,b",
                "method", "weighted", "weights", "1"))), null), "gives 1 weights for 2 fused variants (a, b)");
        assertError(new Variants(List.of(tfidf("a", null), tfidf("b", null), hybrid("h", Map.of("fuse", "a,b",
                "method", "combsum", "rrfK", "10"))), null), "rrfK is set, but method is combsum");
        assertError(new Variants(List.of(tfidf("a", null), tfidf("b", null), hybrid("h", Map.of("fuse", "a,b",
                "method", "borda"))), null), "method = 'borda' is not a fusion method");
        assertError(new Variants(List.of(tfidf("a", null), tfidf("b", null), hybrid("h", Map.of("fuse", "a,b",
                "depth", "2"))), null), "variant 'h': the hybrid retriever's option depth = 2 is below k = "
                + EvaluationSettings.DEFAULT_K + ": it would fuse only the first 2 results of each variant and so list"
                + " fewer than k. Set depth to " + EvaluationSettings.DEFAULT_K + " or more.");
        assertError(new Variants(List.of(tfidf("a", null), tfidf("b", null), hybrid("h", Map.of("fuse", "a,b",
                "method", "weighted", "weights", "1e308,1e308"))), null), "variant 'h': the hybrid retriever's option"
                + " weights = '1e308,1e308' adds up to more than a number can hold");
        assertError(new Variants(List.of(tfidf("a", null), tfidf("b", null), hybrid("h", Map.of("fuse", "a,b",
                "method", "weighted", "weights", "0,0.0"))), null), "variant 'h': the hybrid retriever's option"
                + " weights = '0,0.0' gives every fused variant the weight 0, so every fused score would be 0.");
        assertError(new Variants(List.of(tfidf("a", null), tfidf("b", null), hybrid("h", Map.of("fuse", "a,b",
                "rrfK", "\u0666\u0660"))), null), "variant 'h': retrieverOptions rrfK = '\u0666\u0660' of the hybrid"
                + " retriever is not a whole number above 0.");
        for (String loose : List.of("0x1p1", "1.2d", "1e400", "NaN")) {
            assertError(new Variants(List.of(tfidf("a", null), tfidf("b", null), hybrid("h", Map.of("fuse", "a,b",
                    "method", "weighted", "weights", loose + ",1"))), null), "has '" + loose + "', which is not a"
                    + " number of 0 or more");
        }
        assertError(new Variants(List.of(tfidf("a", null), new Variant("b", RetrieverSpec.builder("bm2")
                .build())), null), "variant 'b': retriever = 'bm2' is neither a built-in retriever");
    }

    @Test
    void aGateVariantWithoutVariantsIsAnError() {
        assertThatThrownBy(() -> SettingsCheck.evaluation(withVariants(new Variants(List.of(), "a"))))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("gateVariant = 'a' is set but no variants are configured");
    }

    @Test
    void theGateVariantsErrorsNameTheSettingsInTheFrontEndsWords() {
        // The command line was told "gateVariant = 'a'" and "Configure variants": a POM's words.
        assertThatThrownBy(() -> new Variants(List.of(), "a").check(CommandLineNames.words()))
                .hasMessage("--gate-variant a is set but no variants are configured. Configure --variants, or remove"
                        + " --gate-variant.");
        assertThatThrownBy(() -> new Variants(List.of(tfidf("a", null), tfidf("a", null)), null)
                .check(CommandLineNames.words())).hasMessageEndingWith(" reports and --gate-variant tell them apart"
                + " by it.");
        assertThatThrownBy(() -> new Variants(List.of(), "a").check(CommandLineNames.mavenWords()))
                .hasMessage("gateVariant = 'a' is set but no variants are configured. Configure variants, or remove"
                        + " gateVariant.");
    }

    private static void assertError(Variants variants, String message) {
        assertThatThrownBy(() -> SettingsCheck.evaluation(withVariants(variants)))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining(message);
    }
}
