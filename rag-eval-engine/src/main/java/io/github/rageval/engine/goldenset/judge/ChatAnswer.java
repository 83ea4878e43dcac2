package io.github.rageval.engine.goldenset.judge;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;

/**
 * A model's answer as UMBRELA keeps it: the message's content, lower-cased, and the reasoning the endpoint returned
 * beside it, read as castorini/umbrela at commit e2c4e4126bf7b568d9230008b465a58445cabc30 reads them for every model,
 * reasoning or not:
 *
 * <ul>
 *   <li>the content lower-cased, or empty when the message has none ({@code src/umbrela/gpt_judge.py}, lines 292 to
 *       296);</li>
 *   <li>the reasoning from the message's {@code reasoning} field (Ollama, OpenRouter), else its
 *       {@code reasoning_content} (vLLM, DeepSeek): the first of them that is not empty, the other ignored, as it was
 *       written ({@code extract_reasoning_content}, {@code src/umbrela/utils/common_utils.py}, lines 116 to 125);</li>
 *   <li>the grade read from the content alone when there is no reasoning, else from the content, a line feed and the
 *       reasoning, trimmed ({@code prepare_judgments}, common_utils.py lines 141 to 144): so a reasoning alone gives
 *       the grade, and the reasoning, coming last, can outweigh the content, since UMBRELA's patterns take their last
 *       match ({@link UmbrelaAnswer}).</li>
 * </ul>
 *
 * A reasoning field that is not a string (UMBRELA would read Python's rendering of it) is not read.
 *
 * @param content the message's content lower-cased; empty for none
 * @param reasoning the reasoning beside it as written; null for none
 */
public record ChatAnswer(String content, String reasoning) {
    /** The fields UMBRELA reads a reasoning from, in its order. */
    static final List<String> REASONING_FIELDS = List.of("reasoning", "reasoning_content");

    public ChatAnswer {
        content = content == null ? "" : content;
        reasoning = reasoning == null || reasoning.isEmpty() ? null : reasoning;
    }

    /** The answer in a chat completion's {@code choices[0].message}. */
    static ChatAnswer of(JsonNode message) {
        JsonNode content = message.path("content");
        String text = content.isTextual() ? content.asText().toLowerCase(Locale.ROOT) : "";
        for (String field : REASONING_FIELDS) {
            JsonNode reasoning = message.path(field);
            if (reasoning.isTextual() && !reasoning.asText().isEmpty()) {
                return new ChatAnswer(text, reasoning.asText());
            }
        }
        return new ChatAnswer(text, null);
    }

    /** The text UMBRELA reads the grade from. */
    public String graded() {
        return reasoning == null ? content : (content + "\n" + reasoning).strip();
    }

    /** Whether the model said nothing at all: no content and no reasoning. */
    public boolean isEmpty() {
        return content.isEmpty() && reasoning == null;
    }
}
