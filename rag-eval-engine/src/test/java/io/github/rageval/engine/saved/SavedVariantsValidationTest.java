package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.model.InputException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The variants of a saved report that compared retrievers are read back to be held to the re-gating build's rules
 * and compared again, so they are checked like the rest: the seed's words2, words4 (the gate) and fused, k 3, ten
 * queries, the specification's four metrics.
 */
class SavedVariantsValidationTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static EvaluationSettings settings;
    private static byte[] written;

    @TempDir
    Path dir;

    @BeforeAll
    static void writeAReportOfThreeVariants(@TempDir Path folder) throws Exception {
        settings = Fixtures.withVariants(Fixtures.issueVariants("words4"));
        written = Files.readAllBytes(AnalysisJson.write(Fixtures.analyse(settings), folder));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
        "/gate_variant              | 5            | \"gate_variant\" is missing or not a string",
        "/gate_variant              | '\"words2\"' | \"gate_variant\" is 'words2', but the variants marked \"gate\" are [words4]; exactly that one must be",
        "/variants                  | '{}'         | \"variants\" is missing or not an array",
        "/variants/0                | 3            | \"variants[0]\" is not an object",
        "/variants/1/name           | '\"words2\"' | \"variants[1].name\" is 'words2', the name of an earlier variant",
        "/variants/0/name           | 2            | \"variants[0].name\" is missing or not a string",
        "/variants/0/settings       | 5            | \"variants[0].settings\" is not an object",
        "/variants/0/settings/type  | '[]'         | \"variants[0].settings.type\" is not a setting's value",
        "/variants/0/retriever      | '\"bm25\"'   | \"variants[0].retriever\" is 'bm25', but its settings' type is tfidf",
        "/variants/0/k              | 5            | \"variants[0].k\" is 5, but the report's k is 3",
        "/variants/0/gate           | '\"no\"'     | \"variants[0].gate\" is missing or not true or false",
        "/variants/0/gate           | true         | \"gate_variant\" is 'words4', but the variants marked \"gate\" are [words2, words4]",
        "/variants/0/summary/mrr    | 1.5          | \"variants[0].summary.mrr\" is 1.5, outside 0 to 1",
        "/variants/0/summary/ndcg@10 | 0.5        | \"variants[0].summary\" does not hold the metrics of \"summary\"",
        "/variants/2/summary/nonsense | 0.5        | \"variants[2].summary\" names unknown metric 'nonsense'",
        "/variants/0/cases          | '[]'         | \"variants[0].cases\" is empty, and an evaluation holds at least one query",
        "/variants/0/cases/0/recall | 2            | \"variants[0].cases[0].recall\" is 2, outside 0 to 1",
        "/variants/2/cases/4/query  | '\"other\"'  | \"variants[2].cases[4]\" is the query 'other', and \"cases[4]\" 'How do I get an HTTP callback when a new order is created?'",
        "/variants/0/cases/0/retrieved/0/score | '\"x\"' | \"variants[0].cases[0].retrieved[0].score\" is not a number",
        "/variants/0/warnings       | '[1]'        | \"variants[0].warnings[0]\" is not a string",
        "/variants/0/latency        | '{\"unit\": \"ms\", \"queries\": 10, \"p50\": 1, \"p95\": 0.5, \"p99\": 2, \"max\": 3}' | \"variants[0].latency\" is not a summary of query times",
    })
    void aVariantsValueOutOfItsRangeOrTypeIsAnInputErrorNamingThePlace(String pointer, String json, String problem)
            throws Exception {
        ObjectNode report = (ObjectNode) MAPPER.readTree(written);
        JsonEdits.set(report, pointer, MAPPER.readTree(json));

        assertTheProblemIs(report, problem);
    }

    @Test
    void aVariantOfOtherQueriesThanTheReportsIsAnInputError() throws Exception {
        ObjectNode report = (ObjectNode) MAPPER.readTree(written);
        JsonEdits.remove(report, "/variants/0/cases/9");

        assertTheProblemIs(report, "\"variants[0].cases\" holds 9 queries, and \"cases\" 10");
    }

    private void assertTheProblemIs(ObjectNode report, String problem) throws Exception {
        Path file = Files.writeString(dir.resolve("tampered.json"), MAPPER.writeValueAsString(report));

        assertThatThrownBy(() -> SavedReport.regateAll(file, settings)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("report file " + file + " cannot be re-gated: " + problem)
                .hasMessageEndingWith(". Run the check without reuseReport to write it again.");
    }
}
