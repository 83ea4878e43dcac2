package io.github.rageval.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Wilcoxon signed-rank test against scipy.stats.wilcoxon's p-values, stored in {@code stats/wilcoxon-scipy.tsv}
 * by {@code stats/wilcoxon_scipy.py}: tie-heavy hit_rate changes (every difference +1 or -1), graded values on a grid
 * (ties and zeros), and tie-free values, on both sides of the exact and permutation limits.
 */
class WilcoxonScipyTest {

    record ScipyCase(String name, String method, double p, double[] before, double[] after) {
        @Override
        public String toString() {
            return name + " (" + method + ")";
        }
    }

    static Stream<ScipyCase> cases() throws IOException {
        List<ScipyCase> cases = new ArrayList<>();
        try (InputStream in = WilcoxonScipyTest.class.getResourceAsStream("/stats/wilcoxon-scipy.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.split("\t");
                cases.add(new ScipyCase(fields[0], fields[1], Double.parseDouble(fields[2]), numbers(fields[3]),
                        numbers(fields[4])));
            }
        }
        assertThat(cases).hasSizeGreaterThan(10);
        return cases.stream();
    }

    private static double[] numbers(String list) {
        return Arrays.stream(list.split(",")).mapToDouble(Double::parseDouble).toArray();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void matchesScipysDefault(ScipyCase scipy) {
        int changed = PairedTests.changedDifferences(scipy.before(), scipy.after()).length;

        PValue p = PairedTests.wilcoxon(scipy.before(), scipy.after(), changed);

        assertThat(p.value()).isCloseTo(scipy.p(), within(1e-12 + 1e-9 * scipy.p()));
    }
}
