package io.github.rageval.engine.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.SpanReference;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A golden set's "references": what can be checked before the corpus is read is checked as the file is read. */
class SpanReferenceFieldsTest {
    @TempDir
    Path dir;

    private GoldenDataset load(String json) throws Exception {
        return new GoldenDatasetLoader().load(Files.writeString(dir.resolve("golden.json"), json));
    }

    private String problem(String json) {
        return org.assertj.core.api.Assertions.catchThrowableOfType(() -> load(json), InputException.class)
                .getMessage();
    }

    @Test
    void rangesAndTextsAreRead() throws Exception {
        GoldenDataset golden = load("""
                [{"query": "q", "references": [{"doc_id": "a", "start": 3, "end": 9},
                                                {"doc_id": "b", "content": "the text"}]}]""");

        assertThat(golden.labelsSpans()).isTrue();
        assertThat(golden.cases().get(0).grades()).isEmpty();
        assertThat(golden.cases().get(0).spans().references()).containsExactly(new SpanReference("a", 3, 9, null),
                new SpanReference("b", SpanReference.UNSET, SpanReference.UNSET, "the text"));
        assertThat(golden.cases().get(0).spans().documents()).containsExactly("a", "b");
    }

    @Test
    void malformedReferencesNameTheRecordAndTheReference() {
        String at = "golden dataset file " + dir.resolve("golden.json") + ", record 1 (line 1, column 2): ";
        assertThat(problem("[{\"query\": \"q\", \"references\": []}]")).isEqualTo(at + "field \"references\" is an"
                + " empty array, but it must be an array of spans, e.g. " + SpanReferenceFields.EXAMPLE + ".");
        assertThat(problem("[{\"query\": \"q\", \"references\": [{\"doc_id\": \"a\", \"start\": 3}]}]"))
                .isEqualTo(at + "reference 1 of \"references\" has \"start\" without \"end\". Give both (characters,"
                        + " end exclusive), or only \"content\".");
        assertThat(problem("[{\"query\": \"q\", \"references\": [{\"doc_id\": \"a\", \"start\": 9, \"end\": 9}]}]"))
                .isEqualTo(at + "reference 1 of \"references\" ends at 9, not after its start 9. A span runs from"
                        + " start (inclusive) to end (exclusive) and holds at least one character.");
        assertThat(problem("[{\"query\": \"q\", \"references\": [{\"doc_id\": \"a\", \"start\": -1, \"end\": 9}]}]"))
                .contains("\"start\" is -1, but it must be a whole number of characters from 0.");
        assertThat(problem("[{\"query\": \"q\", \"references\": [{\"doc\": \"a\", \"content\": \"x\"}]}]"))
                .contains("has the field \"doc\", which a span does not take");
        assertThat(problem("[{\"query\": \"q\", \"references\": [{\"doc_id\": \"a\"}]}]"))
                .contains("has neither a range nor a text");
    }

    @Test
    void aGoldenSetLabelsEveryQuestionOneWay() {
        assertThat(problem("""
                [{"query": "q1", "relevant_doc_ids": ["a"]},
                 {"query": "q2", "references": [{"doc_id": "a", "content": "x"}]}]"""))
                .contains("record 2 (line 2, column 2): is labelled by \"references\" (spans), but record 1 (line 1,"
                        + " column 2) is labelled by documents. Label every question of a golden set the same way.");
        assertThat(problem("""
                [{"query": "q1", "relevant_doc_ids": ["a"], "references": [{"doc_id": "a", "content": "x"}]}]"""))
                .contains("has both \"references\" and \"relevant_doc_ids\"");
    }

    @Test
    void workOnDocumentLabelsRefusesSpanLabels() throws Exception {
        GoldenDataset golden = load("[{\"query\": \"q\", \"references\": [{\"doc_id\": \"a\", \"content\": \"x\"}]}]");
        assertThatThrownBy(() -> golden.requireDocumentLabels("locking the judged documents"))
                .isInstanceOf(InputException.class).hasMessage("golden dataset file " + dir.resolve("golden.json")
                        + " labels its questions by character spans (\"references\"), and locking the judged documents"
                        + " reads document labels (relevant_doc_ids, relevant), not spans. Keep a golden set labelled"
                        + " by documents for it; span labels are read by the check.");
    }
}
