package io.github.rageval.engine.faithfulness;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A model's replies to the two faithfulness prompts, read as ragas reads them through its LLM wrappers (a
 * {@code BaseRagasLLM} such as {@code LangchainLLMWrapper}; its Instructor clients ask for structured output instead,
 * and a bare LangChain model's reply is validated without {@code extract_json}): the JSON found as
 * {@link RagasReplyJson} says, then validated as pydantic 2 validates ragas' output models (lax mode, other fields
 * ignored): {@code StatementGeneratorOutput}, an object whose {@code statements} is a list of strings, and
 * {@code NLIStatementOutput}, an object whose {@code statements} is a list of objects each with a string
 * {@code statement}, a string {@code reason} and an int {@code verdict} ({@link PydanticInt}). A reply that fails is
 * unreadable: where ragas would then ask the model to fix its output ({@code FixOutputFormat}), this reader asks
 * nothing more and leaves the question without a value.
 */
public final class FaithfulnessReplies {
    private FaithfulnessReplies() {
    }

    /**
     * How the verdicts judged the statements.
     *
     * @param judged the statements the reply judged (its list, however many statements were asked about)
     * @param faithful those whose verdict is true to Python: any int but 0 (a verdict of 2 or -1 counts as faithful,
     *     as {@code 1 if answer.verdict else 0} counts it)
     */
    public record Verdicts(int judged, int faithful) {
    }

    /** The statements of a reply to the statement prompt; empty when the reply cannot be read. */
    public static Optional<List<String>> statements(String reply) {
        Optional<JsonNode> list = statementList(reply);
        if (list.isEmpty()) {
            return Optional.empty();
        }
        List<String> statements = new ArrayList<>();
        for (JsonNode item : list.get()) {
            if (!item.isTextual()) {
                return Optional.empty();
            }
            statements.add(item.textValue());
        }
        return Optional.of(List.copyOf(statements));
    }

    /** The verdicts of a reply to the verdict prompt; empty when the reply cannot be read. */
    public static Optional<Verdicts> verdicts(String reply) {
        Optional<JsonNode> list = statementList(reply);
        if (list.isEmpty()) {
            return Optional.empty();
        }
        int faithful = 0;
        for (JsonNode item : list.get()) {
            if (!item.isObject() || !item.path("statement").isTextual() || !item.path("reason").isTextual()
                    || !item.has("verdict")) {
                return Optional.empty();
            }
            Optional<Boolean> verdict = PydanticInt.truth(item.get("verdict"));
            if (verdict.isEmpty()) {
                return Optional.empty();
            }
            faithful += verdict.get() ? 1 : 0;
        }
        return Optional.of(new Verdicts(list.get().size(), faithful));
    }

    private static Optional<JsonNode> statementList(String reply) {
        JsonNode value;
        try {
            value = RagasReplyJson.read(reply);
        } catch (RagasReplyJson.NotJson e) {
            return Optional.empty();
        }
        if (value == null || !value.isObject() || !value.path("statements").isArray()) {
            return Optional.empty();
        }
        return Optional.of(value.get("statements"));
    }
}
