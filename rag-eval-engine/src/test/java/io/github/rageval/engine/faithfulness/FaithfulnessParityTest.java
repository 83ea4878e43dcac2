package io.github.rageval.engine.faithfulness;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * ragas' faithfulness held to ragas' own code: the prompts byte for byte, the replies read (or not) as ragas and
 * LangChain read them, and the scores, as {@code faithfulness/generate_faithfulness.py} stored them.
 */
class FaithfulnessParityTest {
    private static JsonNode reference;

    @BeforeAll
    static void read() throws IOException {
        try (InputStream in = FaithfulnessParityTest.class.getResourceAsStream(
                "/faithfulness/faithfulness-reference.json")) {
            reference = new ObjectMapper().readTree(in);
        }
    }

    @Test
    void theStatementPromptIsRagasByteForByte() {
        assertThat(reference.get("statement_prompts")).hasSizeGreaterThan(5);
        for (JsonNode prompt : reference.get("statement_prompts")) {
            assertThat(FaithfulnessPrompts.statements(prompt.get("question").textValue(),
                    prompt.get("answer").textValue())).isEqualTo(prompt.get("prompt").textValue());
        }
    }

    @Test
    void theVerdictPromptIsRagasByteForByteWithTheContextsJoinedByLineFeeds() {
        assertThat(reference.get("verdict_prompts")).hasSizeGreaterThan(3);
        for (JsonNode prompt : reference.get("verdict_prompts")) {
            assertThat(FaithfulnessPrompts.verdicts(texts(prompt.get("contexts")), texts(prompt.get("statements"))))
                    .isEqualTo(prompt.get("prompt").textValue());
        }
    }

    @Test
    void statementRepliesAreReadAsRagasReadsThem() {
        for (JsonNode reply : reference.get("statement_replies")) {
            Optional<List<String>> read = FaithfulnessReplies.statements(reply.get("reply").textValue());
            JsonNode expected = reply.get("statements");
            assertThat(read).as(reply.get("reply").textValue())
                    .isEqualTo(expected.isNull() ? Optional.empty() : Optional.of(texts(expected)));
        }
    }

    @Test
    void verdictRepliesAndTheirScoresAreRagas() {
        int read = 0;
        for (JsonNode reply : reference.get("verdict_replies")) {
            String text = reply.get("reply").textValue();
            Optional<FaithfulnessReplies.Verdicts> verdicts = FaithfulnessReplies.verdicts(text);
            if (!reply.get("read").booleanValue()) {
                assertThat(verdicts).as(text).isEmpty();
                continue;
            }
            read++;
            assertThat(verdicts).as(text).contains(new FaithfulnessReplies.Verdicts(reply.get("judged").intValue(),
                    reply.get("faithful").intValue()));
            OptionalDouble score = FaithfulnessScore.of(verdicts.orElseThrow());
            if (reply.get("score").isNull()) {
                assertThat(score).as(text).isEmpty();
            } else {
                assertThat(score.orElseThrow()).as(text).isEqualTo(reply.get("score").doubleValue());
            }
        }
        assertThat(read).isGreaterThan(10);
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(item -> texts.add(item.textValue()));
        return texts;
    }
}
