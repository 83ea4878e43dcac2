package io.github.rageval.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Cohen's kappa by hand: a textbook table, the undefined case, binarising, what is rejected. */
class CohensKappaTest {
    @Test
    void aTwoByTwoTableGivesTheTextbookKappa() {
        // 50 items: both yes 20, first yes second no 5, first no second yes 10, both no 15.
        int[] first = new int[50];
        int[] second = new int[50];
        for (int k = 0; k < 50; k++) {
            first[k] = k < 25 ? 1 : 0;
            second[k] = k < 20 || k >= 25 && k < 35 ? 1 : 0;
        }
        CohensKappa kappa = CohensKappa.of(first, second);
        assertThat(kappa.labels()).containsExactly(0, 1);
        assertThat(kappa.confusion()).isDeepEqualTo(new int[][] {{15, 10}, {5, 20}});
        assertThat(kappa.observedAgreement()).isEqualTo(0.7);
        // p_e = (25 * 30 + 25 * 20) / 50^2 = 0.5; kappa = (0.7 - 0.5) / 0.5 = 0.4
        assertThat(kappa.expectedAgreement()).isEqualTo(0.5);
        assertThat(kappa.kappa()).isCloseTo(0.4, within(1e-15));
    }

    @Test
    void oneLabelOnlyLeavesKappaUndefinedAsSklearnDoes() {
        CohensKappa kappa = CohensKappa.of(new int[] {2, 2, 2}, new int[] {2, 2, 2});
        assertThat(kappa.observedAgreement()).isEqualTo(1.0);
        assertThat(kappa.expectedAgreement()).isEqualTo(1.0);
        assertThat(kappa.kappa()).isNaN();
        // Two labels in all, even if each rater used one: defined, and no better than chance.
        assertThat(CohensKappa.of(new int[] {0, 0}, new int[] {1, 1}).kappa()).isEqualTo(0.0);
    }

    @Test
    void binarisingCountsGradesAtOrAboveTheLevelAsOne() {
        CohensKappa graded = CohensKappa.of(new int[] {0, 1, 2, 3}, new int[] {1, 0, 3, 2});
        assertThat(graded.observedAgreement()).isEqualTo(0.0);
        CohensKappa relevant = graded.binarised(2);
        assertThat(relevant.labels()).containsExactly(0, 1);
        assertThat(relevant.confusion()).isDeepEqualTo(new int[][] {{2, 0}, {0, 2}});
        assertThat(relevant.kappa()).isEqualTo(1.0);
        assertThat(graded.binarised(4).labels()).containsExactly(0);
        assertThat(graded.binarised(4).kappa()).isNaN();
    }

    @Test
    void theSumIsNumpysPairwiseOrderNotLeftToRight() {
        // Nine values: numpy adds the first eight in interleaved pairs, then the ninth; left to right differs.
        double[] values = {1e16, 1, -1e16, 1, 1, 1, 1, 1, 1};
        double leftToRight = 0;
        for (double value : values) {
            leftToRight += value;
        }
        assertThat(NumpyPairwiseSum.of(values)).isEqualTo(((1e16 + 1) + (-1e16 + 1)) + ((1 + 1) + (1 + 1)) + 1)
                .isNotEqualTo(leftToRight);
    }

    @Test
    void emptyOrUnequalRatingsAreRejected() {
        assertThatThrownBy(() -> CohensKappa.of(new int[0], new int[0])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CohensKappa.of(new int[] {1}, new int[] {1, 2}))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
