package io.github.rageval.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Labels, confusion matrix, agreements and kappa equal scikit-learn's on every generated pair of ratings of
 * {@code kappa/generate_cohens_kappa.py}, graded and binarised at 1, 2 and 3: kappa to the last bit (numpy's summation
 * order is reproduced), NaN where sklearn returns NaN.
 */
class CohensKappaParityTest {
    private static final Path REFERENCE = Path.of("src/test/resources/kappa/cohens-kappa-reference.json");

    private static JsonNode reference;

    @BeforeAll
    static void read() throws IOException {
        reference = new ObjectMapper().readTree(REFERENCE.toFile());
    }

    @Test
    void everyPairAgreesWithSklearnGradedAndBinarised() {
        JsonNode cases = reference.get("cases");
        assertThat(cases.size()).isGreaterThan(300);
        int undefined = 0;
        for (int c = 0; c < cases.size(); c++) {
            JsonNode expected = cases.get(c);
            CohensKappa kappa = CohensKappa.of(ints(expected.get("first")), ints(expected.get("second")));
            undefined += expect(kappa, expected, "case " + c);
            for (String level : new String[] {"1", "2", "3"}) {
                expect(kappa.binarised(Integer.parseInt(level)), expected.get("binarised").get(level),
                        "case " + c + " binarised at " + level);
            }
        }
        assertThat(undefined).as("cases with one label only").isGreaterThan(5);
    }

    /** @return 1 if the expected kappa is undefined (NaN), else 0 */
    private static int expect(CohensKappa kappa, JsonNode expected, String where) {
        assertThat(kappa.labels()).as(where).containsExactly(ints(expected.get("labels")));
        JsonNode rows = expected.get("confusion");
        assertThat(kappa.confusion()).as(where).hasNumberOfRows(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            assertThat(kappa.confusion()[i]).as(where + " row " + i).containsExactly(ints(rows.get(i)));
        }
        assertThat(kappa.observedAgreement()).as(where).isEqualTo(expected.get("observed").asDouble());
        assertThat(kappa.expectedAgreement()).as(where).isEqualTo(expected.get("expected").asDouble());
        if (expected.get("kappa").isNull()) {
            assertThat(kappa.kappa()).as(where).isNaN();
            return 1;
        }
        assertThat(kappa.kappa()).as(where).isEqualTo(expected.get("kappa").asDouble());
        return 0;
    }

    private static int[] ints(JsonNode array) {
        int[] values = new int[array.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = array.get(i).asInt();
        }
        return values;
    }
}
