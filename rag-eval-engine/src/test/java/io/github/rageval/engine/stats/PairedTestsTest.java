package io.github.rageval.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class PairedTestsTest {

    private static PairedComparison compare(double[] before, double[] after) {
        return PairedTests.compare(before, after, 5000, 42);
    }

    @Test
    void noChangeIsNeverSignificantAndNothingThrows() {
        double[] same = {1, 0.5, 0, 1};
        PairedComparison comparison = compare(same, same.clone());

        assertThat(comparison.changed()).isZero();
        assertThat(comparison.meanDifference()).isZero();
        for (PairedTest test : PairedTest.values()) {
            assertThat(comparison.pValue(test).value()).as(test.key()).isEqualTo(1.0);
            assertThat(comparison.pValue(test).note()).isEqualTo("no query changed");
        }
    }

    @Test
    void oneFlippedQueryOfTenIsExactlyInsignificant() {
        double[] before = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
        double[] after = before.clone();
        after[3] = 0;
        PairedComparison comparison = compare(before, after);

        assertThat(comparison.changed()).isEqualTo(1);
        assertThat(comparison.meanDifference()).isCloseTo(-0.1, within(1e-15));
        assertThat(comparison.pValue(PairedTest.RANDOMIZATION).value()).isEqualTo(1.0);
        assertThat(comparison.pValue(PairedTest.RANDOMIZATION).note())
                .isEqualTo("exact over 2 sign assignments of 1 changed queries");
        assertThat(comparison.pValue(PairedTest.WILCOXON).value()).isEqualTo(1.0);
        // t = -0.1 / (sqrt(0.1) / sqrt(10)) = -1 with 9 degrees of freedom: p = 0.3434 (scipy.stats.ttest_rel).
        assertThat(comparison.pValue(PairedTest.T_TEST).value()).isCloseTo(0.34343639613791355, within(1e-9));
    }

    @Test
    void everyQueryDroppingIsSignificantByEveryTest() {
        double[] before = new double[10];
        double[] after = new double[10];
        for (int i = 0; i < 10; i++) {
            before[i] = 1.0;
            after[i] = i % 2 == 0 ? 0.0 : 0.5;
        }
        PairedComparison comparison = compare(before, after);

        // Only the all-negative and the all-positive sign assignments reach |sum| = 7.5: 2 of 1024.
        assertThat(comparison.pValue(PairedTest.RANDOMIZATION).value()).isEqualTo(2.0 / 1024);
        // Every difference negative: W+ = 0, so the exact two-sided p-value is 2 / 2^10.
        assertThat(comparison.pValue(PairedTest.WILCOXON).value()).isEqualTo(2.0 / 1024);
        assertThat(comparison.pValue(PairedTest.T_TEST).value()).isLessThan(1e-4);
        assertThat(comparison.pValue(PairedTest.RANDOMIZATION).below(0.05)).isTrue();
    }

    @Test
    void zeroDifferencesAreDroppedBeforeRanking() {
        // Two of five queries changed, both down: exact Wilcoxon over the two is 2 * 1/4 = 0.5, as scipy's "wilcox".
        double[] before = {1, 1, 0.5, 0.2, 0};
        double[] after = {0, 1, 0, 0.2, 0};

        assertThat(PairedTests.wilcoxon(before, after, 2).value()).isEqualTo(0.5);
        assertThat(PairedTests.randomization(PairedTests.changedDifferences(before, after), 100, 1).value())
                .isEqualTo(0.5);
    }

    @Test
    void tTestNeedsTwoQueriesAndReportsDegenerateVariance() {
        assertThat(PairedTests.tTest(new double[] {1}, new double[] {0}).applicable()).isFalse();
        assertThat(PairedTests.tTest(new double[] {1}, new double[] {0}).note()).isEqualTo("needs at least 2 queries, has 1");
        PValue constant = PairedTests.tTest(new double[] {1, 0.5, 0.75}, new double[] {0.9, 0.4, 0.65});
        assertThat(constant.note()).isEqualTo("every query changed by the same amount (no variance)");
        assertThat(constant.value()).isZero();
        assertThat(compare(new double[0], new double[0]).pValue(PairedTest.T_TEST).applicable()).isFalse();
    }

    @Test
    void manyChangedQueriesUseSeededMonteCarloThatMatchesTheExactTest() {
        double[] before = new double[30];
        double[] after = new double[30];
        for (int i = 0; i < 30; i++) {
            before[i] = 0.5;
            after[i] = 0.5 + (i < 20 ? -0.25 : 0.25);
        }
        PValue first = PairedTests.randomization(PairedTests.changedDifferences(before, after), 20000, 7);
        PValue again = PairedTests.randomization(PairedTests.changedDifferences(before, after), 20000, 7);

        assertThat(first).isEqualTo(again);
        assertThat(first.note()).isEqualTo("20000 seeded random sign assignments of 30 changed queries");
        // Exact: P(|#minus - #plus| >= 10) for 30 fair signs = 2 * P(Binomial(30, 0.5) <= 10) = 0.0987.
        assertThat(first.value()).isCloseTo(0.09873714, within(0.01));
        PValue wilcoxon = PairedTests.wilcoxon(before, after, 30);
        // Thirty tied differences: the normal approximation with the tie correction, as scipy.stats.wilcoxon.
        assertThat(wilcoxon.note()).isEqualTo("normal approximation with tie correction over 30 changed queries");
        assertThat(wilcoxon.value()).isCloseTo(0.06788915486182905, within(1e-12));
    }

    @Test
    void differentLengthsAreAProgrammingError() {
        assertThatThrownBy(() -> compare(new double[2], new double[3])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void testsAreKnownByKey() {
        assertThat(PairedTest.byKey(" T-Test ")).contains(PairedTest.T_TEST);
        assertThat(PairedTest.byKey("anova")).isEmpty();
        assertThat(PairedTest.knownKeys()).isEqualTo("randomization, wilcoxon, t-test");
        assertThat(Arrays.stream(PairedTest.values()).map(PairedTest::label))
                .containsExactly("paired randomization test", "Wilcoxon signed-rank test", "paired t-test");
    }
}
