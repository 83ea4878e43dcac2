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
}
