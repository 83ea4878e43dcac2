package io.github.rageval.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.apache.commons.math3.random.RandomGenerator;
import org.apache.commons.math3.random.Well19937c;
import org.junit.jupiter.api.Test;

class TopicSetSizeTest {
    /** Reciprocal ranks of a small golden set: skewed, with ties, as IR metrics are. */
    private static final double[] RECIPROCAL_RANKS = {1, 1, 1, 1, 1, 1, 0.5, 0.5, 1.0 / 3, 0.25, 0.2, 0, 0};
    /** Hits and misses: the most discrete a metric gets. */
    private static final double[] HITS = {1, 1, 1, 1, 1, 1, 1, 0, 0, 1};
    private static final int SIMULATIONS = 2_000;

    @Test
    void matchesThePairedTTestsSampleSizeOfRsPowerTTest() {
        // power.t.test(delta = 0.5, sd = 1, power = 0.8, type = "paired") gives n = 33.4, so 34 (G*Power: 34);
        // delta = 0.2 gives 198.2, so 199.
        assertThat(TopicSetSize.queries(1.0, 0.5)).hasValue(34);
        assertThat(TopicSetSize.queries(1.0, 0.2)).hasValue(199);
        // A drop of five deviations: a handful of queries, never fewer than the t-test's two.
        assertThat(TopicSetSize.queries(0.1, 0.5).getAsInt()).isBetween(TopicSetSize.MIN_QUERIES, 3);
    }

    @Test
    void noVarianceTellsNothingAndAHugeNeedIsCapped() {
        assertThat(TopicSetSize.queries(0.0, 0.05)).isEmpty();
        assertThat(TopicSetSize.queries(Double.NaN, 0.05)).isEmpty();
        assertThat(TopicSetSize.queries(1.0, 1e-6)).hasValue(TopicSetSize.MAX_QUERIES);
        assertThatThrownBy(() -> TopicSetSize.queries(1.0, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void oneRunsValuesStandForTwoIndependentRuns() {
        // Values 0 and 1 alternating over 10 queries: s = sqrt(10 / 36) = 0.527, sigma_d = sqrt(2) s = 0.745; the
        // normal approximation asks (2.80 * 0.745 / 0.1)^2 = 436 queries, the t-test two more.
        double[] alternating = {0, 1, 0, 1, 0, 1, 0, 1, 0, 1};
        assertThat(TopicSetSize.forDrop(alternating, 0.1)).isEqualTo(TopicSetSize.queries(Math.sqrt(20.0 / 36), 0.1));
        assertThat(TopicSetSize.forDrop(alternating, 0.1).getAsInt()).isEqualTo(438);
        assertThat(TopicSetSize.forDrop(new double[] {1, 1, 1}, 0.1)).isEmpty();
        assertThat(TopicSetSize.forDrop(new double[] {0.5}, 0.1)).isEmpty();
    }

    /**
     * The formula against what it promises: golden sets of the size it gives, drawn from a per-query distribution,
     * two runs as independent draws (the sigma_d of sqrt(2) times the per-query deviation), the second lower by the
     * drop; the paired t-test must find the drop in about 80% of them. 2,000 simulations put the rate's standard
     * error at 0.009, so 0.75 to 0.85 is five of them either way.
     */
    @Test
    void aSimulatedGoldenSetOfThatSizeDetectsTheDropFourTimesInFive() {
        assertThat(detectionRate(RECIPROCAL_RANKS, 0.1, 1)).isBetween(0.75, 0.85);
        assertThat(detectionRate(HITS, 0.1, 2)).isBetween(0.75, 0.85);
        assertThat(detectionRate(RECIPROCAL_RANKS, 0.25, 3)).isBetween(0.75, 0.85);
    }

    private static double detectionRate(double[] distribution, double drop, long seed) {
        double sigmaD = Math.sqrt(2) * populationDeviation(distribution);
        int n = TopicSetSize.queries(sigmaD, drop).orElseThrow();
        RandomGenerator random = new Well19937c(seed);
        int detected = 0;
        for (int s = 0; s < SIMULATIONS; s++) {
            double[] before = new double[n];
            double[] after = new double[n];
            for (int q = 0; q < n; q++) {
                before[q] = distribution[random.nextInt(distribution.length)];
                after[q] = distribution[random.nextInt(distribution.length)] - drop;
            }
            PValue p = PairedTests.tTest(before, after);
            if (p.below(TopicSetSize.ALPHA) && mean(after) < mean(before)) {
                detected++;
            }
        }
        return detected / (double) SIMULATIONS;
    }

    private static double populationDeviation(double[] values) {
        double mean = mean(values);
        double squares = 0;
        for (double value : values) {
            squares += (value - mean) * (value - mean);
        }
        return Math.sqrt(squares / values.length);
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return sum / values.length;
    }
}
