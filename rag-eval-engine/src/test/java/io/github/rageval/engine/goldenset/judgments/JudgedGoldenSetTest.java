package io.github.rageval.engine.goldenset.judgments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.GoldenDatasetLoader;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.model.InputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The judgments goal over golden sets in the layouts teams keep: what it does not change stays byte for byte, a
 * case in the specification's form becomes a graded map where it gets grades, a graded case is extended, and the
 * judgments are read and checked as the judgments setting reads and checks them.
 */
class JudgedGoldenSetTest {
    @TempDir
    Path dir;

    private Path file(String name, String content) throws Exception {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }

    private JudgedGoldenResult fold(Path golden, Path corpus, boolean acceptMachine, Path... judgments)
            throws Exception {
        return JudgedGoldenSet.write(new JudgedGoldenSettings(golden, corpus == null ? dir.resolve("none.json")
                : corpus, corpus == null, List.of(judgments), acceptMachine, dir.resolve("out")
                .resolve(golden.getFileName())));
    }

    private String written(JudgedGoldenResult result) throws Exception {
        return Files.readString(result.file(), StandardCharsets.UTF_8);
    }

    @Test
    void theSeedGoldenSetWithNoNewGradeIsWrittenBackByteForByte() throws Exception {
        Path golden = Files.copy(Fixtures.GOLDEN, dir.resolve("golden.json"));
        // Judged as the golden set judges already: nothing to add.
        Path pool = file("pool.jsonl", "{\"query_id\":\"q1\",\"doc_id\":\"pw-reset\",\"grade\":1}\n");
        JudgedGoldenResult result = fold(golden, Fixtures.CORPUS, false, pool);
        assertThat(Files.readAllBytes(result.file())).isEqualTo(Files.readAllBytes(golden));
        assertThat(result.lines(Path::toString)).containsExactly("Judgments: 0 grades added to 0 of 10 queries,"
                + " 1 already there: " + result.file());
    }

    @Test
    void aJsonLinesGoldenSetKeepsEveryLineItDoesNotGrade() throws Exception {
        String lines = "{\"query_id\": \"a\", \"query\": \"caf\\u00e9 hours\", \"relevant\": {\"x\": 2, \"y\": 0},"
                + " \"tags\": [\"billing\"], \"note\": 1.50}\r\n{\"query\":\"second\",\"relevant_doc_ids\":[\"z\"]}\r\n";
        Path golden = file("golden.jsonl", "\uFEFF" + lines);
        Path qrels = file("more.qrels", "a 0 x 2\n");
        JudgedGoldenResult result = fold(golden, null, false, qrels);
        assertThat(Files.readAllBytes(result.file())).isEqualTo(Files.readAllBytes(golden));
    }

    @Test
    void aCaseInTheSpecificationsFormBecomesAGradedMapInPlaceOfItsIds() throws Exception {
        Path golden = Files.copy(Fixtures.GOLDEN, dir.resolve("golden.json"));
        Path pool = file("pool.jsonl", "{\"query_id\":\"q2\",\"doc_id\":\"sso-setup\",\"grade\":0}\n"
                + "{\"query_id\":\"q2\",\"doc_id\":\"team-roles\",\"grade\":2}\n"
                + "{\"query_id\":\"q2\",\"doc_id\":\"pw-reset\",\"grade\":1}\n");
        JudgedGoldenResult result = fold(golden, Fixtures.CORPUS, false, pool);
        String before = Files.readString(golden);
        String ids = "    \"relevant_doc_ids\": [\n      \"pw-reset\",\n      \"2fa-setup\"\n    ]\n";
        String graded = "    \"relevant\": {\n      \"pw-reset\": 1,\n      \"2fa-setup\": 1,\n      \"sso-setup\": 0,\n"
                + "      \"team-roles\": 2\n    }\n";
        assertThat(before).contains(ids);
        assertThat(written(result)).isEqualTo(before.replace(ids, graded));
        assertThat(result.lines(Path::toString)).containsExactly("Judgments: 2 grades added to 1 of 10 queries,"
                + " 1 already there: " + result.file());
        GoldenDataset read = new GoldenDatasetLoader().load(result.file());
        assertThat(read.cases().get(1).grades()).containsExactly(Map.entry("pw-reset", 1), Map.entry("2fa-setup", 1),
                Map.entry("sso-setup", 0), Map.entry("team-roles", 2));
    }

    @Test
    void aGradedCaseGetsTheNewIdsAppendedInItsOwnLayout() throws Exception {
        Path golden = file("golden.jsonl", "{\"query_id\":\"a\",\"query\":\"one\",\"relevant\":{\"x\":2},\"tags\":[]}\n"
                + "{\"query_id\": \"b\", \"query\": \"two\", \"relevant_doc_ids\": [\"y\", \"y\"]}\n"
                + "{\"query_id\": \"c\", \"query\": \"three\", \"relevant\": {}, \"relevant_doc_ids\": [\"w\"]}\n");
        Path pool = file("pool.csv", "query_id,doc_id,grade\r\na,\"q\"\"\",1\r\na,v,0\r\nb,x,3\r\nc,u,0\r\n");
        JudgedGoldenResult result = fold(golden, null, false, pool);
        assertThat(written(result)).isEqualTo(
                "{\"query_id\":\"a\",\"query\":\"one\",\"relevant\":{\"x\":2,\"q\\\"\":1,\"v\":0},\"tags\":[]}\n"
                + "{\"query_id\": \"b\", \"query\": \"two\", \"relevant\": {\"y\": 1, \"x\": 3}}\n"
                + "{\"query_id\": \"c\", \"query\": \"three\", \"relevant\": {\"u\": 0}, \"relevant_doc_ids\": [\"w\"]}\n");
        assertThat(new GoldenDatasetLoader().load(result.file()).cases().get(0).grades()).containsExactly(
                Map.entry("x", 2), Map.entry("q\"", 1), Map.entry("v", 0));
    }

    @Test
    void anIndentedGoldenSetGetsItsNewGradesIndentedAsItsOwn() throws Exception {
        // Jackson's pretty printer: " : ", arrays on one line.
        Path golden = file("golden.json", "[ {\n  \"query\" : \"one\",\n  \"relevant\" : {\n    \"x\" : 2\n  }\n},"
                + " {\n  \"query\" : \"two\",\n  \"relevant_doc_ids\" : [ \"a\" ]\n}, {\n  \"query\" : \"three\",\n"
                + "  \"relevant_doc_ids\" : [ ]\n} ]");
        Path qrels = file("more.qrels", "q1 0 y 1\nq2 0 b 0\nq3 0 c 1\n");
        assertThat(written(fold(golden, null, false, qrels))).isEqualTo("[ {\n  \"query\" : \"one\",\n"
                + "  \"relevant\" : {\n    \"x\" : 2,\n    \"y\" : 1\n  }\n}, {\n  \"query\" : \"two\",\n"
                + "  \"relevant\" : { \"a\" : 1, \"b\" : 0 }\n}, {\n  \"query\" : \"three\",\n"
                + "  \"relevant\" : {\n    \"c\" : 1\n  }\n} ]");
    }

    @Test
    void aMachinesGradesAreFoldedInOnlyWhenAccepted() throws Exception {
        Path golden = file("golden.jsonl", "{\"query_id\":\"a\",\"query\":\"one\",\"relevant\":{\"x\":1}}\n");
        Path pool = file("pool.jsonl", "{\"query_id\":\"a\",\"doc_id\":\"m\",\"grade\":2,\"judged_by\":\"umbrela:m\"}\n"
                + "{\"query_id\":\"a\",\"doc_id\":\"p\",\"grade\":0}\n");
        JudgedGoldenResult people = fold(golden, null, false, pool);
        assertThat(written(people)).isEqualTo("{\"query_id\":\"a\",\"query\":\"one\",\"relevant\":{\"x\":1,\"p\":0}}\n");
        assertThat(people.warnings()).containsExactly("1 machine judgment in " + pool + " left out (graded with a"
                + " judged_by): set acceptMachineJudgments=true"
                + " (-Drageval.acceptMachineJudgments=true) to count it.");
        JudgedGoldenResult machines = fold(golden, null, true, pool);
        assertThat(written(machines)).isEqualTo(
                "{\"query_id\":\"a\",\"query\":\"one\",\"relevant\":{\"x\":1,\"m\":2,\"p\":0}}\n");
        // Folded in, they are said to be, with the agreement with people they carry (here none).
        assertThat(machines.warnings()).containsExactly("machine grades by umbrela:m counted: 1 in " + pool + ", with"
                + " no agreement with people on record: the judge goal measures it on pool lines a person graded, and"
                + " stamps it on each grade.");
    }

    @Test
    void theJudgmentsSettingsErrorsStopItBeforeAnythingIsWritten() throws Exception {
        Path golden = Files.copy(Fixtures.GOLDEN, dir.resolve("golden.json"));
        Path conflict = file("conflict.jsonl", "{\"query_id\":\"q1\",\"doc_id\":\"pw-reset\",\"grade\":0}\n");
        assertThatThrownBy(() -> fold(golden, Fixtures.CORPUS, false, conflict)).isInstanceOf(InputException.class)
                .hasMessageStartingWith("document \"pw-reset\" of query \"q1\" is graded 0 in judgments file "
                        + conflict + ", record 1 (line 1, column 1), but 1 in golden set " + golden);
        Path unknownQuery = file("unknown.qrels", "q99 0 pw-reset 1\n");
        assertThatThrownBy(() -> fold(golden, Fixtures.CORPUS, false, unknownQuery))
                .hasMessageContaining("1 judgment names a query the golden set " + golden + " does not have");
        Path typo = file("typo.qrels", "q1 0 pw-rest 1\n");
        assertThatThrownBy(() -> fold(golden, Fixtures.CORPUS, false, typo))
                .hasMessageContaining("judges a document that is not in the corpus " + Fixtures.CORPUS);
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void withoutACorpusAtItsDefaultTheConsoleSaysTheDocumentsWereNotChecked() throws Exception {
        Path golden = file("golden.jsonl", "{\"query_id\":\"a\",\"query\":\"one\",\"relevant\":{\"x\":1}}\n");
        JudgedGoldenResult result = fold(golden, null, false, file("more.qrels", "a 0 y 1\n"));
        assertThat(result.lines(Path::toString)).containsExactly("Judgments: 1 grade added to 1 of 1 query, 0 already"
                + " there: " + result.file(), "Judgments: the judged documents were not checked against a corpus:"
                + " there is none at " + dir.resolve("none.json") + ".");
    }

    @Test
    void theDefaultFileTakesTheGoldenSetsExtension() {
        Path configured = Path.of("target/rag-eval/golden-judged.json");
        assertThat(JudgedGoldenSet.defaultOutput(configured, Path.of("src/golden.jsonl")))
                .isEqualTo(Path.of("target/rag-eval/golden-judged.jsonl"));
        assertThat(JudgedGoldenSet.defaultOutput(configured, Path.of("src/golden.json"))).isEqualTo(configured);
    }
}
