package io.github.rageval.engine.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.api.Document;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LoadersTest {
    @TempDir
    Path dir;

    private Path file(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }

    private static List<Document> documents(Path corpus) throws InputException {
        List<Document> documents = new ArrayList<>();
        new CorpusLoader().load(corpus, documents::add);
        return documents;
    }

    @Test
    void documentsAreHandedOverAsTheyAreReadNotAfterTheWholeFile() throws Exception {
        Path corpus = file("corpus.jsonl", "{\"doc_id\": \"a\", \"text\": \"x\"}\n{\"doc_id\": \"b\", \"text\": \"y\"}\n"
                + "{\"doc_id\": \"c\" \"text\": \"broken\"}\n");
        List<String> received = new ArrayList<>();

        assertThatThrownBy(() -> new CorpusLoader().load(corpus, document -> received.add(document.id())))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith("corpus file " + corpus + ", line 3, column ");
        assertThat(received).containsExactly("a", "b");
    }

    @Test
    void readsACorpusArray() throws Exception {
        Path corpus = file("corpus.json", "[{\"doc_id\": \"a\", \"text\": \"x\", \"meta\": 1},"
                + " {\"doc_id\": \"b\", \"text\": \"\"}]");

        assertThat(documents(corpus)).containsExactly(new Document("a", "x", Map.of("meta", "1")),
                new Document("b", ""));
    }

    @Test
    void readsJsonLinesWithBlankLines() throws Exception {
        Path corpus = file("corpus.jsonl", "{\"doc_id\": \"a\", \"text\": \"x\"}\n\n{\"doc_id\": \"b\", \"text\": \"y\"}\n");

        assertThat(new CorpusLoader().load(corpus, document -> { }).ids()).containsExactly("a", "b");
    }

    @Test
    void malformedJsonNamesFileLineAndColumn() throws Exception {
        Path corpus = file("corpus.json", "[\n  {\"doc_id\": \"a\", \"text\": \"x\"},\n  {\"doc_id\": \"b\" \"text\": \"y\"}\n]");

        assertThatThrownBy(() -> documents(corpus))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith("corpus file " + corpus + ", line 3, column ")
                .hasMessageContaining("malformed JSON")
                .hasMessageContaining("Fix the JSON syntax at that place or just before it");
    }

    @Test
    void missingFileSaysWhatToDo() {
        Path missing = dir.resolve("nope.json");

        assertThatThrownBy(() -> documents(missing))
                .isInstanceOf(InputException.class)
                .hasMessage("corpus file " + missing + " does not exist. Create it (a JSON array or JSON Lines of"
                        + " {\"doc_id\": \"...\", \"text\": \"...\"} objects) or point the configuration at the right file.");
    }

    @Test
    void emptyFileAndEmptyArrayAreRejected() throws Exception {
        Path empty = file("empty.json", "  \n");
        Path emptyArray = file("array.json", "[]");

        assertThatThrownBy(() -> documents(empty)).hasMessageContaining("is empty");
        assertThatThrownBy(() -> new GoldenDatasetLoader().load(emptyArray)).hasMessageContaining("empty array");
    }

    @Test
    void missingAndMistypedFieldsNameTheRecord() throws Exception {
        Path noText = file("a.json", "[{\"doc_id\": \"a\", \"text\": \"x\"}, {\"doc_id\": \"b\"}]");
        Path numericId = file("b.json", "[{\"doc_id\": 7, \"text\": \"x\"}]");
        Path notObject = file("c.json", "[\"just text\"]");

        assertThatThrownBy(() -> documents(noText))
                .hasMessageContaining("record 2 (line 1, column 32): has no \"text\" field");
        assertThatThrownBy(() -> documents(numericId))
                .hasMessageContaining("field \"doc_id\" is a number, but it must be a string");
        assertThatThrownBy(() -> documents(notObject))
                .hasMessageContaining("record 1 is a string, but every record must be an object");
    }

    @Test
    void duplicateIdsNameBothRecords() throws Exception {
        Path corpus = file("corpus.jsonl", "{\"doc_id\": \"a\", \"text\": \"x\"}\n{\"doc_id\": \"a\", \"text\": \"y\"}\n");

        assertThatThrownBy(() -> documents(corpus))
                .hasMessageContaining("record 2 (line 2, column 1): duplicate doc_id \"a\", already used by record 1"
                        + " (line 1, column 1)");
    }

    @Test
    void aGoldenCaseWhosePositionNamesAnotherCasesIdIsRefusedForEveryGoal() throws Exception {
        // Before, the check accepted this set and wrote both rankings under "q1" in run.trec.
        Path golden = file("clash.jsonl", "{\"query\": \"one\", \"relevant_doc_ids\": [\"a\"]}\n"
                + "{\"query_id\": \"q1\", \"query\": \"two\", \"relevant_doc_ids\": [\"b\"]}\n");

        assertThatThrownBy(() -> new GoldenDatasetLoader().load(golden)).isInstanceOf(InputException.class)
                .hasMessageContaining("record 1 (line 1, column 1): has no query_id, so files that name queries call"
                        + " it \"q1\" by its position, which record 2 (line 2, column 1) has as its query_id.");
    }

    @Test
    void goldenCasesKeepRepeatedIdsOnceAndRejectBlankQueries() throws Exception {
        Path golden = file("golden.json", "[{\"query\": \"q\", \"relevant_doc_ids\": [\"a\", \"b\", \"a\"]}]");
        Path blank = file("blank.json", "[{\"query\": \"  \", \"relevant_doc_ids\": [\"a\"]}]");
        Path wrongType = file("wrong.json", "[{\"query\": \"q\", \"relevant_doc_ids\": \"a\"}]");

        assertThat(new GoldenDatasetLoader().load(golden).cases())
                .containsExactly(new GoldenCase("q", List.of("a", "b")));
        assertThatThrownBy(() -> new GoldenDatasetLoader().load(blank)).hasMessageContaining("the query is empty");
        assertThatThrownBy(() -> new GoldenDatasetLoader().load(wrongType))
                .hasMessageContaining("\"relevant_doc_ids\" is a string, but it must be an array of strings");
    }

    @Test
    void everyUnknownRelevantIdIsListedWithItsCase() throws Exception {
        Path corpusFile = file("corpus.json", "[{\"doc_id\": \"a\", \"text\": \"x\"}]");
        Path goldenFile = file("golden.json", "[{\"query\": \"q1\", \"relevant_doc_ids\": [\"a\", \"typo\"]},\n"
                + "{\"query\": \"q2\", \"relevant_doc_ids\": [\"gone\"]}]");
        Corpus corpus = new CorpusLoader().load(corpusFile, document -> { });
        GoldenDataset golden = new GoldenDatasetLoader().load(goldenFile);

        assertThatThrownBy(() -> RelevantIdCheck.requireKnown(golden, corpus, corpusFile))
                .isInstanceOf(InputException.class)
                .hasMessageContaining("2 relevant ids are not in the corpus")
                .hasMessageContaining("\"typo\" in record 1 (line 1, column 2)")
                .hasMessageContaining("\"gone\" in record 2 (line 2, column 1)");
    }

    @Test
    void tagsAreOptionalNamesKeptOnceEach() throws Exception {
        Path golden = file("golden.json", "[{\"query\": \"q\", \"relevant_doc_ids\": [\"a\"], \"tags\": [\"billing\","
                + " \"critical\", \"billing\"]}, {\"query\": \"r\", \"relevant_doc_ids\": [\"a\"]}]");
        Path badTag = file("bad.json", "[{\"query\": \"q\", \"relevant_doc_ids\": [\"a\"], \"tags\": [\"two words\"]}]");

        assertThat(new GoldenDatasetLoader().load(golden).cases()).extracting(GoldenCase::tags)
                .containsExactly(List.of("billing", "critical"), List.of());
        assertThatThrownBy(() -> new GoldenDatasetLoader().load(badTag))
                .hasMessageContaining("record 1 (line 1, column 2): tag \"two words\" is not allowed. A tag starts"
                        + " with a letter");
    }
}
