package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.RunMismatch;
import io.github.rageval.engine.settings.ScoringOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * report.json's {@code judgment_ranges} read back to re-gate: what cannot be the report's own is an input error
 * naming the place, not ranges carried into the warnings. q1 ranks d1 (relevant) then d2 (a hole); q2 ranks d3 (a
 * hole) and is judged d4.
 */
class JudgmentRangesJsonTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;
    private EvaluationSettings settings;
    private ObjectNode report;

    @BeforeEach
    void report() throws Exception {
        Path run = Files.writeString(dir.resolve("run.txt"), "q1 Q0 d1 1 2.0 sys\nq1 Q0 d2 2 1.0 sys\n"
                + "q2 Q0 d3 1 3.0 sys\n");
        Path qrels = Files.writeString(dir.resolve("qrels.txt"), "q1 0 d1 1\nq2 0 d4 1\nq3 0 d5 1\n");
        settings = EvaluationSettings.builder().k(2).sources(DataSources.builder().run(run).qrels(qrels).build())
                .scoring(new ScoringOptions(List.of(), 1, null, RunMismatch.WARN, false, true)).build();
        report = (ObjectNode) MAPPER.readTree(Files.readAllBytes(JsonReport.write(RagEvaluation.run(settings), dir)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        /judgment_ranges/queries_with_holes       | 1             | "judgment_ranges.queries_with_holes" is 1, but "judgment_ranges.holes_per_query" has 2 queries with holes
        /judgment_ranges/holes_per_query/0        | 3             | "judgment_ranges.holes_per_query[0]" is 3; it must be a whole number from 0 to the 2 results evaluated
        /judgment_ranges/holes_per_query          | [1]           | "judgment_ranges.holes_per_query" holds 1 values for 2 queries
        /judgment_ranges/if_relevant_per_query/mrr | [1.0]        | "judgment_ranges.if_relevant_per_query.mrr" is missing or does not hold one value per query (2)
        /judgment_ranges/if_relevant_per_query/mrr/1 | 1.5        | "judgment_ranges.if_relevant_per_query.mrr[1]" is 1.5, outside 0 to 1
        /judgment_ranges/metrics/mrr/if_relevant  | 0.25          | "judgment_ranges.metrics.mrr.if_relevant" is 0.25, but the per-query values average 1.0
        /judgment_ranges/basis                    | 5             | "judgment_ranges.basis"
        """)
    void rangesThatCannotBeTheReportsAreAnInputError(String pointer, String json, String problem) throws Exception {
        JsonEdits.set(report, pointer, MAPPER.readTree(json));
        Path file = Files.writeString(dir.resolve("tampered.json"), MAPPER.writeValueAsString(report));

        assertThatThrownBy(() -> SavedReport.regate(file, settings)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("report file " + file + " cannot be re-gated: " + problem)
                .hasMessageEndingWith(". Run the check without reuseReport to write it again.");
    }

    @Test
    void aQueryWithoutHolesKeepsItsOwnValue() throws Exception {
        // Mark the first query as without holes: its value if they were relevant must then be its own.
        JsonEdits.set(report, "/judgment_ranges/holes_per_query/0", MAPPER.readTree("0"));
        JsonEdits.set(report, "/judgment_ranges/queries_with_holes", MAPPER.readTree("1"));
        Path file = Files.writeString(dir.resolve("tampered.json"), MAPPER.writeValueAsString(report));

        assertThat(report.at("/judgment_ranges/if_relevant_per_query/mean_precision/0").doubleValue())
                .isNotEqualTo(report.at("/cases/0/precision").doubleValue());
        assertThatThrownBy(() -> SavedReport.regate(file, settings)).isInstanceOf(InputException.class)
                .hasMessageContaining("\"judgment_ranges.if_relevant_per_query.mean_precision[0]\" is "
                        + report.at("/judgment_ranges/if_relevant_per_query/mean_precision/0").doubleValue()
                        + ", but the query has no hole and its mean_precision is 0.5");
    }
}
