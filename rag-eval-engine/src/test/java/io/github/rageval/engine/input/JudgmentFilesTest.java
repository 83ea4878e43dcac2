package io.github.rageval.engine.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.read.CommandLineNames;
import io.github.rageval.engine.settings.table.SettingWords;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The judgments files read back: filled pools (JSON Lines, CSV) and qrels, blank grades skipped, bad ones named. */
class JudgmentFilesTest {
    @TempDir
    Path dir;

    private Path file(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content, StandardCharsets.UTF_8);
    }

    private static List<String> read(Path file) throws InputException {
        return JudgmentFiles.read(file).stream().map(l -> l.place() + " " + l.queryId() + "/" + l.docId() + "="
                + l.grade()).toList();
    }

    @Test
    void aFolderGivenAsJudgmentsIsToldAsTheJudgmentsSettingsNotAsAQrelsFile() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("judged"));
        assertThatThrownBy(() -> JudgmentFiles.read(folder)).isInstanceOf(InputException.class)
                .hasMessage("judgments file " + folder + " is a directory, not a file. Point judgments at a file, not"
                        + " a folder: a filled pool file (pool.jsonl, pool.csv) or a qrels file; give several"
                        + " comma-separated.");
    }

    @Test
    void aFilledPoolJsonlGivesItsGradedLinesAndSkipsTheBlankOnes() throws Exception {
        Path pool = file("pool.jsonl", "{\"query_id\":\"q1\",\"query\":\"x\",\"doc_id\":\"a\",\"text\":\"t\","
                + "\"retrieved_by\":{\"tfidf\":1},\"grade\":2}\n"
                + "{\"query_id\":\"q1\",\"query\":\"x\",\"doc_id\":\"b\",\"text\":null,\"retrieved_by\":{},\"grade\":null}\n"
                + "{\"query_id\":\"q2\",\"doc_id\":\"c\",\"grade\":0}\n"
                + "{\"query_id\":\"q2\",\"doc_id\":\"d\"}\n");
        assertThat(read(pool)).containsExactly("record 1 (line 1, column 1) q1/a=2", "record 3 (line 3, column 1) q2/c=0");
    }

    @Test
    void theJudgesGradeBesideAPersonsIsReadWithItAndOnlyThere() throws Exception {
        Path pool = file("pool.jsonl", "{\"query_id\":\"q1\",\"doc_id\":\"a\",\"grade\":2,\"judge_grade\":1,"
                + "\"judge_grade_by\":\"umbrela:m\"}\n{\"query_id\":\"q1\",\"doc_id\":\"b\",\"grade\":0,"
                + "\"judge_grade\":null,\"judge_grade_by\":null}\n{\"query_id\":\"q1\",\"doc_id\":\"c\",\"grade\":1,"
                + "\"judged_by\":\"umbrela:m\",\"judge_grade\":0,\"judge_grade_by\":\"umbrela:m\"}\n");
        List<JudgmentLine> lines = JudgmentFiles.read(pool);
        assertThat(lines).extracting(JudgmentLine::judgeSample).containsExactly(new JudgeSample(1, "umbrela:m"),
                null, null);
        assertThat(lines.get(0).grade()).isEqualTo(2);
    }

    @Test
    void aFilledPoolCsvGivesItsGradedLinesWithQuotedFieldsAndEitherLineEnd() throws Exception {
        Path pool = file("pool.csv", "query_id,query,doc_id,text,retrieved_by,grade\r\n"
                + "q1,\"How, \"\"exactly\"\"?\",a,\"two\nlines\",tfidf:1,1\r\n"
                + "q1,x,b,t,tfidf:2,\r\n"
                + "q2,x,c,t,bm25:1, 0 \n");
        assertThat(read(pool)).containsExactly("line 2 q1/a=1", "line 5 q2/c=0");
    }

    @Test
    void aMachinesGradesInACsvAreLeftOutWithAWarningUnlessAccepted() throws Exception {
        Path pool = file("pool.csv", "query_id,doc_id,grade,judged_by\r\nq1,a,2,umbrela:qwen3:8b\r\nq1,b,1,\r\n"
                + "q1,c,,umbrela:qwen3:8b\r\n");
        // The advice is the front end's: here the command line's.
        ReadJudgments people = JudgmentFiles.readAll(List.of(pool), false, CommandLineNames.words());
        assertThat(people.lines()).extracting(JudgmentLine::docId).containsExactly("b");
        assertThat(people.warnings()).containsExactly("1 machine judgment in " + pool + " left out (graded with a"
                + " judged_by): set --accept-machine-judgments true to count it.");
        ReadJudgments all = JudgmentFiles.readAll(List.of(pool), true, SettingWords.PARAMETERS);
        assertThat(all.lines()).extracting(JudgmentLine::docId, JudgmentLine::judgedBy).containsExactly(
                tuple("a", "umbrela:qwen3:8b"), tuple("b", null));
        assertThat(all.warnings()).containsExactly("machine grades by umbrela:qwen3:8b counted: 1 in " + pool + ","
                + " with no agreement with people on record: the judge goal measures it on pool lines a person graded,"
                + " and stamps it on each grade.");
    }

    @Test
    void machineGradesCountedSayTheAgreementWithPeopleTheJudgeStampedOnThem() throws Exception {
        Path pool = file("pool.jsonl", "{\"query_id\":\"q1\",\"doc_id\":\"a\",\"grade\":2,\"judged_by\":"
                + "\"umbrela:m\",\"judge_kappa\":0.7213114754098361,\"judge_pairs\":48}\n"
                + "{\"query_id\":\"q1\",\"doc_id\":\"b\",\"grade\":0,\"judged_by\":\"umbrela:m\","
                + "\"judge_kappa\":0.7213114754098361,\"judge_pairs\":48}\n"
                + "{\"query_id\":\"q1\",\"doc_id\":\"c\",\"grade\":1,\"judged_by\":\"umbrela:m\"}\n"
                + "{\"query_id\":\"q1\",\"doc_id\":\"d\",\"grade\":1}\n");
        ReadJudgments all = JudgmentFiles.readAll(List.of(pool), true, SettingWords.PARAMETERS);
        assertThat(all.lines()).extracting(JudgmentLine::agreement).containsExactly(
                new AgreementStamp(0.7213114754098361, 48), new AgreementStamp(0.7213114754098361, 48), null, null);
        assertThat(all.warnings()).containsExactly(
                "machine grades by umbrela:m counted: 2 in " + pool + ", accepted at Cohen's kappa 0.72 on 48"
                        + " human-graded pairs (relevant or not).",
                "machine grades by umbrela:m counted: 1 in " + pool + ", with no agreement with people on record:"
                        + " the judge goal measures it on pool lines a person graded, and stamps it on each grade.");
        // Another machine's grades (the grow goal's clicks) are not the judge's to measure.
        Path clicks = file("clicks.jsonl", "{\"query_id\":\"q1\",\"doc_id\":\"a\",\"grade\":2,\"judged_by\":"
                + "\"clicks:coec\"}\n");
        assertThat(JudgmentFiles.readAll(List.of(clicks), true, SettingWords.PARAMETERS).warnings()).containsExactly(
                "machine grades by clicks:coec counted: 1 in " + clicks + ", with no agreement with people on record.");
        // Left out, they are not said to be counted.
        assertThat(JudgmentFiles.readAll(List.of(pool), false, SettingWords.PARAMETERS).warnings())
                .containsExactly("3 machine judgments in " + pool + " left out (graded with a judged_by): set"
                        + " acceptMachineJudgments=true (-Drageval.acceptMachineJudgments=true) to count them.");
    }

    @Test
    void qrelsAreReadWithTheirLines() throws Exception {
        Path qrels = file("more.qrels", "q1 0 a 1\nq2 0 b 0\n");
        assertThat(read(qrels)).containsExactly("line 1 q1/a=1", "line 2 q2/b=0");
    }

    @Test
    void aGradeThatIsNotAWholeNumberNamesTheFileAndTheLine() throws Exception {
        Path jsonl = file("pool.jsonl", "{\"query_id\":\"q1\",\"doc_id\":\"a\",\"grade\":1}\n"
                + "{\"query_id\":\"q1\",\"doc_id\":\"b\",\"grade\":1.5}\n");
        assertThatThrownBy(() -> JudgmentFiles.read(jsonl)).isInstanceOf(InputException.class)
                .hasMessage("judgments file " + jsonl + ", record 2 (line 2, column 1): grade 1.5 is not a whole"
                        + " number. Grade with whole numbers (1 or more relevant, 0 not relevant), or leave it null"
                        + " for a document not judged yet.");
        Path csv = file("pool.csv", "query_id,doc_id,grade\r\nq1,a,yes\r\n");
        assertThatThrownBy(() -> JudgmentFiles.read(csv))
                .hasMessage("judgments file " + csv + ", line 2: grade 'yes' is not a whole number. Grade with whole"
                        + " numbers (1 or more relevant, 0 not relevant), or leave it empty for a document not"
                        + " judged yet.");
        Path quoted = file("quoted.jsonl", "{\"query_id\":\"q1\",\"doc_id\":\"a\",\"grade\":\"2\"}\n");
        assertThatThrownBy(() -> JudgmentFiles.read(quoted)).hasMessageContaining("record 1 (line 1, column 1):"
                + " grade \"2\" is not a whole number.");
    }

    @Test
    void aCsvWithoutTheGradeColumnOrWithAShortLineIsRefused() throws Exception {
        Path noGrade = file("pool.csv", "query_id,doc_id\r\nq1,a\r\n");
        assertThatThrownBy(() -> JudgmentFiles.read(noGrade)).hasMessage("judgments file " + noGrade + ", line 1:"
                + " the header has no grade column (it has query_id, doc_id). Keep the header the pool goal writes.");
        Path shortLine = file("short.csv", "query_id,doc_id,grade\r\nq1,a\r\n");
        assertThatThrownBy(() -> JudgmentFiles.read(shortLine)).hasMessageStartingWith("judgments file " + shortLine
                + ", line 2: 2 fields where the header has 3.");
    }

    @Test
    void aCsvHeaderNamingAColumnTwiceIsRefusedAsAJsonLineNamingAFieldTwiceIs() throws Exception {
        // Two grade columns (1 and 0) were read as the first, the other dropped without a word.
        Path twice = file("twice.csv", "query_id,doc_id,grade,grade\r\nq1,a,1,0\r\n");
        assertThatThrownBy(() -> JudgmentFiles.read(twice)).isInstanceOf(InputException.class)
                .hasMessage("judgments file " + twice + ", line 1: the header has 2 grade columns (the first is"
                        + " column 3, the last 4): a reader would keep one without a word. Keep one of them, as the pool goal writes"
                        + " it.");
        Path otherTwice = file("other.csv", "query_id,text,doc_id,text,grade\r\nq1,x,a,y,1\r\n");
        assertThat(read(otherTwice)).containsExactly("line 2 q1/a=1");
    }

    @Test
    void aFileThatGradesNothingOrWritesGradesUnderAnotherNameIsAnErrorNotAnEmptyMerge() throws Exception {
        // Both were merged as nothing without a word, the file recorded in the fingerprint as if it judged.
        Path unfilled = file("pool.jsonl", "{\"query_id\": \"q1\", \"doc_id\": \"a\", \"grade\": null}\n"
                + "{\"query_id\": \"q2\", \"doc_id\": \"b\", \"grade\": \" \"}\n");
        assertThatThrownBy(() -> JudgmentFiles.readAll(List.of(unfilled), false, SettingWords.PARAMETERS))
                .isInstanceOf(InputException.class)
                .hasMessage("judgments file " + unfilled + " grades nothing: every grade is null, blank or missing (a"
                        + " grade is read from the field or column \"grade\"). Fill in the grades (1 or more relevant, 0"
                        + " not relevant) before giving it as judgments, or leave it out.");
        Path renamed = file("renamed.jsonl", "{\"query_id\": \"q1\", \"doc_id\": \"a\", \"relevance\": 1}\n");
        assertThatThrownBy(() -> JudgmentFiles.readAll(List.of(renamed), false, SettingWords.PARAMETERS))
                .isInstanceOf(InputException.class)
                .hasMessageContaining("grades nothing");
    }

    @Test
    void aGradeTooLargeIsSaidAsSuchNotAsNotAWholeNumber() throws Exception {
        Path pool = file("large.jsonl", "{\"query_id\": \"q1\", \"doc_id\": \"a\", \"grade\": 99999999999}\n");
        assertThatThrownBy(() -> JudgmentFiles.read(pool)).hasMessageContaining("grade 99999999999 is too large for"
                + " a grade.");
    }

    @Test
    void aFolderGivenAsJudgmentsIsToldInTheFrontEndsWords() throws Exception {
        // The command line was told "Point judgments at a file": a POM's word for its --judgments.
        Path folder = Files.createDirectory(dir.resolve("pools"));
        assertThatThrownBy(() -> JudgmentFiles.readAll(List.of(folder), false, CommandLineNames.words()))
                .hasMessageContaining("Point --judgments at a file, not a folder");
        assertThatThrownBy(() -> JudgmentFiles.readAll(List.of(folder), false, SettingWords.PARAMETERS))
                .hasMessageContaining("Point judgments at a file, not a folder");
    }
}
