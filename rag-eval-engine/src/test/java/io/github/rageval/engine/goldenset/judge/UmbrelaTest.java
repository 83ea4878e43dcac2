package io.github.rageval.engine.goldenset.judge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The prompt, the requests and the reading of answers against UMBRELA's own code: the cases in
 * {@code umbrela/parse-cases.json}, {@code request-cases.json} and {@code reasoning-cases.json} and the rendered prompt
 * were written by {@code umbrela/generate.py}, which runs UMBRELA's source (castorini/umbrela at e2c4e41), so they
 * are its outputs, not ours.
 */
class UmbrelaTest {
    private static final Path DATA = Path.of("src/test/resources/umbrela");

    @Test
    void everyAnswerIsReadAsUmbrelaReadsItAndAnUnreadableOneIsNoGrade() throws Exception {
        JsonNode cases = new ObjectMapper().readTree(DATA.resolve("parse-cases.json").toFile());
        assertThat(cases.size()).isGreaterThan(25);
        for (JsonNode c : cases) {
            String answer = c.get("answer").asText();
            OptionalInt expected = c.get("valid").asInt() == 1 ? OptionalInt.of(c.get("grade").asInt())
                    : OptionalInt.empty();
            assertThat(UmbrelaAnswer.grade(answer)).as(answer).isEqualTo(expected);
        }
        // UMBRELA's order of patterns, kept: "O" before "final score", so "to 3" wins over "final score: 2".
        assertThat(UmbrelaAnswer.grade("##final score: 2\nThe scale goes from 0 to 3.")).hasValue(3);
    }

    @Test
    void aScoreOffTheScaleIsUnreadableWhereUmbrelaReadsItsDigit() {
        // UMBRELA reads "17" and "-1" as grade 1 and "2.5" as 2: a documented deviation makes them no grade.
        assertThat(UmbrelaAnswer.grade("##final score: 17")).isEmpty();
        assertThat(UmbrelaAnswer.grade("##final score: -1")).isEmpty();
        assertThat(UmbrelaAnswer.grade("##final score: 2.5")).isEmpty();
        // A grade that ends a sentence or is followed by words is still read.
        assertThat(UmbrelaAnswer.grade("##final score: 2.")).hasValue(2);
        assertThat(UmbrelaAnswer.grade("##final score: 3, as the passage answers it")).hasValue(3);
    }

    @Test
    void thePromptIsUmbrelasWithBracesInTheTextsLeftAsWritten() throws Exception {
        String expected = Files.readString(DATA.resolve("rendered-prompt.txt"), StandardCharsets.UTF_8);
        assertThat(UmbrelaPrompt.render("how do {passage} braces render?",
                "Braces {query} stay as written.\nA second line.")).isEqualTo(expected);
        assertThat(expected).startsWith("Given a query and a passage, you must provide a score on an integer scale of"
                + " 0 to 3").endsWith("Provide each score in the format of: ##final score: score without providing"
                + " any reasoning.");
    }

    @Test
    void everyModelIsSentTheBodyUmbrelaSendsItByteForByte() throws Exception {
        JsonNode cases = new ObjectMapper().readTree(DATA.resolve("request-cases.json").toFile());
        assertThat(cases.size()).isGreaterThan(10);
        List<String> expected = new ArrayList<>();
        try (RecordedChatServer server = new RecordedChatServer()) {
            for (JsonNode c : cases) {
                server.completion("\"3\"");
                new ChatEndpoint(server.base(), c.get("model").asText(), null).ask("the prompt");
                expected.add(c.get("body").asText());
            }
            assertThat(server.bodies()).containsExactlyElementsOf(expected);
        }
        assertThat(expected).filteredOn(body -> body.contains("max_completion_tokens")).hasSize(6);
    }

    @Test
    void theReasoningBesideTheContentGivesTheGradeUmbrelaReads() throws Exception {
        JsonNode cases = new ObjectMapper().readTree(DATA.resolve("reasoning-cases.json").toFile());
        assertThat(cases.size()).isGreaterThan(10);
        try (RecordedChatServer server = new RecordedChatServer()) {
            for (JsonNode c : cases) {
                server.message(c.get("message").toString());
                ChatAnswer answer = new ChatEndpoint(server.base(), "m", null).ask("p");
                OptionalInt expected = c.get("valid").asInt() == 1 ? OptionalInt.of(c.get("grade").asInt())
                        : OptionalInt.empty();
                assertThat(UmbrelaAnswer.grade(answer.graded())).as(c.get("message").toString()).isEqualTo(expected);
            }
        }
    }
}
