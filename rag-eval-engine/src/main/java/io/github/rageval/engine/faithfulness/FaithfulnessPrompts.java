package io.github.rageval.engine.faithfulness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The two prompts of ragas' faithfulness, as ragas sends them: {@code StatementGeneratorPrompt} (the answer split into
 * statements) and {@code NLIStatementPrompt} (each statement judged against the context), their instructions,
 * output schemas and examples those of {@code src/ragas/metrics/_faithfulness.py} of explodinggradients/ragas at
 * commit 3e28e9dec93897f47a98065be4c62f6d072a45a7, rendered as {@code PydanticPrompt.to_string} renders them
 * ({@code src/ragas/prompt/pydantic_prompt.py}, lines 92 to 134): the instruction, a line feed, the output signature
 * (the output model's JSON schema as {@code json.dumps} writes pydantic's {@code model_json_schema()}, run straight
 * into "Do not use single quotes..." with no space, a ragas quirk kept), a line feed, the examples (each input and
 * output as {@code model_dump_json(indent=4)}, see {@link PydanticJson}), a rule of dashes, the input after
 * "input: " and the closing "Output: ". The schemas are pydantic 2's (the generator records its version); the
 * rendering is held to ragas' own code byte for byte by the parity test's stored outputs.
 */
public final class FaithfulnessPrompts {
    static final String STATEMENT_INSTRUCTION = "Given a question and an answer, analyze the complexity of each"
            + " sentence in the answer. Break down each sentence into one or more fully understandable statements."
            + " Ensure that no pronouns are used in any statement. Format the outputs in JSON.";
    static final String VERDICT_INSTRUCTION = "Your task is to judge the faithfulness of a series of statements"
            + " based on a given context. For each statement you must return verdict as 1 if the statement can be"
            + " directly inferred based on the context or 0 if the statement can not be directly inferred based on"
            + " the context.";
    private static final String STATEMENT_SCHEMA = "{\"properties\": {\"statements\": {\"description\": \"The"
            + " generated statements\", \"items\": {\"type\": \"string\"}, \"title\": \"Statements\", \"type\":"
            + " \"array\"}}, \"required\": [\"statements\"], \"title\": \"StatementGeneratorOutput\", \"type\":"
            + " \"object\"}";
    private static final String VERDICT_SCHEMA = "{\"$defs\": {\"StatementFaithfulnessAnswer\": {\"properties\":"
            + " {\"statement\": {\"description\": \"the original statement, word-by-word\", \"title\": \"Statement\","
            + " \"type\": \"string\"}, \"reason\": {\"description\": \"the reason of the verdict\", \"title\":"
            + " \"Reason\", \"type\": \"string\"}, \"verdict\": {\"description\": \"the verdict(0/1) of the"
            + " faithfulness.\", \"title\": \"Verdict\", \"type\": \"integer\"}}, \"required\": [\"statement\","
            + " \"reason\", \"verdict\"], \"title\": \"StatementFaithfulnessAnswer\", \"type\": \"object\"}},"
            + " \"properties\": {\"statements\": {\"items\": {\"$ref\": \"#/$defs/StatementFaithfulnessAnswer\"},"
            + " \"title\": \"Statements\", \"type\": \"array\"}}, \"required\": [\"statements\"], \"title\":"
            + " \"NLIStatementOutput\", \"type\": \"object\"}";
    private static final String STATEMENT_HEAD = head(STATEMENT_INSTRUCTION, STATEMENT_SCHEMA,
            RagasExamples.statementExamples());
    private static final String VERDICT_HEAD = head(VERDICT_INSTRUCTION, VERDICT_SCHEMA,
            RagasExamples.verdictExamples());

    private FaithfulnessPrompts() {
    }

    /** The prompt that splits an answer into statements ({@code StatementGeneratorInput(question, answer)}). */
    public static String statements(String question, String answer) {
        return STATEMENT_HEAD + input(fields("question", question, "answer", answer));
    }

    /**
     * The prompt that judges statements against the contexts, joined by line feeds as
     * {@code Faithfulness._create_verdicts} joins {@code retrieved_contexts} ({@code NLIStatementInput(context,
     * statements)}).
     */
    public static String verdicts(List<String> contexts, List<String> statements) {
        return VERDICT_HEAD + input(fields("context", String.join("\n", contexts), "statements",
                List.copyOf(statements)));
    }

    private static String head(String instruction, String schema, List<List<Map<String, Object>>> examples) {
        StringBuilder text = new StringBuilder(instruction).append('\n')
                .append("Please return the output in a JSON format that complies with the following schema as"
                        + " specified in JSON Schema:\n")
                .append(schema)
                .append("Do not use single quotes in your response but double quotes,properly escaped with a"
                        + " backslash.")
                .append('\n');
        List<String> rendered = new ArrayList<>();
        for (int i = 0; i < examples.size(); i++) {
            rendered.add("Example " + (i + 1) + "\nInput: " + PydanticJson.write(examples.get(i).get(0))
                    + "\nOutput: " + PydanticJson.write(examples.get(i).get(1)));
        }
        if (!rendered.isEmpty()) {
            text.append("\n--------EXAMPLES-----------\n").append(String.join("\n\n", rendered));
        }
        return text.append("\n-----------------------------\n")
                .append("\nNow perform the same with the following input\n").toString();
    }

    private static String input(Map<String, Object> data) {
        return "input: " + PydanticJson.write(data) + "\n" + "Output: ";
    }

    /** A model's fields, in the order given. */
    static Map<String, Object> fields(Object... namesAndValues) {
        Map<String, Object> fields = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            fields.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return fields;
    }
}
