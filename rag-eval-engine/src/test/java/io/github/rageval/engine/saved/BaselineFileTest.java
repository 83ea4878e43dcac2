package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.input.ByteOrderMark;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.secret.SecretNames;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BaselineFileTest {
    @TempDir
    Path folder;

    @Test
    void aWrittenBaselineReadsBackAsTheSameRun() throws Exception {
        RecordedRun run = Fixtures.baseline();
        Path file = folder.resolve("nested/baseline.json");

        BaselineFile.write(run, file);
        RecordedRun read = BaselineFile.read(file);

        assertThat(read).isEqualTo(run);
        assertThat(read.cases().get(3).retrievedIds()).containsExactly("sso-setup", "refund-policy", "pw-reset");
        assertThat(read.cases().get(1).firstRelevantRank()).isEqualTo(3);
        assertThat(read.summary()).containsOnlyKeys("mean_precision", "mean_recall", "mrr", "hit_rate");
        assertThat(read.summary().get("mrr")).isEqualTo(0.9333333333333333);
    }

    @Test
    void theSameRunGivesTheSameBytes() throws Exception {
        Path first = folder.resolve("a.json");
        Path second = folder.resolve("b.json");
        BaselineFile.write(Fixtures.baseline(), first);
        BaselineFile.write(Fixtures.baseline(), second);

        assertThat(Files.readAllBytes(first)).isEqualTo(Files.readAllBytes(second));
        String text = Files.readString(first);
        assertThat(text).startsWith("{\n  \"format\" : \"rag-eval-baseline\",\n  \"version\" : 1,\n  \"fingerprint\" : {")
                .doesNotContain("\r").endsWith("}\n");
        assertThat(Files.list(folder)).hasSize(2);
    }

    @Test
    void aMissingFileSaysHowToRecordOne() {
        assertThatThrownBy(() -> BaselineFile.read(folder.resolve("baseline.json"))).isInstanceOf(InputException.class)
                .hasMessageEndingWith("does not exist. Record one with mvn rag-eval:baseline, or leave baselineFile"
                        + " unset to compare with none.");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{oops                                                   | is not valid JSON at line 1, column 2: a field name without double quotes",
        "[]                                                      | it is not a rag-eval baseline",
        "{\"format\": \"rag-eval-baseline\", \"version\": 2}     | its version 2 is not 1",
        "{\"format\": \"rag-eval-baseline\", \"version\": 1}     | \"fingerprint\" is missing or not an object",
        "{\"format\": \"rag-eval-baseline\", \"version\": 1, \"fingerprint\": {\"k\": \"3\"}} | \"fingerprint.k\" is not an integer",
    })
    void aFileThatIsNotABaselineIsAnInputErrorNamingTheProblem(String content, String problem) throws Exception {
        Path file = Files.writeString(folder.resolve("baseline.json"), content);

        assertThatThrownBy(() -> BaselineFile.read(file)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("baseline file " + file).hasMessageContaining(problem)
                .hasMessageEndingWith("Re-record it with mvn rag-eval:baseline.");
    }

    @Test
    void aCaseWithANonNumericMetricIsRejected() throws Exception {
        BaselineFile.write(Fixtures.baseline(), folder.resolve("good.json"));
        String tampered = Files.readString(folder.resolve("good.json")).replaceFirst("\"mrr\" : 1.0", "\"mrr\" : \"high\"");
        Path file = Files.writeString(folder.resolve("baseline.json"), tampered);

        assertThatThrownBy(() -> BaselineFile.read(file)).isInstanceOf(InputException.class)
                .hasMessageContaining("\"cases[0].metrics.mrr\" is not a number");
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
        "/fingerprint/k                  | 0          | \"fingerprint.k\" is 0; it must be at least 1",
        "/fingerprint/k                  | -3         | \"fingerprint.k\" is -3; it must be at least 1",
        "/fingerprint/k                  | 2.5        | \"fingerprint.k\" is not an integer",
        "/summary/mrr                    | 5.0        | \"summary.mrr\" is 5.0, outside 0 to 1, where every metric lies",
        "/summary/queries                | 0          | \"summary.queries\" is 0; it must be a whole number of at least 1",
        "/cases/1/metrics/recall         | 1.5        | \"cases[1].metrics.recall\" is 1.5, outside 0 to 1, where every metric lies",
        "/cases/0/metrics/precision      | -0.25      | \"cases[0].metrics.precision\" is -0.25, outside 0 to 1, where every metric lies",
        "/cases                          | []         | \"cases\" is empty, and an evaluation holds at least one query",
        "/cases/0/relevant_doc_ids/0     | 7          | \"cases[0].relevant_doc_ids[0]\" is not a string",
        "/cases/0/retrieved/0/score      | '\"x\"'  | \"cases[0].retrieved[0].score\" is not a number",
        "/cases/0/retrieved/0            | 1          | \"cases[0].retrieved[0]\" is not an object",
        "/cases/0/retrieved/0/chunk      | 1          | \"cases[0].retrieved[0].chunk\" is not an object",
        "/fingerprint/retriever/type     | '[1]'      | \"fingerprint.retriever.type\" is not a setting's value (text, a number, true or false)",
    })
    void aValueOutOfItsRangeOrTypeIsAnInputErrorNamingThePlace(String pointer, String json, String problem)
            throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        BaselineFile.write(Fixtures.baseline(), folder.resolve("good.json"));
        ObjectNode root = (ObjectNode) mapper.readTree(Files.readAllBytes(folder.resolve("good.json")));
        JsonEdits.set(root, pointer, mapper.readTree(json));
        Path file = Files.writeString(folder.resolve("baseline.json"), mapper.writeValueAsString(root));

        assertThatThrownBy(() -> BaselineFile.read(file)).isInstanceOf(InputException.class)
                .hasMessage("baseline file " + file + " cannot be used: " + problem
                        + ". Re-record it with mvn rag-eval:baseline.");
    }

    @Test
    void aKeyRecordedInClearByAnOlderBaselineIsReadAsTheMarkerAndComparesEqual() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        BaselineFile.write(Fixtures.baseline(), folder.resolve("good.json"));
        ObjectNode root = (ObjectNode) mapper.readTree(Files.readAllBytes(folder.resolve("good.json")));
        JsonEdits.set(root, "/fingerprint/retriever/options.apiKey", mapper.getNodeFactory().textNode("sk-live-123456"));
        Path file = Files.writeString(folder.resolve("baseline.json"), mapper.writeValueAsString(root));

        Fingerprint old = BaselineFile.read(file).fingerprint();

        // Read as the marker, as a run records any key now: a rotated key is no change of configuration.
        assertThat(old.retriever()).containsEntry("options.apiKey", "***");
        Map<String, Object> now = SecretNames.masked(Map.of("options.apiKey", "sk-live-999"));
        Map<String, Object> same = new LinkedHashMap<>(old.retriever());
        same.putAll(now);
        assertThat(old.retrieverChanges(new Fingerprint(old.k(), same, old.corpusSha256(), old.goldenSha256())))
                .isEmpty();
    }

    @Test
    void judgedOnlyIsRecordedInTheFingerprintOnlyWhenOn() throws Exception {
        RecordedRun run = Fixtures.baseline();
        Fingerprint at = run.fingerprint();
        RecordedRun judged = new RecordedRun(new Fingerprint(at.k(), at.retriever(), at.corpusSha256(),
                at.goldenSha256(), at.relevanceLevel(), at.depth(), true), run.summary(), run.cases());
        Path file = folder.resolve("judged.json");

        BaselineFile.write(judged, file);

        assertThat(Files.readString(file)).contains("\"judged_only\" : true");
        assertThat(BaselineFile.read(file).fingerprint().judgedOnly()).isTrue();
        assertThat(BaselineFile.tree(run).toString()).doesNotContain("judged_only");
    }

    @Test
    void aByteOrderMarkBeforeTheBaselineIsSkipped() throws Exception {
        Path file = folder.resolve("baseline.json");
        BaselineFile.write(Fixtures.baseline(), file);
        RecordedRun plain = BaselineFile.read(file);
        Files.write(file, concat(ByteOrderMark.TEXT.getBytes(StandardCharsets.UTF_8), Files.readAllBytes(file)));
        assertThat(BaselineFile.read(file)).isEqualTo(plain);
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] both = java.util.Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }
}
