package io.github.rageval.engine.goldenset.judge;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The chat completion UMBRELA's OpenAI judge sends for one prompt, which depends on the model's name. Every rule here
 * is {@code src/umbrela/gpt_judge.py} of castorini/umbrela at commit e2c4e4126bf7b568d9230008b465a58445cabc30:
 *
 * <ul>
 *   <li>a model is a reasoning model when its name contains {@code o1}, {@code o3}, {@code o4} or {@code gpt-5}
 *       anywhere, in that case ({@code REASONING_MODEL_MARKERS}, line 10; the test {@code marker in
 *       self.model_name}, lines 36 to 40): {@code o3-mini}, {@code openai/o4-mini} and {@code gpt-5-mini} are,
 *       {@code GPT-5}, {@code O3-mini} and {@code deepseek-r1:8b} are not, and neither is any name only because it
 *       reasons;</li>
 *   <li>an ordinary model gets the system message, the prompt as the user's message, {@code temperature} 0.0,
 *       {@code max_tokens} 100, {@code top_p} 1, {@code frequency_penalty} 0.5 and {@code presence_penalty} 0
 *       (lines 172 to 195, the messages lines 276 to 279, 100 {@code judge()}'s default, line 331);</li>
 *   <li>a reasoning model gets {@code temperature} 1.0 and {@code max_completion_tokens} in place of
 *       {@code max_tokens}, 4096 where the default 100 was asked for ({@code DEFAULT_REASONING_MAX_NEW_TOKENS},
 *       line 9, lines 42 to 48), and no {@code top_p} and no penalties (lines 178 to 194);</li>
 *   <li>for a name containing {@code o1}, {@code o3} or {@code o4} ({@code SYSTEM_TO_USER_MODEL_MARKERS}, line 11),
 *       not {@code gpt-5}, the system message is folded into the user's: one user message, the system message, a
 *       line feed, the prompt (lines 152 to 161).</li>
 * </ul>
 *
 * The fields go in UMBRELA's order; its {@code timeout} of 30 s (line 186) is an option of the OpenAI SDK's request,
 * not a field of the body, and the timeouts here are {@link RetryPolicy}'s. UMBRELA asks through OpenAI's Responses
 * API instead only when a reasoning effort is set (lines 282 to 288), which it is not by default and which this judge
 * has no setting for.
 */
final class UmbrelaRequest {
    /** What UMBRELA asks for by default: {@code DEFAULT_MAX_NEW_TOKENS}, line 8. */
    static final int MAX_NEW_TOKENS = 100;
    /** What a reasoning model gets in its place: {@code DEFAULT_REASONING_MAX_NEW_TOKENS}, line 9. */
    static final int REASONING_MAX_NEW_TOKENS = 4096;
    private static final List<String> REASONING_MARKERS = List.of("o1", "o3", "o4", "gpt-5");
    private static final List<String> SYSTEM_TO_USER_MARKERS = List.of("o1", "o3", "o4");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private UmbrelaRequest() {
    }

    /** Whether UMBRELA asks this model as a reasoning model: its name contains a marker, case as written. */
    static boolean reasoning(String model) {
        return containsAny(model, REASONING_MARKERS);
    }

    /** Whether UMBRELA folds the system message into the user's for this model. */
    static boolean systemFoldedIntoUser(String model) {
        return containsAny(model, SYSTEM_TO_USER_MARKERS);
    }

    private static boolean containsAny(String model, List<String> markers) {
        return markers.stream().anyMatch(model::contains);
    }

    /** The body UMBRELA sends for a prompt to this model, its fields in UMBRELA's order. */
    static String body(String model, String prompt) {
        ObjectNode body = MAPPER.createObjectNode();
        body.put("model", model);
        ArrayNode messages = body.putArray("messages");
        if (systemFoldedIntoUser(model)) {
            messages.addObject().put("role", "user").put("content", UmbrelaPrompt.SYSTEM + "\n" + prompt);
        } else {
            messages.addObject().put("role", "system").put("content", UmbrelaPrompt.SYSTEM);
            messages.addObject().put("role", "user").put("content", prompt);
        }
        if (reasoning(model)) {
            body.put("temperature", 1.0);
            body.put("max_completion_tokens", REASONING_MAX_NEW_TOKENS);
        } else {
            body.put("temperature", 0.0);
            body.put("max_tokens", MAX_NEW_TOKENS);
            body.put("top_p", 1);
            body.put("frequency_penalty", 0.5);
            body.put("presence_penalty", 0);
        }
        try {
            return MAPPER.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of strings and numbers is always JSON", e);
        }
    }
}
