package io.github.rageval.engine.faithfulness;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The chat completion that asks one faithfulness prompt as ragas asks it (explodinggradients/ragas, commit
 * 3e28e9dec93897f47a98065be4c62f6d072a45a7): the rendered prompt string ({@code PydanticPrompt.generate_multiple}
 * sends {@code to_string}'s text as a {@code StringPromptValue}, which a chat model receives as one user message, no
 * system message), at the temperature ragas asks for a single answer, 0.01 ({@code BaseRagasLLM.get_temperature},
 * {@code src/ragas/llms/base.py}, line 73); no token limit, as ragas sets none.
 */
final class RagasRequest {
    /** The system message: none, which the answer cache's key records as empty. */
    static final String SYSTEM = "";
    static final double TEMPERATURE = 0.01;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private RagasRequest() {
    }

    static String body(String model, String prompt) {
        ObjectNode body = MAPPER.createObjectNode();
        body.put("model", model);
        body.putArray("messages").addObject().put("role", "user").put("content", prompt);
        body.put("temperature", TEMPERATURE);
        try {
            return MAPPER.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of strings and numbers is always JSON", e);
        }
    }
}
