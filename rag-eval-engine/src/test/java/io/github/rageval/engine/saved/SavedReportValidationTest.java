package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.settings.read.CommandLineNames;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
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
        // Every query explained, so that each case has an explanation to tamper with.
        settings = EvaluationSettings.builder().corpus(CORPUS).goldenDataset(GOLDEN).k(3)
                .rules(Fixtures.rules(Map.of("mrr", "0.9")))
                .explain(ExplainMode.ALL).build();
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
        "/k                                  | 2.5          | \"k\" is missing or not an integer",
        "/index/postings                     | '\"many\"'   | \"index.postings\" is missing or not an integer",
        "/index/postings                     | -5           | \"index.postings\" is -5; it must be at least 0",
        "/index/estimated_bytes              | 1.5          | \"index.estimated_bytes\" is missing or not an integer",
        "/index/terms                        | -1           | \"index.terms\" is -1; it must be at least 0",
        "/index/documents                    | '\"10\"'     | \"index.documents\" is missing or not an integer",
        "/vocabulary_size                    | -1           | \"vocabulary_size\" is -1; it must be at least 0",
        "/retriever/lowercase                | '{}'         | \"retriever.lowercase\" is not a setting's value (text, a number, true or false)",
        "/retriever/type                     | null         | \"retriever.type\" is not a setting's value",
        "/retriever/sublinear_tf             | '[true]'     | \"retriever.sublinear_tf\" is not a setting's value",
        "/cases/0/retrieved/0/chunk          | 5            | \"cases[0].retrieved[0].chunk\" is not an object",
        "/cases/0/retrieved/0/chunk          | '{\"id\": \"pw-reset#1\"}' | \"cases[0].retrieved[0].chunk.text\" is missing or not a string",
        "/cases/0/retrieved/0/chunk          | '{\"id\": 1, \"text\": \"a\"}' | \"cases[0].retrieved[0].chunk.id\" is missing or not a string",
        "/cases/0/grades                     | '{\"pw-reset\": 1.5}' | \"cases[0].grades.pw-reset\" is not a whole number",
        "/summary/queries                    | 3            | \"summary.queries\" is 3, but \"cases\" holds 10 queries; the summary and the cases come from one evaluation",
        "/summary/mrr                        | 0.5          | \"summary.mrr\" is 0.5, but the cases' values average 0.9333333333333333; the summary and the cases come from one evaluation",
        "/cases/0/hit                        | false        | \"cases[0].hit\" is false but \"cases[0].reciprocal_rank\" is 1.0: a query hits exactly when a relevant document is in the top k",
    })
    void aValueOutOfItsRangeOrTypeIsAnInputErrorNamingTheFileAndThePlace(String pointer, String json, String problem)
            throws Exception {
        JsonEdits.set(report, pointer, MAPPER.readTree(json));

        assertTheProblemIs(problem);
    }

    @Test
    void casesCutFromTheFileAreRefusedNotReGatedAsAWholeRun() throws Exception {
        // Before, 1 of the 10 cases kept re-gated green at MRR 1.00.
        com.fasterxml.jackson.databind.node.ArrayNode cases = (com.fasterxml.jackson.databind.node.ArrayNode)
                report.get("cases");
        while (cases.size() > 1) {
            cases.remove(1);
        }
        assertTheProblemIs("\"summary.queries\" is 10, but \"cases\" holds 1 queries; the summary and the cases come"
                + " from one evaluation");
    }

    /**
     * A case's explanation is checked like its values: the reports written again from it print every field, and a
     * rank or count out of its range would describe a ranking no retriever gave. The seed's first query has one
     * explained document, pw-reset at rank 1 with three contributions; the corpus has 10 documents.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{'': 5}                                    | \"cases[0].explanation\" is not an object",
        "{'/dropped_words': {}}                     | \"cases[0].explanation.dropped_words\" is missing or not an array",
        "{'/dropped_words/0': 'how'}                | \"cases[0].explanation.dropped_words[0]\" is not an object",
        "{'/dropped_words/0/word': 3}               | \"cases[0].explanation.dropped_words[0].word\" is missing or not a string",
        "{'/dropped_words/0/reason': null}          | \"cases[0].explanation.dropped_words[0].reason\" is missing or not a string",
        "{'/dropped_words/0/in_relevant_documents': [1]} | \"cases[0].explanation.dropped_words[0].in_relevant_documents[0]\" is not a string",
        "{'/omitted_words': -4}                     | \"cases[0].explanation.omitted_words\" is -4; it must be at least 0",
        "{'/omitted_documents': 'many'}             | \"cases[0].explanation.omitted_documents\" is missing or not an integer",
        "{'/omitted_documents': 2.5}                | \"cases[0].explanation.omitted_documents\" is missing or not an integer",
        "{'/documents': {}}                         | \"cases[0].explanation.documents\" is missing or not an array",
        "{'/documents/0': []}                       | \"cases[0].explanation.documents[0]\" is not an object",
        "{'/documents/0/doc_id': null}              | \"cases[0].explanation.documents[0].doc_id\" is missing or not a string",
        "{'/documents/0/relevant': 'yes'}           | \"cases[0].explanation.documents[0].relevant\" is missing or not true or false",
        "{'/documents/0/rank': 0}                   | \"cases[0].explanation.documents[0].rank\" is 0; it must be at least 1",
        "{'/documents/0/rank': -2}                  | \"cases[0].explanation.documents[0].rank\" is -2; it must be at least 1",
        "{'/documents/0/rank': 11}                  | \"cases[0].explanation.documents[0].rank\" is 11, past the 10 documents ranked",
        "{'/documents/0/rank': 99999999999}         | \"cases[0].explanation.documents[0].rank\" is 99999999999, out of range",
        "{'/documents/0/rank': '1'}                 | \"cases[0].explanation.documents[0].rank\" is missing or not an integer",
        "{'/documents/0/rank': 1.5}                 | \"cases[0].explanation.documents[0].rank\" is missing or not an integer",
        "{'/documents/0/score': 'high'}             | \"cases[0].explanation.documents[0].score\" is missing or not a number",
        "{'/documents/0/chunk_id': 7}               | \"cases[0].explanation.documents[0].chunk_id\" is missing or not a string",
        "{'/documents/0/contributions': 'all'}      | \"cases[0].explanation.documents[0].contributions\" is missing or not an array",
        "{'/documents/0/contributions/1': 0.5}      | \"cases[0].explanation.documents[0].contributions[1]\" is not an object",
        "{'/documents/0/contributions/0/term': []}  | \"cases[0].explanation.documents[0].contributions[0].term\" is missing or not a string",
        "{'/documents/0/contributions/0/query_weight': '0.5'} | \"cases[0].explanation.documents[0].contributions[0].query_weight\" is missing or not a number",
        "{'/documents/0/contributions/0/detail': false} | \"cases[0].explanation.documents[0].contributions[0].detail\" is missing or not a string",
        "{'/documents/0/contributions/0/product': 0.9} | \"cases[0].explanation.documents[0].contributions[0].product\" is 0.9, not query_weight x document_weight (0.17261513510601276)",
        "{'/documents/0/omitted_terms': -1}         | \"cases[0].explanation.documents[0].omitted_terms\" is -1; it must be at least 0",
        "{'/documents/0/omitted_terms': '2'}        | \"cases[0].explanation.documents[0].omitted_terms\" is missing or not an integer",
        "{'/documents/0/omitted_terms': 2}          | \"cases[0].explanation.documents[0].omitted_product\" is missing or not a number",
        "{'/documents/0/omitted_terms': 2, '/documents/0/omitted_product': 'x'} | \"cases[0].explanation.documents[0].omitted_product\" is missing or not a number",
        "{'/documents/0/omitted_product': 0.5}      | \"cases[0].explanation.documents[0].omitted_product\" is given without \"omitted_terms\"",
    })
    void aTamperedExplanationIsAnInputErrorNamingItsPlace(String edits, String problem) throws Exception {
        edit("/cases/0/explanation", edits);

        assertTheProblemIs(problem);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "/cases/0/explanation/dropped_words         | \"cases[0].explanation.dropped_words\" is missing or not an array",
        "/cases/0/explanation/documents             | \"cases[0].explanation.documents\" is missing or not an array",
        "/cases/0/explanation/documents/0/rank      | \"cases[0].explanation.documents[0].rank\" is missing (null for a document not retrieved)",
        "/cases/0/explanation/documents/0/score     | \"cases[0].explanation.documents[0].score\" is missing or not a number",
        "/cases/0/explanation/documents/0/contributions/0/product | \"cases[0].explanation.documents[0].contributions[0].product\" is missing or not a number",
    })
    void aMissingExplanationFieldIsAnInputErrorNamingItsPlace(String pointer, String problem) throws Exception {
        JsonEdits.remove(report, pointer);

        assertTheProblemIs(problem);
    }

    /**
     * What report.json says of a ranking past its listed head ({@code retrieved_count}, {@code first_relevant_rank})
     * is checked against the head: the seed's second query lists delete-account, data-export and pw-reset, the
     * last relevant.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{'/retrieved_count': 3}                    | \"cases[1].retrieved_count\" is 3; it must be at least 4",
        "{'/retrieved_count': -10}                  | \"cases[1].retrieved_count\" is -10; it must be at least 4",
        "{'/retrieved_count': 'many'}               | \"cases[1].retrieved_count\" is missing or not an integer",
        "{'/retrieved_count': 500.5}                | \"cases[1].retrieved_count\" is missing or not an integer",
        "{'/first_relevant_rank': 50}               | \"cases[1].first_relevant_rank\" is given without \"retrieved_count\"",
        "{'/retrieved_count': 500, '/first_relevant_rank': 2} | \"cases[1].first_relevant_rank\" is 2; it must be at least 4",
        "{'/retrieved_count': 500, '/first_relevant_rank': 501} | \"cases[1].first_relevant_rank\" is 501, past the 500 results retrieved",
        "{'/retrieved_count': 500, '/first_relevant_rank': '9'} | \"cases[1].first_relevant_rank\" is missing or not an integer",
        "{'/retrieved_count': 500, '/first_relevant_rank': 120} | \"cases[1].first_relevant_rank\" is 120, but the relevant document pw-reset is listed at rank 3",
    })
    void whatAReportSaysOfAnUnlistedRankingIsCheckedAgainstTheListedHead(String edits, String problem)
            throws Exception {
        edit("/cases/1", edits);

        assertTheProblemIs(problem);
    }

    /**
     * Tie ranges are carried through re-gating as written (they come from whole rankings, which report.json does not
     * keep), so they are checked against the rest of the report: the seed's report has 10 queries and four metrics.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "5                                          | \"tie_ranges\" is not an object",
        "{'metrics': {}}                            | \"tie_ranges.queries_with_ties\" is missing or not an integer",
        "{'queries_with_ties': 0, 'metrics': {}}    | \"tie_ranges.queries_with_ties\" is 0; it must be at least 1",
        "{'queries_with_ties': 11, 'metrics': {}}   | \"tie_ranges.queries_with_ties\" is 11, more than the 10 queries",
        "{'queries_with_ties': 1}                   | \"tie_ranges.metrics\" is not an object",
        "{'queries_with_ties': 1, 'metrics': {'ndcg@10': {'worst': 0, 'best': 1}}} | \"tie_ranges.metrics.ndcg@10\" is a metric \"summary\" does not hold",
        "{'queries_with_ties': 1, 'metrics': {'mrr': 5}} | \"tie_ranges.metrics.mrr\" is not an object",
        "{'queries_with_ties': 1, 'metrics': {'mrr': {'worst': 1.5, 'best': 1}}} | \"tie_ranges.metrics.mrr.worst\" is 1.5, outside 0 to 1",
        "{'queries_with_ties': 1, 'metrics': {'mrr': {'worst': 0.5, 'best': 'x'}}} | \"tie_ranges.metrics.mrr.best\" is missing or not a number",
        "{'queries_with_ties': 1, 'metrics': {'mrr': {'worst': 0.9, 'best': 0.5}}} | \"tie_ranges.metrics.mrr\" has a worst of 0.9, above its best of 0.5",
        "{'queries_with_ties': 1, 'metrics': {'mrr': {'worst': 0.5, 'best': 0.9}}} | \"tie_ranges.metrics\" has no range for mean_precision",
    })
    void tieRangesThatCannotBeTheReportsAreAnInputError(String ranges, String problem) throws Exception {
        edit("", "{'/tie_ranges': " + ranges + "}");

        assertTheProblemIs(problem);
    }

    /** A run file's report names the run and how its queries lined up; the seed run's fields are checked too. */
    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
        "/run/unjudged_queries               | '[1]'        | \"run.unjudged_queries[0]\" is not a string",
        "/run/missing_queries                | '\"q9\"'     | \"run.missing_queries\" is missing or not an array",
        "/run/missing_counted                | '\"yes\"'    | \"run.missing_counted\" is missing or not true or false",
        "/run/results                        | -1           | \"run.results\" is -1; it must be at least 0",
        "/run/queries                        | '\"2\"'      | \"run.queries\" is missing or not an integer",
        "/run/file                           | '\"run\\u0000.txt\"' | \"run.file\" is not a path (Nul character not allowed)",
    })
    void aRunFilesFieldsOutOfTheirTypeAreAnInputErrorNamingThePlace(String pointer, String json, String problem)
            throws Exception {
        Path run = Files.writeString(dir.resolve("run.txt"), "q1 Q0 d1 1 2.0 sys\nq1 Q0 d2 2 1.0 sys\n"
                + "q2 Q0 d3 1 3.0 sys\n");
        Path qrels = Files.writeString(dir.resolve("qrels.txt"), "q1 0 d1 1\nq2 0 d4 1\n");
        settings = EvaluationSettings.builder().k(2).sources(DataSources.builder().run(run).qrels(qrels).build())
                .scoring(ScoringOptions.DEFAULTS).build();
        report = (ObjectNode) MAPPER.readTree(Files.readAllBytes(JsonReport.write(RagEvaluation.run(settings), dir)));
        JsonEdits.set(report, pointer, MAPPER.readTree(json));

        assertTheProblemIs(problem);
    }

    @Test
    void onTheCommandLineTheAdviceNamesTheOption() throws Exception {
        // The command line was told "Run the check without reuseReport": a POM's words.
        report.put("k", 0);
        Path file = Files.writeString(dir.resolve("tampered.json"), MAPPER.writeValueAsString(report));

        assertThatThrownBy(() -> SavedReport.read(file, CommandLineNames.words())).isInstanceOf(InputException.class)
                .hasMessageEndingWith(". Run the check without --reuse-report to write it again.");
    }

    /** Edits given as a JSON object of pointers under {@code at} (single-quoted, for the table) and their values. */
    private void edit(String at, String edits) throws Exception {
        var fields = MAPPER.readTree(edits.replace('\'', '"')).properties();
        for (var field : fields) {
            JsonEdits.set(report, at + field.getKey(), field.getValue());
        }
    }

    private void assertTheProblemIs(String problem) throws Exception {
        Path file = Files.writeString(dir.resolve("tampered.json"), MAPPER.writeValueAsString(report));

        assertThatThrownBy(() -> SavedReport.regate(file, settings)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("report file " + file + " cannot be re-gated: " + problem)
                .hasMessageEndingWith(". Run the check without reuseReport to write it again.");
    }
}
