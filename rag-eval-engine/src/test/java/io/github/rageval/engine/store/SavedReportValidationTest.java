package io.github.rageval.engine.store;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A report.json read back for re-gating is input like any other: a value out of its range, a missing or mistyped
 * field, or no cases at all is an input error naming the file and the place, never a crash, a nonsense metric name
 * or a passed gate.
 */
class SavedReportValidationTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Path CORPUS = Path.of("src/test/resources/seed/corpus.json");
    private static final Path GOLDEN = Path.of("src/test/resources/seed/golden.json");

    @TempDir
    Path dir;
    private EvaluationSettings settings;
    private ObjectNode report;

    @BeforeEach
    void writeAReport() throws Exception {
        settings = new EvaluationSettings(CORPUS, GOLDEN, 3, TfidfOptions.defaults(), Map.of("mrr", "0.9"));
        Path written = JsonReport.write(RagEvaluation.run(settings), dir);
        report = (ObjectNode) MAPPER.readTree(Files.readAllBytes(written));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
        "/k                                  | -3           | \"k\" is -3; it must be at least 1",
        "/k                                  | 0            | \"k\" is 0; it must be at least 1",
        "/relevance_level                    | 0            | \"relevance_level\" is 0; it must be at least 1",
        "/cases/1/reciprocal_rank            | 5.0          | \"cases[1].reciprocal_rank\" is 5.0, outside 0 to 1, where every metric lies",
        "/cases/0/precision                  | -0.5         | \"cases[0].precision\" is -0.5, outside 0 to 1",
        "/summary/mrr                        | 1.33         | \"summary.mrr\" is 1.33, outside 0 to 1",
        "/cases                              | []           | \"cases\" is empty, and an evaluation holds at least one query",
        "/cases/0/query                      | 5            | \"cases[0].query\" is missing or not a string",
        "/cases/0/relevant_doc_ids/0         | 7            | \"cases[0].relevant_doc_ids[0]\" is not a string",
        "/cases/0/retrieved/0/score          | '\"high\"'   | \"cases[0].retrieved[0].score\" is not a number",
        "/cases/0/retrieved/0                | '\"doc\"'    | \"cases[0].retrieved[0]\" is not an object",
        "/cases/2                            | 3            | \"cases[2]\" is not an object",
        "/warnings                           | '[1]'        | \"warnings[0]\" is not a string",
    })
    void aValueOutOfItsRangeOrTypeIsAnInputErrorNamingTheFileAndThePlace(String pointer, String json, String problem)
            throws Exception {
        JsonEdits.set(report, pointer, MAPPER.readTree(json));
        Path file = Files.writeString(dir.resolve("tampered.json"), MAPPER.writeValueAsString(report));

        assertThatThrownBy(() -> SavedReport.regate(file, settings)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("report file " + file + " cannot be re-gated: " + problem)
                .hasMessageEndingWith(". Run the check without reuseReport to write it again.");
    }
}
