package io.github.rageval.engine.goldenset.judge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The judge's agreement with people equals UMBRELA's evaluation of its judge against the assessors on every pair of
 * ratings of {@code judge-agreement/generate_judge_agreement.py} (its {@code calculate_kappa} and
 * {@code draw_confusion_matrix}, transcribed, binarised at levels 1, 2 and 3): both kappas to the last bit, NaN where
 * sklearn's is undefined, the confusion matrix and its labels, and the counts rag-eval adds beside them.
 */
class JudgeAgreementParityTest {
    private static final Path REFERENCE = Path.of("src/test/resources/judge-agreement/judge-agreement-reference.json");

    private static JsonNode reference;

    @BeforeAll
    static void read() throws IOException {
        reference = new ObjectMapper().readTree(REFERENCE.toFile());
    }

    @Test
    void everyPairAgreesWithUmbrelasEvaluationAtEveryLevel() {
        JsonNode cases = reference.get("cases");
        assertThat(cases.size()).isGreaterThan(200);
        int undefined = 0;
        for (int c = 0; c < cases.size(); c++) {
            JsonNode expected = cases.get(c);
            int[] people = ints(expected.get("people"));
            int[] judge = ints(expected.get("judge"));
            for (String level : new String[] {"1", "2", "3"}) {
                String where = "case " + c + " at level " + level;
                JudgeAgreement agreement = new JudgeAgreement(people, judge, Integer.parseInt(level), people.length, 0);
                JsonNode atLevel = expected.get("levels").get(level);
                assertThat(agreement.labels()).as(where).containsExactly(ints(expected.get("labels")));
                JsonNode rows = expected.get("confusion");
                assertThat(agreement.confusion()).as(where).hasNumberOfRows(rows.size());
                for (int i = 0; i < rows.size(); i++) {
                    assertThat(agreement.confusion()[i]).as(where + " row " + i).containsExactly(ints(rows.get(i)));
                }
                expectKappa(agreement.gradedKappa(), expected.get("graded_kappa"), where + " on the grades");
                undefined += expectKappa(agreement.kappa(), atLevel.get("kappa"), where);
                assertThat(agreement.peopleRelevant()).as(where).isEqualTo(atLevel.get("people_relevant").asInt());
                assertThat(agreement.falseRelevant()).as(where).isEqualTo(atLevel.get("false_relevant").asInt());
                if (atLevel.get("false_relevant_share").isNull()) {
                    assertThat(agreement.falseRelevantShare()).as(where).isNaN();
                } else {
                    assertThat(agreement.falseRelevantShare()).as(where)
                            .isEqualTo(atLevel.get("false_relevant_share").asDouble());
                }
            }
        }
        assertThat(undefined).as("binarised kappas sklearn leaves undefined").isGreaterThan(5);
    }

    /** @return 1 if the expected kappa is undefined (NaN), else 0 */
    private static int expectKappa(double actual, JsonNode expected, String where) {
        if (expected.isNull()) {
            assertThat(actual).as(where).isNaN();
            return 1;
        }
        assertThat(actual).as(where).isEqualTo(expected.asDouble());
        return 0;
    }

    private static int[] ints(JsonNode array) {
        return IntStream.range(0, array.size()).map(i -> array.get(i).asInt()).toArray();
    }
}
