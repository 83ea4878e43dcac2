package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.baseline.RecordedCase;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A baseline of a run file's long lists: each kept to its first 100, with its count and first relevant rank. */
class CutBaselineTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path folder;

    /** {@code count} documents d0, d1, ... with falling scores. */
    static List<ScoredDocument> ranking(int count) {
        List<ScoredDocument> ranking = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ranking.add(new ScoredDocument("d" + i, 1000.0 - i));
        }
        return ranking;
    }

    private static Map<String, Double> values(double hit) {
        return Map.of("mrr", 0.0, "hit_rate", hit);
    }

    /** Relevant at rank 120 of 150 (no hit at k), nothing relevant in 150, and a short list of 30. */
    static RecordedRun longLists() throws Exception {
        return new RecordedRun(Fixtures.baseline().fingerprint(), Map.of("mrr", 1.0 / 9, "hit_rate", 1.0 / 3), List.of(
                RecordedCase.of("deep", List.of("d119"), ranking(150), values(0.0)),
                RecordedCase.of("none", List.of("x"), ranking(150), values(0.0)),
                RecordedCase.of("short", List.of("d2"), ranking(30), Map.of("mrr", 1.0 / 3, "hit_rate", 1.0))));
    }

    @Test
    void aLongListIsWrittenToItsFirstHundredWithItsCountAndFirstRelevantRank() throws Exception {
        Path file = folder.resolve("baseline.json");
        BaselineFile.write(longLists(), file);
        JsonNode cases = MAPPER.readTree(file.toFile()).get("cases");

        assertThat(cases.get(0).get("retrieved")).hasSize(100);
        assertThat(cases.get(0).get("retrieved_count").intValue()).isEqualTo(150);
        assertThat(cases.get(0).get("first_relevant_rank").intValue()).isEqualTo(120);
        assertThat(cases.get(1).get("first_relevant_rank").isNull()).isTrue();
        assertThat(cases.get(2).get("retrieved")).hasSize(30);
        assertThat(cases.get(2).has("retrieved_count")).isFalse();
        assertThat(cases.get(2).has("first_relevant_rank")).isFalse();

        RecordedRun read = BaselineFile.read(file);
        assertThat(read).isEqualTo(longLists());
        assertThat(read.cases().get(0).retrievedCount()).isEqualTo(150);
        assertThat(read.cases().get(0).firstRelevantRank()).isEqualTo(120);
        assertThat(read.cases().get(0).hit()).isFalse();
        assertThat(read.meanReturned()).isEqualTo(110.0);
    }

    @Test
    void aBaselineRecordedWithWholeListsIsReadCutWithItsCountAndRank() throws Exception {
        Path file = folder.resolve("baseline.json");
        BaselineFile.write(longLists(), file);
        ObjectNode root = (ObjectNode) MAPPER.readTree(file.toFile());
        ObjectNode deep = (ObjectNode) root.get("cases").get(0);
        ArrayNode whole = deep.putArray("retrieved");
        ranking(150).forEach(d -> whole.addObject().put("doc_id", d.docId()).put("score", d.score()));
        deep.remove(List.of("retrieved_count", "first_relevant_rank"));
        Files.writeString(file, MAPPER.writeValueAsString(root));

        RecordedCase read = BaselineFile.read(file).cases().get(0);

        assertThat(read.retrieved()).hasSize(100);
        assertThat(read.retrievedCount()).isEqualTo(150);
        assertThat(read.firstRelevantRank()).isEqualTo(120);
        assertThat(read).isEqualTo(longLists().cases().get(0));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
        "/cases/0/retrieved_count     | 99      | \"cases[0].retrieved_count\" is 99 for 100 listed results; a cut list"
                + " holds at most 100 of at least as many",
        "/cases/0/retrieved_count     | '\"150\"' | \"cases[0].retrieved_count\" is \"150\"; it must be a whole number"
                + " (a cut list gives both retrieved_count and first_relevant_rank)",
        "/cases/0/retrieved_count     | 2147483648 | \"cases[0].retrieved_count\" is 2147483648, out of range (a whole"
                + " number from -2147483648 to 2147483647)",
        "/cases/0/first_relevant_rank | 151     | \"cases[0].first_relevant_rank\" is 151; it is a rank from 1 to the"
                + " 150 retrieved, or null for none",
        "/cases/0/first_relevant_rank | 0       | \"cases[0].first_relevant_rank\" is 0; it is a rank from 1 to the"
                + " 150 retrieved, or null for none",
        "/cases/0/first_relevant_rank | 7       | \"cases[0].first_relevant_rank\" is 7, but the listed results put"
                + " the first relevant document at no rank up to 100",
        "/cases/1/relevant_doc_ids/0  | '\"d4\"'  | \"cases[1].first_relevant_rank\" is null, but the listed results put"
                + " the first relevant document at rank 5",
        "/cases/0/metrics/hit_rate    | 1.0     | \"cases[0].metrics.hit_rate\" is 1.0, but the first relevant document is at"
                + " rank 120 for k = 3: a query's hit rate is 1 when it is in the top k, else 0",
        "/cases/2/metrics/hit_rate    | 0.5     | \"cases[2].metrics.hit_rate\" is 0.5, but the first relevant document is at"
                + " rank 3 for k = 3: a query's hit rate is 1 when it is in the top k, else 0",
        "/cases/2/metrics             | '{\"mrr\": 1.0}' | \"cases[2].metrics\" has no \"hit_rate\", which tells a hit"
                + " from a miss",
    })
    void aCountOrRankThatCannotBeIsAnInputErrorNamingThePlace(String pointer, String json, String problem)
            throws Exception {
        Path file = folder.resolve("baseline.json");
        BaselineFile.write(longLists(), file);
        ObjectNode root = (ObjectNode) MAPPER.readTree(file.toFile());
        JsonEdits.set(root, pointer, MAPPER.readTree(json));
        Files.writeString(file, MAPPER.writeValueAsString(root));

        assertThatThrownBy(() -> BaselineFile.read(file)).isInstanceOf(InputException.class)
                .hasMessage("baseline file " + file + " cannot be used: " + problem
                        + ". Re-record it with mvn rag-eval:baseline.");
    }

    @Test
    void aBaselineWhoseKeysATookSortedIsReadAsWritten() throws Exception {
        Path file = folder.resolve("baseline.json");
        BaselineFile.write(longLists(), file);
        ObjectMapper sorting = JsonMapper.builder().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                .nodeFactory(JsonNodeFactory.withExactBigDecimals(true)).build();
        Object sorted = sorting.treeToValue(sorting.readTree(file.toFile()), Object.class);
        Files.writeString(file, sorting.writeValueAsString(sorted));
        assertThat(Files.readString(file)).startsWith("{\"cases\":");

        assertThat(BaselineFile.read(file)).isEqualTo(longLists());
    }

    @Test
    void aReportGivenAsABaselineIsNoBaselineWhateverTheOrderOfItsKeys() throws Exception {
        Path file = Files.writeString(folder.resolve("baseline.json"), "{\"cases\": [{\"query\": 1}], \"k\": 3}");

        assertThatThrownBy(() -> BaselineFile.read(file)).isInstanceOf(InputException.class)
                .hasMessageContaining("it is not a rag-eval baseline");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "\"mrr\" : 0.1111111111111111,    | \"mrr\" : 0.1, | \"summary.mrr\" is 0.1, but the cases' values average"
                + " 0.1111111111111111: the summary is their mean",
        "\"queries\" : 3                  | \"queries\" : 9 | \"summary.queries\" is 9, but \"cases\" holds 3",
    })
    void aSummaryEditedApartFromItsCasesIsAnInputError(String written, String edited, String problem)
            throws Exception {
        Path file = folder.resolve("baseline.json");
        BaselineFile.write(longLists(), file);
        String text = Files.readString(file);
        assertThat(text).contains(written.trim());
        Files.writeString(file, text.replaceFirst(java.util.regex.Pattern.quote(written.trim()), edited.trim()));

        assertThatThrownBy(() -> BaselineFile.read(file)).isInstanceOf(InputException.class)
                .hasMessageContaining(problem);
    }

    @Test
    void aNameGivenTwiceInOneObjectIsAnErrorNotTheLastOneKept() throws Exception {
        Path file = folder.resolve("baseline.json");
        BaselineFile.write(longLists(), file);
        String text = Files.readString(file).replaceFirst("\"hit_rate\" : ", "\"hit_rate\" : 0.0, \"hit_rate\" : ");
        Files.writeString(file, text);

        assertThatThrownBy(() -> BaselineFile.read(file)).isInstanceOf(InputException.class)
                .hasMessageContaining("is not valid JSON at line").hasMessageContaining("the name 'hit_rate' twice in"
                        + " one object: a reader would keep one of the two values without a word, so remove the other");
    }
}
