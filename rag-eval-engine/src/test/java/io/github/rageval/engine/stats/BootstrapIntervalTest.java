package io.github.rageval.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class BootstrapIntervalTest {
    private static final double[] EIGHT_OF_TEN = {1, 1, 0, 1, 1, 1, 1, 1, 0, 1};

    @Test
    void theSameSeedGivesTheSameInterval() {
        ConfidenceInterval first = BootstrapInterval.of(EIGHT_OF_TEN, 0.8, 10_000, 42);
        ConfidenceInterval second = BootstrapInterval.of(EIGHT_OF_TEN, 0.8, 10_000, 42);

        assertThat(first).isEqualTo(second);
        assertThat(first.level()).isEqualTo(0.95);
        assertThat(first.n()).isEqualTo(10);
    }

    @Test
    void aHitRateOfEightInTenHasTheIntervalResamplingGives() {
        ConfidenceInterval interval = BootstrapInterval.of(EIGHT_OF_TEN, 0.8, 10_000, 42);

        // Resampled hit rates are k/10 with k ~ Binomial(10, 0.8): the 2.5% and 97.5% points are 0.5 and 1.0.
        assertThat(interval.low()).isEqualTo(0.5);
        assertThat(interval.high()).isEqualTo(1.0);
        assertThat(interval.width()).isEqualTo(0.5);
    }

    @Test
    void constantValuesHaveAnIntervalOfWidthZero() {
        ConfidenceInterval interval = BootstrapInterval.of(new double[] {0.5, 0.5, 0.5}, 0.5, 500, 1);

        assertThat(interval.low()).isEqualTo(0.5);
        assertThat(interval.high()).isEqualTo(0.5);
    }

    @Test
    void theIntervalAlwaysHoldsTheValue() {
        double[] skewed = new double[50];
        skewed[0] = 1.0;
        ConfidenceInterval interval = BootstrapInterval.of(skewed, 0.02, 1000, 3);

        assertThat(interval.low()).isLessThanOrEqualTo(0.02);
        assertThat(interval.high()).isGreaterThanOrEqualTo(0.02);
    }

    @Test
    void noQueriesGiveADegenerateIntervalAndTooFewSamplesAreRejected() {
        assertThat(BootstrapInterval.of(new double[0], 0.0, 100, 1)).isEqualTo(new ConfidenceInterval(0, 0, 0, 0.95, 0));
        assertThatThrownBy(() -> BootstrapInterval.of(EIGHT_OF_TEN, 0.8, 0, 1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
