package io.github.rageval.engine.goldenset.judge;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.settings.table.SettingWords;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The judge measured against people before it grades: the lines a person graded are asked about first (their grades
 * never changed, the judge's written beside them), the agreement goes beside the pool and into each machine grade, and
 * minJudgeAgreement, when the agreement is below it, leaves the pool byte for byte as it was.
 */
class PoolAgreementTest {
    /** People's grades of the 12 lines they graded, and the judge's answers for them (JudgeAgreementTest's pairs). */
    private static final int[] PEOPLE = {0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3};
    private static final int[] JUDGE = {0, 0, 1, 2, 0, 0, 1, 2, 0, 2, 3, 3};

    @TempDir
    Path dir;

    private static String pool() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < PEOPLE.length; i++) {
            lines.add("{\"query_id\":\"q" + i + "\",\"query\":\"question " + i + "\",\"doc_id\":\"d" + i + "\","
                    + "\"text\":\"text " + i + "\",\"grade\":" + PEOPLE[i] + "}");
        }
        // Graded by a machine before: not a person's, so never a pair.
        lines.add("{\"query_id\":\"q20\",\"query\":\"question 20\",\"doc_id\":\"d20\",\"text\":\"text 20\","
                + "\"grade\":2,\"judged_by\":\"umbrela:old\"}");
        lines.add("{\"query_id\":\"q21\",\"query\":\"question 21\",\"doc_id\":\"d21\",\"text\":\"text 21\","
                + "\"grade\":null}");
        lines.add("{\"query_id\":\"q22\",\"query\":\"question 22\",\"doc_id\":\"d22\",\"text\":\"text 22\","
                + "\"grade\":null,\"judged_by\":null,\"judge_kappa\":0.9}");
        // A negative grade says pooled, never judged: no person's grade either.
        lines.add("{\"query_id\":\"q23\",\"query\":\"question 23\",\"doc_id\":\"d23\",\"text\":\"text 23\","
                + "\"grade\":-1}");
        return String.join("\n", lines) + "\n";
    }

    private static RecordedChatServer answering(RecordedChatServer server, int... grades) {
        for (int grade : grades) {
            server.completion("\"##final score: " + grade + "\"");
        }
        return server;
    }

    @Test
    void theAgreementIsMeasuredFirstRecordedBesideThePoolAndStampedOnEachMachineGrade() throws Exception {
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), pool(), StandardCharsets.UTF_8);
        try (RecordedChatServer server = answering(new RecordedChatServer(), JUDGE)) {
            answering(server, 3, 0);
            ChatEndpoint judge = new ChatEndpoint(server.base(), "qwen3:8b", null);
            PoolJudging.Outcome outcome = PoolJudging.grade(pool, "pool.jsonl", judge,
                    AnswerCache.open(dir.resolve("answers.jsonl")), SettingWords.PARAMETERS,
                    new AgreementCheck(100, 1, new BigDecimal("0.5")), ProgressListener.NONE);

            assertThat(outcome.refused()).isFalse();
            assertThat(outcome.agreement()).isEqualTo(new JudgeAgreement(PEOPLE, JUDGE, 1, 12, 0));
            assertThat(outcome.asked()).isEqualTo(14);
            assertThat(outcome.graded()).isEqualTo(2);
            assertThat(outcome.alreadyGraded()).isEqualTo(14);
            List<String> lines = Files.readAllLines(pool);
            List<String> before = pool().lines().toList();
            // A person's grade stays as written; the judge's goes beside it, for the check's correction.
            for (int i = 0; i < PEOPLE.length; i++) {
                String person = before.get(i);
                assertThat(lines.get(i)).isEqualTo(person.substring(0, person.length() - 1)
                        + ",\"judge_grade\":" + JUDGE[i] + ",\"judge_grade_by\":\"umbrela:qwen3:8b\"}");
            }
            assertThat(lines.get(12)).isEqualTo(before.get(12));
            assertThat(lines.get(13)).endsWith("\"grade\":3,\"judged_by\":\"umbrela:qwen3:8b\",\"judge_kappa\":0.5,"
                    + "\"judge_pairs\":12}");
            // A stamp already in the line is replaced, in its place.
            assertThat(lines.get(14)).endsWith("\"grade\":0,\"judged_by\":\"umbrela:qwen3:8b\",\"judge_kappa\":0.5,"
                    + "\"judge_pairs\":12}");
            assertThat(Files.readString(AgreementFile.beside(pool))).isEqualTo("""
                    {
                      "judged_by" : "umbrela:qwen3:8b",
                      "pool" : "pool.jsonl",
                      "human_graded" : 12,
                      "sample" : 100,
                      "seed" : 42,
                      "pairs" : 12,
                      "unreadable" : 0,
                      "relevance_level" : 1,
                      "kappa" : 0.5,
                      "kappa_grades" : 0.3999999999999999,
                      "labels" : [ 0, 1, 2, 3 ],
                      "confusion" : [ [ 4, 1, 1, 0 ], [ 1, 1, 1, 0 ], [ 0, 0, 1, 1 ], [ 0, 0, 0, 1 ] ],
                      "people_relevant" : 6,
                      "judge_relevant_people_not" : {
                        "count" : 2,
                        "share" : 0.3333333333333333
                      },
                      "measurable" : true,
                      "min_judge_agreement" : 0.5,
                      "accepted" : true
                    }
                    """);
        }
    }

    @Test
    void belowTheMinimumNoGradeIsWrittenThePoolStaysByteForByteAndTheRefusalIsRecorded() throws Exception {
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), pool(), StandardCharsets.UTF_8);
        try (RecordedChatServer server = answering(new RecordedChatServer(), JUDGE)) {
            ChatEndpoint judge = new ChatEndpoint(server.base(), "qwen3:8b", null);
            Path cache = dir.resolve("answers.jsonl");
            PoolJudging.Outcome outcome = PoolJudging.grade(pool, "pool.jsonl", judge, AnswerCache.open(cache),
                    SettingWords.PARAMETERS, new AgreementCheck(100, 1, new BigDecimal("0.6")), ProgressListener.NONE);

            assertThat(outcome.refused()).isTrue();
            assertThat(outcome.refusal()).startsWith("rag-eval judge refused: umbrela:qwen3:8b agrees with people at"
                    + " Cohen's kappa 0.50 on relevant or not (grade 1 or more) over 12 human-graded pairs, below"
                    + " minJudgeAgreement 0.6, so no machine grade was written to pool.jsonl.");
            assertThat(outcome.graded()).isZero();
            // Only the people's lines were asked about; the pool is as it was.
            assertThat(server.bodies()).hasSize(12);
            assertThat(Files.readString(pool)).isEqualTo(pool());
            assertThat(Files.readString(AgreementFile.beside(pool))).contains("\"accepted\" : false");
            // The answers stay cached: a rerun with a lower minimum asks about the people's lines no more.
            answering(server, 3, 0);
            PoolJudging.Outcome again = PoolJudging.grade(pool, "pool.jsonl", judge, AnswerCache.open(cache),
                    SettingWords.PARAMETERS, new AgreementCheck(100, 1, new BigDecimal("0.4")), ProgressListener.NONE);
            assertThat(again.refused()).isFalse();
            assertThat(again.asked()).isEqualTo(2);
        }
    }

    @Test
    void aSampleOfZeroAsksNoPersonsLineAndStampsNothing() throws Exception {
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), pool(), StandardCharsets.UTF_8);
        try (RecordedChatServer server = answering(new RecordedChatServer(), 3, 0)) {
            ChatEndpoint judge = new ChatEndpoint(server.base(), "m", null);
            PoolJudging.Outcome outcome = PoolJudging.grade(pool, "pool.jsonl", judge,
                    AnswerCache.open(dir.resolve("answers.jsonl")), SettingWords.PARAMETERS, AgreementCheck.NONE,
                    ProgressListener.NONE);
            assertThat(outcome.agreement()).isNull();
            assertThat(outcome.asked()).isEqualTo(2);
            List<String> lines = Files.readAllLines(pool);
            assertThat(lines.get(13)).endsWith("\"grade\":3,\"judged_by\":\"umbrela:m\"}");
            // An earlier stamp that does not describe this grade is emptied, not left to vouch for it.
            assertThat(lines.get(14)).endsWith("\"grade\":0,\"judged_by\":\"umbrela:m\",\"judge_kappa\":null,"
                    + "\"judge_pairs\":null}");
            assertThat(AgreementFile.beside(pool)).doesNotExist();
        }
    }

    @Test
    void morePeoplesLinesThanTheSampleAsksAboutASeededDrawOfThem() throws Exception {
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), pool(), StandardCharsets.UTF_8);
        try (RecordedChatServer server = answering(new RecordedChatServer(), 0, 1, 0, 1, 0, 3, 0)) {
            ChatEndpoint judge = new ChatEndpoint(server.base(), "m", null);
            PoolJudging.Outcome outcome = PoolJudging.grade(pool, "pool.jsonl", judge,
                    AnswerCache.open(dir.resolve("answers.jsonl")), SettingWords.PARAMETERS,
                    new AgreementCheck(5, 1, null), ProgressListener.NONE);
            assertThat(outcome.agreement().pairs()).isEqualTo(5);
            assertThat(outcome.agreement().humanGraded()).isEqualTo(12);
            // AgreementCheckTest's draw of 5 of 12: the people's grades of the lines drawn, in pool order.
            List<Integer> drawn = new AgreementCheck(5, 1, null).draw(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11));
            assertThat(outcome.agreement().people()).containsExactly(drawn.stream().mapToInt(i -> PEOPLE[i])
                    .toArray());
            assertThat(outcome.agreement().line("m", AgreementCheck.SEED)).contains("on 5 human-graded pairs (a sample"
                    + " of 5 of the 12 lines a person graded, seed 42): ");
            assertThat(server.bodies()).hasSize(7);
        }
    }

    @Test
    void anEarlierJudgesGradeBesideAPersonsIsReplacedInItsPlaceOrEmptiedWhenTheAnswerIsUnreadable() throws Exception {
        String first = "{\"query_id\":\"q1\",\"query\":\"a\",\"doc_id\":\"d1\",\"text\":\"t\",\"grade\":2,"
                + "\"judge_grade\":0,\"judge_grade_by\":\"umbrela:old\",\"note\":\"kept\"}";
        String second = "{\"query_id\":\"q2\",\"query\":\"b\",\"doc_id\":\"d2\",\"text\":\"u\",\"grade\":1,"
                + "\"judge_grade\":3,\"judge_grade_by\":\"umbrela:old\"}";
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), first + "\n" + second + "\n");
        try (RecordedChatServer server = answering(new RecordedChatServer(), 1).completion("\"no grade here\"")) {
            ChatEndpoint judge = new ChatEndpoint(server.base(), "m", null);
            PoolJudging.Outcome outcome = PoolJudging.grade(pool, "pool.jsonl", judge,
                    AnswerCache.open(dir.resolve("answers.jsonl")), SettingWords.PARAMETERS,
                    new AgreementCheck(100, 1, null), ProgressListener.NONE);
            assertThat(outcome.graded()).isZero();
            assertThat(Files.readAllLines(pool)).containsExactly(first.replace("\"judge_grade\":0,\"judge_grade_by\":"
                    + "\"umbrela:old\"", "\"judge_grade\":1,\"judge_grade_by\":\"umbrela:m\""),
                    second.replace("\"judge_grade\":3,\"judge_grade_by\":\"umbrela:old\"",
                            "\"judge_grade\":null,\"judge_grade_by\":null"));
        }
    }
}
