package io.github.rageval.engine.metrics.answers;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Every stem equals nltk's, in each of its three modes, over the words of {@code answers/porter-stems-reference.json}:
 * the words of the answer cases and a seeded sample of English stems with common suffixes (written by
 * {@code answers/generate_answer_metrics.py}).
 */
class PorterStemmerParityTest {
    private static final Path REFERENCE = Path.of("src/test/resources/answers/porter-stems-reference.json");

    @Test
    void everyStemEqualsNltksInEveryMode() throws IOException {
        JsonNode reference = new ObjectMapper().readTree(REFERENCE.toFile());
        JsonNode modes = reference.get("modes");
        JsonNode rows = reference.get("stems");
        assertThat(rows.size()).isGreaterThan(4000);
        int differing = 0;
        for (int m = 0; m < modes.size(); m++) {
            PorterStemmer stemmer = new PorterStemmer(PorterStemmer.Mode.valueOf(modes.get(m).asText()));
            for (JsonNode row : rows) {
                String word = row.get(0).asText();
                String expected = row.get(m + 1).asText();
                assertThat(stemmer.stem(word)).as("%s in %s", word, modes.get(m).asText()).isEqualTo(expected);
                if (!expected.equals(word)) {
                    differing++;
                }
            }
        }
        assertThat(differing).as("words the stemmer changes").isGreaterThan(rows.size());
    }
}
