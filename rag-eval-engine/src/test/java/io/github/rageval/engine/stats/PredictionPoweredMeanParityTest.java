package io.github.rageval.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Estimate, standard error and interval equal ppi_py's {@code ppi_mean_ci} with {@code lam=1} on the generated cases
 * of {@code ppi/generate_ppi_mean.py}: estimate and standard error to the last bit (numpy's summation order is
 * reproduced), the bounds to 1e-12 (the normal quantile is Commons Math's, not scipy's).
 */
class PredictionPoweredMeanParityTest {
    private static final Path REFERENCE = Path.of("src/test/resources/ppi/ppi-mean-reference.json");

    @Test
    void everyCaseAgreesWithPpiPy() throws IOException {
        JsonNode cases = new ObjectMapper().readTree(REFERENCE.toFile()).get("cases");
        assertThat(cases.size()).isEqualTo(50);
        for (int c = 0; c < cases.size(); c++) {
            JsonNode expected = cases.get(c);
            String where = "case " + c + " (" + expected.get("kind").asText() + ")";
            PredictionPoweredMean mean = PredictionPoweredMean.of(doubles(expected.get("labels")),
                    doubles(expected.get("predictions")), doubles(expected.get("unlabeled")));
            assertThat(mean.estimate()).as(where).isEqualTo(expected.get("estimate").asDouble());
            assertThat(mean.standardError()).as(where).isEqualTo(expected.get("standard_error").asDouble());
            for (JsonNode interval : expected.get("intervals")) {
                ConfidenceInterval ci = mean.interval(interval.get("alpha").asDouble());
                assertThat(ci.low()).as(where).isCloseTo(interval.get("lower").asDouble(), within(1e-12));
                assertThat(ci.high()).as(where).isCloseTo(interval.get("upper").asDouble(), within(1e-12));
            }
        }
    }

    private static double[] doubles(JsonNode array) {
        double[] values = new double[array.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = array.get(i).asDouble();
        }
        return values;
    }
}
