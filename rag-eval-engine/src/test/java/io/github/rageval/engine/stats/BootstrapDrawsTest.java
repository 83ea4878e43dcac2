package io.github.rageval.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Draws kept once and draws made again give the same resample means, so sharing them changes no interval. */
class BootstrapDrawsTest {

    @Test
    void keptDrawsGiveTheSameMeansAsDrawsMadeAgain() {
        double[] values = new Random(7).doubles(57).toArray();
        BootstrapDraws kept = BootstrapDraws.of(57, 300, 42, true);
        BootstrapDraws again = BootstrapDraws.of(57, 300, 42, false);

        assertThat(kept.means(values)).containsExactly(again.means(values));
        // And the same as before draws were shared: one interval per metric, drawn for it alone.
        ConfidenceInterval alone = BootstrapInterval.of(values, 0.5, 300, 42);
        assertThat(BootstrapInterval.of(values, 0.5, kept)).isEqualTo(alone);
        assertThat(BootstrapInterval.of(values, 0.5, again)).isEqualTo(alone);
    }

    @Test
    void largeDrawsAreNotKept() {
        assertThat(BootstrapDraws.of(5000, 4000, 1).means(new double[5000])).hasSize(4000).containsOnly(0.0);
    }

    @Test
    void manyMetricsInOnePassHaveEachTheMeansOfItAlone() {
        Random random = new Random(11);
        List<double[]> metrics = List.of(random.doubles(57).toArray(), random.doubles(57).toArray(), new double[57]);
        for (boolean keep : new boolean[] {true, false}) {
            BootstrapDraws draws = BootstrapDraws.of(57, 300, 42, keep);
            List<double[]> together = draws.means(metrics);
            assertThat(together).hasSize(3);
            for (int m = 0; m < metrics.size(); m++) {
                assertThat(together.get(m)).containsExactly(draws.means(metrics.get(m)));
            }
        }
    }

    @Test
    void groupedSumsAreBitForBitTheSumsInDrawOrder() {
        // Metric counts around the group of eight, query counts around a block of draws; kept, drawn again on this
        // thread, and drawn ahead on a second one, in blocks of 7 resamples (which do not divide 900) or 1 or all.
        Random random = new Random(3);
        for (int metricCount : new int[] {1, 7, 8, 9, 17}) {
            for (int n : new int[] {1, 13, 300}) {
                List<double[]> metrics = new java.util.ArrayList<>();
                for (int m = 0; m < metricCount; m++) {
                    metrics.add(random.doubles(n).map(v -> v * 1e3 - 1e-3).toArray());
                }
                List<double[]> expected = metrics.stream().map(values -> inDrawOrder(values, 900, 42)).toList();
                for (long blockDraws : new long[] {7L * n, 1, BootstrapDraws.BLOCK_DRAWS}) {
                    for (boolean keep : new boolean[] {true, false}) {
                        for (boolean ahead : new boolean[] {true, false}) {
                            List<double[]> means = BootstrapDraws.of(n, 900, 42, keep, blockDraws, ahead)
                                    .means(metrics);
                            for (int m = 0; m < metricCount; m++) {
                                assertThat(means.get(m)).as(metricCount + " metrics, n " + n + ", keep " + keep
                                                + ", ahead " + ahead + ", block of " + blockDraws)
                                        .containsExactly(expected.get(m));
                            }
                        }
                    }
                }
            }
        }
    }

    @Test
    void drawsOfARunOfThousandsOfQueriesAreBitForBitTheSumsInDrawOrder() {
        // The shape of a large run file: too many draws to keep, many blocks, the last one short.
        double[] values = new Random(5).doubles(6980).toArray();
        double[] expected = inDrawOrder(values, 40, 42);
        for (boolean ahead : new boolean[] {true, false}) {
            assertThat(BootstrapDraws.of(6980, 40, 42, false, 3L * 6980, ahead).means(values)).as("ahead " + ahead)
                    .containsExactly(expected);
        }
    }

    /** The bootstrap as first written: one draw at a time, each sum from 0 in draw order. */
    private static double[] inDrawOrder(double[] values, int samples, long seed) {
        org.apache.commons.math3.random.RandomGenerator random = new org.apache.commons.math3.random.Well19937c(seed);
        double[] means = new double[samples];
        for (int s = 0; s < samples; s++) {
            double sum = 0;
            for (int i = 0; i < values.length; i++) {
                sum += values[random.nextInt(values.length)];
            }
            means[s] = sum / values.length;
        }
        return means;
    }
}
