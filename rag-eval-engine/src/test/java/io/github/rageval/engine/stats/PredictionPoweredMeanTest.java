package io.github.rageval.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Prediction-powered means worked by hand, and a seeded simulation of the interval's coverage. */
class PredictionPoweredMeanTest {
    private static final double Z_95 = 1.6448536269514722;

    @Test
    void aSmallCaseWorkedByHand() {
        // Unlabelled predictions: 6 of 8 are 1, mean 0.75, variance 0.75 * 0.25 = 0.1875.
        // Labels minus predictions: 0, -1, 0, 1, mean 0, variance 2 / 4 = 0.5 (divisor n, as numpy's std).
        PredictionPoweredMean mean = PredictionPoweredMean.of(new double[] {1, 0, 1, 1}, new double[] {1, 1, 1, 0},
                new double[] {1, 0, 1, 1, 0, 1, 1, 1});
        assertThat(mean.estimate()).isEqualTo(0.75);
        double se = Math.sqrt(0.1875 / 8 + 0.5 / 4);
        assertThat(mean.standardError()).isCloseTo(se, within(1e-15));
        ConfidenceInterval interval = mean.interval(0.1);
        assertThat(interval.low()).isCloseTo(0.75 - Z_95 * se, within(1e-15));
        assertThat(interval.high()).isCloseTo(0.75 + Z_95 * se, within(1e-15));
        assertThat(interval.level()).isCloseTo(0.9, within(1e-15));
        assertThat(interval.n()).isEqualTo(4);
    }

    @Test
    void aJudgeThatIsAlwaysOffByTheSameAmountIsCorrectedExactly() {
        // f = Y + 0.5 everywhere: the rectifier is -0.5 with no spread, so only the unlabelled spread remains.
        PredictionPoweredMean mean = PredictionPoweredMean.of(new double[] {0, 1, 2}, new double[] {0.5, 1.5, 2.5},
                new double[] {0.5, 2.5});
        assertThat(mean.estimate()).isEqualTo(1.0);
        assertThat(mean.standardError()).isEqualTo(1.0 / Math.sqrt(2));
    }

    @Test
    void withTheWholePopulationAbleToBeWrongTheShareFormIsPpiPysDoubleForDouble() {
        double[] labels = {0.3, 1, 0.25, 0.7};
        double[] predictions = {0.5, 0.75, 0.25, 0.1};
        double[] all = {0.5, 0.75, 0.25, 0.1, 0.9, 0.35, 0.6};
        assertThat(PredictionPoweredMean.withExactShare(labels, predictions, all, 1))
                .isEqualTo(PredictionPoweredMean.of(labels, predictions, all));
    }

    @Test
    void aShareOfThePopulationWeighsTheCorrectionAndItsSpread() {
        // Predictions of all 4 items: mean 0.5, variance 0.25. Errors on the 2 labelled: +1 and 0, mean 0.5,
        // variance 0.25. Half the items can be wrong: theta = 0.5 + 0.5 * 0.5, se^2 = 0.25 / 4 + 0.25 * 0.25 / 2.
        PredictionPoweredMean mean = PredictionPoweredMean.withExactShare(new double[] {1, 1},
                new double[] {0, 1}, new double[] {0, 1, 0, 1}, 0.5);
        assertThat(mean.estimate()).isEqualTo(0.75);
        assertThat(mean.standardError()).isCloseTo(Math.sqrt(0.0625 + 0.03125), within(1e-15));
        assertThat(mean.labeled()).isEqualTo(2);
        assertThat(mean.unlabeled()).isEqualTo(4);
        assertThatThrownBy(() -> PredictionPoweredMean.withExactShare(new double[] {1}, new double[] {1},
                new double[] {1}, 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(0, 1]");
    }

    @Test
    void theIntervalCoversTheTrueMeanAsOftenAsItsLevelPromisesThoughTheJudgeIsBiased() {
        // People's relevance is 1 with probability 0.6; the judge copies it 4 times in 5 and otherwise says 1, so its
        // own mean is 0.68. Over 2,000 seeded trials (n = 150 labelled, N = 1,500 unlabelled) the 90% interval must
        // cover 0.6 in 90% of them, within 0.025 (3.7 binomial standard errors; 0.891 here), while the classical
        // interval of the judge's mean alone, 0.08 off, (almost) never does.
        SplittableRandom random = new SplittableRandom(20261208L);
        int trials = 2000;
        int covered = 0;
        int judgeAloneCovered = 0;
        for (int t = 0; t < trials; t++) {
            double[][] labelled = relevance(random, 150);
            double[][] unlabelled = relevance(random, 1500);
            PredictionPoweredMean mean = PredictionPoweredMean.of(labelled[0], labelled[1], unlabelled[1]);
            ConfidenceInterval interval = mean.interval(0.1);
            covered += interval.low() <= 0.6 && 0.6 <= interval.high() ? 1 : 0;
            judgeAloneCovered += covers(unlabelled[1], 0.6) ? 1 : 0;
        }
        assertThat((double) covered / trials).isCloseTo(0.9, within(0.025));
        assertThat((double) judgeAloneCovered / trials).isLessThan(0.01);
    }

    /** Whether the classical 90% normal interval of the judge's mean alone covers the value. */
    private static boolean covers(double[] predictions, double value) {
        double mean = NumpyPairwiseSum.of(predictions) / predictions.length;
        double squares = 0;
        for (double prediction : predictions) {
            squares += (prediction - mean) * (prediction - mean);
        }
        double half = Z_95 * Math.sqrt(squares / predictions.length) / Math.sqrt(predictions.length);
        return Math.abs(mean - value) <= half;
    }

    /** Labels (row 0) and the judge's predictions (row 1) of size items. */
    private static double[][] relevance(SplittableRandom random, int size) {
        double[][] rows = new double[2][size];
        for (int i = 0; i < size; i++) {
            rows[0][i] = random.nextDouble() < 0.6 ? 1 : 0;
            rows[1][i] = random.nextDouble() < 0.8 ? rows[0][i] : 1;
        }
        return rows;
    }

    @Test
    void missingItemsOrAnAlphaOutsideTheUnitIntervalAreRejected() {
        assertThatThrownBy(() -> PredictionPoweredMean.of(new double[] {1}, new double[] {1, 0}, new double[] {1}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PredictionPoweredMean.of(new double[0], new double[0], new double[] {1}))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PredictionPoweredMean.of(new double[] {1}, new double[] {1}, new double[0]))
                .isInstanceOf(IllegalArgumentException.class);
        PredictionPoweredMean mean = PredictionPoweredMean.of(new double[] {1}, new double[] {1}, new double[] {1});
        assertThatThrownBy(() -> mean.interval(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> mean.interval(1)).isInstanceOf(IllegalArgumentException.class);
    }
}
