package io.github.rageval.engine.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.stats.PairedTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ComparisonTest {

    private static Comparison regression(Map<String, String> drops, boolean requireSignificance) throws Exception {
        Analysis analysis = Fixtures.regression(Fixtures.withDrops(drops, requireSignificance));
        assertThat(analysis.comparison()).isNotNull();
        return analysis.comparison();
    }

    @Test
    void everyMetricChangesAsTheSpecificationsTwoRunsDiffer() throws Exception {
        Comparison comparison = regression(Map.of(), false);

        assertThat(comparison.metrics()).extracting(MetricChange::change).containsExactly(
                "mean_precision 0.52 -> 0.62 (+0.10)",
                "mean_recall 0.95 -> 0.80 (-0.15)",
                "mrr 0.93 -> 0.80 (-0.13)",
                "hit_rate 1.00 -> 0.80 (-0.20)");
        assertThat(comparison.metric("mrr").orElseThrow().delta()).isCloseTo(0.8 - 0.9333333333333333, within(1e-12));
        assertThat(comparison.retrieverChanges()).extracting(Fingerprint.Difference::field)
                .containsExactly("token_pattern");
        assertThat(comparison.returnedBefore()).isEqualTo(2.5);
        assertThat(comparison.returnedAfter()).isEqualTo(1.6);
        assertThat(comparison.unpaired()).isEmpty();
        assertThat(comparison.violations()).isEmpty();
    }

    @Test
    void flipsListTheLostQueriesWithRanksAndTheDocumentsThatLeft() throws Exception {
        Comparison comparison = regression(Map.of(), false);

        assertThat(comparison.flips()).extracting(QueryChange::query).containsExactly(
                "How do I protect my account from someone else logging in?", "How do I set up SSO for my company?");
        QueryChange sso = comparison.flips().get(1);
        assertThat(sso.kind()).isEqualTo("HIT -> MISS");
        assertThat(sso.ranks()).isEqualTo("first relevant rank 1 -> none");
        assertThat(sso.entered()).isEmpty();
        assertThat(sso.left()).containsExactly("sso-setup", "refund-policy", "pw-reset");
        QueryChange protect = comparison.flips().get(0);
        assertThat(protect.entered()).containsExactly("api-rate-limits");
        assertThat(protect.left()).containsExactly("pw-reset");
        // 7 queries changed: the 2 flips and 5 whose top 3 lost documents; 3 (reset, renew, export) did not.
        assertThat(comparison.queries()).hasSize(7);
        assertThat(comparison.queries()).extracting(QueryChange::index).containsExactly(1, 2, 3, 4, 5, 7, 9);
    }

    @Test
    void theQueriesAreCountedOnceByHowTheyChangedApartFromEachMetricsOwnCount() throws Exception {
        Comparison comparison = regression(Map.of(), false);

        assertThat(comparison.counts()).isEqualTo(new QueryCounts(2, 0, 5, 3));
        assertThat(comparison.counts().changed()).isEqualTo(comparison.queries().size());
        assertThat(comparison.counts().describe())
                .isEqualTo("2 HIT -> MISS, 0 MISS -> HIT, 5 changed without flipping, 3 unchanged");
        // MRR moved on the flips alone: the others changed their top 3 and kept their first relevant rank.
        assertThat(comparison.metric("mrr").orElseThrow().paired().changed()).isEqualTo(2);
    }

    @Test
    void aDropBeyondItsRuleFailsUnlessSignificanceIsRequiredAndMissing() throws Exception {
        Comparison strict = regression(Map.of("mrr", "0.05", "mean_precision", "0"), false);

        MetricChange mrr = strict.metric("mrr").orElseThrow();
        assertThat(mrr.exceeded()).isTrue();
        assertThat(mrr.violated()).isTrue();
        assertThat(mrr.message()).isEqualTo("mrr dropped 0.93 -> 0.80 (-0.13), more than the allowed 0.05");
        assertThat(strict.metric("mean_precision").orElseThrow().exceeded()).as("precision rose").isFalse();
        assertThat(strict.violations()).extracting(MetricChange::metric).containsExactly("mrr");
        assertThat(strict.ruled()).extracting(MetricChange::metric).containsExactly("mean_precision", "mrr");

        Comparison lenient = regression(Map.of("mrr", "0.05"), true);
        MetricChange excused = lenient.metric("mrr").orElseThrow();
        // Two of ten queries lost their reciprocal rank: 4 equally likely sign assignments, 2 as extreme.
        assertThat(excused.paired().pValue(PairedTest.RANDOMIZATION).value()).isEqualTo(0.5);
        assertThat(excused.significant()).isFalse();
        assertThat(excused.violated()).isFalse();
        assertThat(excused.excused()).isTrue();
        assertThat(excused.message()).isEqualTo("mrr dropped 0.93 -> 0.80 (-0.13), more than the allowed 0.05, but"
                + " not significantly (paired randomization test p = 0.500, not below alpha 0.05; mrr changed on 2"
                + " of 10 queries): within noise, so it does not fail the build");
        assertThat(lenient.violations()).isEmpty();
        assertThat(lenient.excused()).containsExactly(excused);
    }

    @Test
    void aDropEqualToItsRulePassesDespiteBinaryRounding() throws Exception {
        // mean_recall 0.95 -> 0.90 drops by 0.04999999999999993 in binary: exactly the allowed 0.05.
        Comparison comparison = Fixtures.against(Fixtures.THREE_PLUS,
                Fixtures.withDrops(Map.of("mean_recall", "0.05", "hit_rate", "0.0999999999"), false)).comparison();

        assertThat(comparison.metric("mean_recall").orElseThrow().exceeded()).isFalse();
        MetricChange hitRate = comparison.metric("hit_rate").orElseThrow();
        assertThat(hitRate.exceeded()).isTrue();
        assertThat(hitRate.message()).isEqualTo("hit_rate dropped 1.00 -> 0.90 (-0.10), more than the allowed 0.0999999999");
    }

    @Test
    void metricsOnlyOneSideHasAreNotComparedAndDifferentQueriesCannotBePaired() throws Exception {
        RecordedRun baseline = Fixtures.baseline();
        RecordedRun fewer = new RecordedRun(baseline.fingerprint(), Map.of("mrr", baseline.summary().get("mrr"),
                "ndcg@10", 0.5), baseline.cases());
        Comparison comparison = Comparison.of(fewer, baseline, Fixtures.withDrops(Map.of(), false).comparison());

        assertThat(comparison.metrics()).extracting(MetricChange::metric).containsExactly("mrr");
        assertThat(comparison.unpaired()).containsExactly("mean_precision", "mean_recall", "hit_rate", "ndcg@10");

        RecordedRun other = new RecordedRun(baseline.fingerprint(), Map.of("hit_rate", 0.0), List.of(
                RecordedCase.of("another query", List.of(), List.of(), Map.of("hit_rate", 0.0))));
        assertThat(Comparison.sharesQueries(baseline, other)).isFalse();
        assertThatThrownBy(() -> Comparison.of(baseline, other, Fixtures.withDrops(Map.of(), false).comparison()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aQueryRemovedSinceTheBaselineIsComparedOnTheSharedQueriesMeans() throws Exception {
        RecordedRun baseline = Fixtures.baseline();
        RecordedRun current = Fixtures.regression(Fixtures.withDrops(Map.of(), false)).current();
        // The current run without its first query: the baseline's mean over the other nine is what it is compared with.
        RecordedRun shorter = new RecordedRun(current.fingerprint(), current.summary(),
                current.cases().subList(1, current.cases().size()));
        Comparison comparison = Comparison.of(baseline, shorter, Fixtures.withDrops(Map.of(), false).comparison());

        double[] before = baseline.perQuery("mrr");
        double[] after = current.perQuery("mrr");
        double beforeMean = 0;
        double afterMean = 0;
        for (int i = 1; i < before.length; i++) {
            beforeMean += before[i] / 9;
            afterMean += after[i] / 9;
        }
        MetricChange mrr = comparison.metric("mrr").orElseThrow();
        assertThat(mrr.before()).isCloseTo(beforeMean, within(1e-12));
        assertThat(mrr.after()).isCloseTo(afterMean, within(1e-12));
        assertThat(comparison.since().shared()).isEqualTo(9);
        assertThat(comparison.since().queriesRemoved()).containsExactly(baseline.cases().get(0).query());
        assertThat(comparison.queries()).extracting(QueryChange::index).containsExactly(0, 1, 2, 3, 4, 6, 8);
        assertThat(comparison.baselineCase(baseline, 0)).isSameAs(baseline.cases().get(1));
    }

    @Test
    void theSameQueriesInAnotherOrderCompareTheRecordedSummaries() throws Exception {
        RecordedRun baseline = Fixtures.baseline();
        List<RecordedCase> reversed = new java.util.ArrayList<>(baseline.cases());
        java.util.Collections.reverse(reversed);
        RecordedRun current = new RecordedRun(baseline.fingerprint(), baseline.summary(), reversed);
        Comparison comparison = Comparison.of(baseline, current, Fixtures.withDrops(Map.of(), false).comparison());

        assertThat(comparison.pairing().complete()).isTrue();
        assertThat(comparison.pairing().identity()).isFalse();
        assertThat(comparison.queries()).isEmpty();
        assertThat(comparison.metric("mrr").orElseThrow().delta()).isZero();
        assertThat(comparison.since().any()).isFalse();
    }
}
