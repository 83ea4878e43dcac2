package io.github.rageval.engine.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.rageval.engine.model.AnswerLabels;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.RecordedAnswer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A golden set's reference answers and key facts, and the answers a pipeline recorded, joined to its questions. */
class RecordedAnswersTest {
    private static final String GOLDEN = """
            [{"query_id": "q1", "query": "Who wrote it?", "relevant_doc_ids": ["a"], "answers": "Ann",
              "key_facts": ["Ann wrote it", "in 1990"]},
             {"query_id": "q2", "query": "When?", "relevant_doc_ids": ["b"], "answers": ["1990", "in 1990"]}]""";

    @TempDir
    Path dir;

    private GoldenDataset golden(String json) throws Exception {
        return new GoldenDatasetLoader().load(Files.writeString(dir.resolve("golden.json"), json));
    }

    private GoldenDataset answered(String golden, String jsonl) throws Exception {
        return new RecordedAnswersLoader().attach(Files.writeString(dir.resolve("answers.jsonl"), jsonl),
                golden(golden));
    }

    private String problem(String golden, String jsonl) {
        return catchThrowableOfType(() -> answered(golden, jsonl), InputException.class).getMessage();
    }

    @Test
    void referenceAnswersAndKeyFactsAreRead() throws Exception {
        GoldenDataset golden = golden(GOLDEN);

        assertThat(golden.cases().get(0).answers()).isEqualTo(new AnswerLabels(List.of("Ann"),
                List.of("Ann wrote it", "in 1990")));
        assertThat(golden.cases().get(1).answers()).isEqualTo(new AnswerLabels(List.of("1990", "in 1990"),
                List.of()));
        assertThat(golden(GOLDEN.replace(", \"answers\": [\"1990\", \"in 1990\"]", "")).cases().get(1).answers())
                .isNull();
    }

    @Test
    void badReferenceAnswersNameTheRecordAndWhatToWrite() {
        String at = "golden dataset file " + dir.resolve("golden.json") + ", record 1 (line 1, column 2): ";
        assertThat(catchThrowableOfType(() -> golden("[{\"query\": \"q\", \"relevant_doc_ids\": [\"a\"],"
                + " \"answers\": []}]"), InputException.class)).hasMessage(at + "field \"answers\" is an empty array,"
                + " but it must be a string or an array of strings, e.g. \"Paris\" or [\"Paris\", \"the city of"
                + " Paris\"]. Remove the field if there is nothing to give.");
        assertThat(catchThrowableOfType(() -> golden("[{\"query\": \"q\", \"relevant_doc_ids\": [\"a\"],"
                + " \"key_facts\": [\"x\", \" \"]}]"), InputException.class)).hasMessage(at + "item 2 of"
                + " \"key_facts\" is blank, but it must be a non-blank string: the text of a right answer or of a"
                + " key fact.");
        assertThat(catchThrowableOfType(() -> golden("[{\"query\": \"q\", \"relevant_doc_ids\": [\"a\"],"
                + " \"key_facts\": \"x\"}]"), InputException.class)).hasMessageContaining("field \"key_facts\" is a"
                + " string, but it must be an array of strings");
    }

    @Test
    void recordsJoinByIdOrByText() throws Exception {
        GoldenDataset golden = answered(GOLDEN, "{\"user_input\": \"When?\", \"response\": \"in 1990\","
                + " \"retrieved_contexts\": [\"b text\"], \"retrieved_context_ids\": [\"b\"],"
                + " \"reference\": \"ragas' own field, left alone\"}\n{\"query_id\": \"q1\", \"response\": \"\"}\n");

        assertThat(golden.cases().get(0).answers().recorded()).isEqualTo(new RecordedAnswer("", List.of(),
                List.of()));
        assertThat(golden.cases().get(0).answers().answers()).containsExactly("Ann");
        assertThat(golden.cases().get(1).answers().recorded()).isEqualTo(new RecordedAnswer("in 1990",
                List.of("b text"), List.of("b")));
    }

    @Test
    void aQuestionWithoutReferencesStillTakesItsRecordedAnswer() throws Exception {
        GoldenDataset golden = answered("[{\"query\": \"Why?\", \"relevant_doc_ids\": [\"a\"]}]",
                "{\"query_id\": \"q1\", \"response\": \"because\"}\n");

        assertThat(golden.cases().get(0).answers()).isEqualTo(AnswerLabels.recordedOnly(new RecordedAnswer(
                "because", List.of(), List.of())));
    }

    @Test
    void unknownMissingAndRepeatedQuestionsAreErrors() {
        String file = "recorded answers file " + dir.resolve("answers.jsonl");
        assertThat(problem(GOLDEN, "{\"query_id\": \"q1\", \"response\": \"Ann\"}\n"
                + "{\"query_id\": \"q9\", \"response\": \"x\"}\n{\"user_input\": \"Why?\", \"response\": \"x\"}\n"))
                .isEqualTo(file + ": 2 records answer no question of golden dataset file "
                        + dir.resolve("golden.json") + ": record 2 (line 2, column 1) (query_id \"q9\"), record 3"
                        + " (line 3, column 1) (query \"Why?\"). Check that the answers were recorded for this golden"
                        + " set: a record joins a question by its query_id (or, without one, by its exact text).");
        assertThat(problem(GOLDEN, "{\"query_id\": \"q1\", \"response\": \"Ann\"}\n")).isEqualTo(file
                + " has no answer for 1 golden question of " + dir.resolve("golden.json") + ": \"q2\". Record an"
                + " answer for every question of the golden set (an empty \"response\" for a question the pipeline"
                + " did not answer).");
        assertThat(problem(GOLDEN, "{\"query_id\": \"q1\", \"response\": \"Ann\"}\n"
                + "{\"user_input\": \"Who wrote it?\", \"response\": \"Ann\"}\n")).isEqualTo(file + ", record 2"
                + " (line 2, column 1): answers the golden question record 1 (line 1, column 2), which record 1"
                + " (line 1, column 1) answers already. Keep one record per question.");
    }

    @Test
    void malformedRecordsNameTheLine() {
        String at = "recorded answers file " + dir.resolve("answers.jsonl") + ", record 1 (line 1, column 1): ";
        assertThat(problem(GOLDEN, "{\"query_id\": \"q1\"}\n")).isEqualTo(at + "has no \"response\" field. Every"
                + " record must look like " + RecordedAnswersLoader.SHAPE + ".");
        assertThat(problem(GOLDEN, "{\"response\": \"x\"}\n")).isEqualTo(at + "names no question: give"
                + " \"query_id\" (the golden question's id) or \"user_input\" (its text). Every record must look like "
                + RecordedAnswersLoader.SHAPE + ".");
        assertThat(problem(GOLDEN, "{\"query_id\": \"q1\", \"response\": \"x\", \"retrieved_contexts\": [\"c\"],"
                + " \"retrieved_context_ids\": [\"a\", \"b\"]}\n")).isEqualTo(at + "has 2 \"retrieved_context_ids\""
                + " for 1 \"retrieved_contexts\". Give one id per context, in the same order, or no ids.");
        assertThat(problem(GOLDEN, "{\"query_id\": \"q1\", \"response\": \"x\", \"retrieved_contexts\": \"c\"}\n"))
                .isEqualTo(at + "field \"retrieved_contexts\" is a string, but it must be an array of strings, e.g."
                        + " [\"first context\", \"second context\"].");
    }

    @Test
    void aPersonsFaithfulLabelIsReadWhenGiven() throws Exception {
        GoldenDataset golden = answered(GOLDEN, "{\"query_id\": \"q1\", \"response\": \"Ann\", \"faithful\": true}\n"
                + "{\"query_id\": \"q2\", \"response\": \"1990\", \"faithful\": false}\n");

        assertThat(golden.cases().get(0).answers().recorded().faithfulLabel()).isTrue();
        assertThat(golden.cases().get(1).answers().recorded().faithfulLabel()).isFalse();
        assertThat(golden.cases().get(1).answers().recorded()).isEqualTo(new RecordedAnswer("1990", List.of(),
                List.of(), null, false));
        assertThat(answered(GOLDEN, "{\"query_id\": \"q1\", \"response\": \"Ann\"}\n"
                + "{\"query_id\": \"q2\", \"response\": \"1990\"}\n").cases().get(0).answers().recorded()
                .faithfulLabel()).isNull();
        // Its faithfulness read later keeps the label.
        assertThat(new RecordedAnswer("x", List.of(), List.of(), null, true).withFaithfulness(0.5))
                .isEqualTo(new RecordedAnswer("x", List.of(), List.of(), 0.5, true));
    }

    @Test
    void aFaithfulLabelThatIsNotTrueOrFalseNamesTheRecordAndWhatToWrite() {
        String at = "recorded answers file " + dir.resolve("answers.jsonl") + ", record 2 (line 2, column 1): ";
        String expected = "but it must be true or false, unquoted: a person's judgment that every claim of the"
                + " response is supported by its retrieved_contexts. Write \"faithful\": true or \"faithful\":"
                + " false, or leave the field out for an answer nobody labelled.";
        String first = "{\"query_id\": \"q1\", \"response\": \"Ann\"}\n";
        assertThat(problem(GOLDEN, first + "{\"query_id\": \"q2\", \"response\": \"x\", \"faithful\": \"yes\"}\n"))
                .isEqualTo(at + "field \"faithful\" is a string, " + expected);
        assertThat(problem(GOLDEN, first + "{\"query_id\": \"q2\", \"response\": \"x\", \"faithful\": 1}\n"))
                .isEqualTo(at + "field \"faithful\" is a number, " + expected);
        assertThat(problem(GOLDEN, first + "{\"query_id\": \"q2\", \"response\": \"x\", \"faithful\": null}\n"))
                .isEqualTo(at + "field \"faithful\" is null, " + expected);
    }
}
