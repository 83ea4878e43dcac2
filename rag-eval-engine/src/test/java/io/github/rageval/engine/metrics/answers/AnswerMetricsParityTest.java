package io.github.rageval.engine.metrics.answers;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every answer metric equals its reference's on the generated cases of {@code answers/generate_answer_metrics.py},
 * which runs SQuAD's script, rouge_score's tokenizer and LCS score with nltk's stemmer, and ParlAI's F1 on them:
 * the normalised texts and token lists along the way, and every score to the last bit.
 */
class AnswerMetricsParityTest {
    private static final Path REFERENCE = Path.of("src/test/resources/answers/answer-metrics-reference.json");

    private static JsonNode cases;

    @BeforeAll
    static void read() throws IOException {
        cases = new ObjectMapper().readTree(REFERENCE.toFile()).get("cases");
    }

    private static List<String> strings(JsonNode array) {
        List<String> strings = new ArrayList<>();
        array.forEach(node -> strings.add(node.asText()));
        return strings;
    }

    /** The prediction, then the references: the order the generator stores per-text values in. */
    private static List<String> texts(JsonNode c) {
        List<String> texts = new ArrayList<>(List.of(c.get("prediction").asText()));
        texts.addAll(strings(c.get("references")));
        return texts;
    }

    @Test
    void squadNormalisesEveryTextAsTheScriptDoes() {
        assertThat(cases).hasSizeGreaterThan(400);
        for (int i = 0; i < cases.size(); i++) {
            List<String> texts = texts(cases.get(i));
            for (int t = 0; t < texts.size(); t++) {
                assertThat(SquadText.normalize(texts.get(t))).as("case %d text %d %s", i, t, texts.get(t))
                        .isEqualTo(cases.get(i).get("squad_normalized").get(t).asText());
            }
        }
    }

    @Test
    void squadExactMatchAndF1EqualTheScripts() {
        for (int i = 0; i < cases.size(); i++) {
            JsonNode c = cases.get(i);
            String prediction = c.get("prediction").asText();
            List<String> references = strings(c.get("references"));
            assertThat(SquadScores.exactMatch(prediction, references)).as("case %d", i)
                    .isEqualTo(c.get("exact_match").asDouble());
            assertThat(SquadScores.f1(prediction, references)).as("case %d", i).isEqualTo(c.get("f1").asDouble());
        }
    }

    @Test
    void rougeTokensEqualRougeScoresWithAndWithoutTheStemmer() {
        for (int i = 0; i < cases.size(); i++) {
            List<String> texts = texts(cases.get(i));
            for (int t = 0; t < texts.size(); t++) {
                assertThat(RougeL.tokens(texts.get(t), false)).as("case %d text %d", i, t)
                        .isEqualTo(strings(cases.get(i).get("rouge_tokens").get(t)));
                assertThat(RougeL.tokens(texts.get(t), true)).as("case %d text %d stemmed", i, t)
                        .isEqualTo(strings(cases.get(i).get("rouge_stemmed_tokens").get(t)));
            }
        }
    }

    @Test
    void rougeLEqualsRougeScoresForEachTargetAndTheBest() {
        for (int i = 0; i < cases.size(); i++) {
            JsonNode c = cases.get(i);
            String prediction = c.get("prediction").asText();
            List<String> targets = strings(c.get("references"));
            for (int t = 0; t < targets.size(); t++) {
                assertThat(RougeL.fMeasure(targets.get(t), prediction, false)).as("case %d target %d", i, t)
                        .isEqualTo(c.get("rouge_l_each").get(t).asDouble());
            }
            assertThat(RougeL.fMeasure(targets, prediction, false)).as("case %d", i)
                    .isEqualTo(c.get("rouge_l").asDouble());
            assertThat(RougeL.fMeasure(targets, prediction, true)).as("case %d stemmed", i)
                    .isEqualTo(c.get("rouge_l_stemmed").asDouble());
        }
    }

    @Test
    void knowledgeF1EqualsParlaisOverTheJoinedContexts() {
        for (int i = 0; i < cases.size(); i++) {
            JsonNode c = cases.get(i);
            List<String> texts = texts(c);
            for (int t = 0; t < texts.size(); t++) {
                assertThat(KnowledgeF1.normalize(texts.get(t))).as("case %d text %d", i, t)
                        .isEqualTo(c.get("parlai_normalized").get(t).asText());
            }
            assertThat(KnowledgeF1.score(c.get("prediction").asText(), strings(c.get("references"))))
                    .as("case %d", i).isEqualTo(c.get("knowledge_f1").asDouble());
        }
    }
}
