package io.github.rageval.engine.metrics.contexts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every similarity and every context score equals what rapidfuzz and ragas' transcribed scoring code give on the
 * generated cases of {@code contexts/generate_context_metrics.py}: to the last bit (the arithmetic is the same
 * operations in the same order), and ragas' exceptions as {@link IllegalArgumentException}, its NaN as NaN.
 */
class ContextMetricsParityTest {
    private static final Path REFERENCE = Path.of("src/test/resources/contexts/context-metrics-reference.json");

    private static JsonNode reference;

    @BeforeAll
    static void read() throws IOException {
        reference = new ObjectMapper().readTree(REFERENCE.toFile());
    }

    @Test
    void everySimilarityIsRapidfuzzs() {
        JsonNode pairs = reference.get("similarities");
        assertThat(pairs.size()).isGreaterThan(200);
        int half = 0;
        for (JsonNode pair : pairs) {
            String a = pair.get("a").asText();
            String b = pair.get("b").asText();
            double expected = pair.get("similarity").asDouble();
            assertThat(StringSimilarity.levenshtein(a, b)).as("%s | %s", a, b).isEqualTo(expected);
            assertThat(StringSimilarity.levenshtein(b, a)).as("%s | %s", b, a).isEqualTo(expected);
            half += expected == 0.5 ? 1 : 0;
        }
        assertThat(half).as("pairs exactly half-similar").isGreaterThan(10);
    }

    @Test
    void everyNonLlmScoreIsRagass() {
        JsonNode cases = reference.get("contexts");
        assertThat(cases.size()).isGreaterThan(300);
        for (JsonNode c : cases) {
            expect(c, "precision", NonLlmContextPrecision::score);
            expect(c, "recall", NonLlmContextRecall::score);
        }
    }

    @Test
    void everyIdScoreIsRagass() {
        JsonNode cases = reference.get("ids");
        assertThat(cases.size()).isGreaterThan(200);
        for (JsonNode c : cases) {
            expect(c, "precision", IdContextPrecision::score);
            expect(c, "recall", IdContextRecall::score);
        }
    }

    private static void expect(JsonNode c, String metric, BiFunction<List<String>, List<String>, Double> score) {
        List<String> retrieved = texts(c.get("retrieved"));
        List<String> references = texts(c.get("references"));
        JsonNode outcome = c.get(metric);
        String where = metric + " of " + retrieved + " against " + references;
        if (outcome.has("error")) {
            assertThat(outcome.get("error").asText()).isEqualTo("ValueError");
            assertThatThrownBy(() -> score.apply(retrieved, references)).as(where)
                    .isInstanceOf(IllegalArgumentException.class);
        } else if (outcome.get("value").isNull()) {
            assertThat(score.apply(retrieved, references)).as(where).isNaN();
        } else {
            assertThat(score.apply(retrieved, references)).as(where).isEqualTo(outcome.get("value").asDouble());
        }
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(t -> texts.add(t.asText()));
        return texts;
    }
}
