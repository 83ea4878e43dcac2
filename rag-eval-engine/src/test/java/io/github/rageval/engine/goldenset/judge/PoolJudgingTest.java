package io.github.rageval.engine.goldenset.judge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A pool graded by a recorded chat model: ungraded lines get the model's grade marked as a machine's, a person's grade
 * is never asked about or changed, an unreadable answer leaves the line ungraded, and a rerun asks nothing.
 */
class PoolJudgingTest {
    private static final String POOL = String.join("\n",
            "{\"query_id\":\"q1\",\"query\":\"reset password\",\"doc_id\":\"d1\",\"text\":\"Click Forgot password.\","
                    + "\"retrieved_by\":{\"bm25\":1},\"grade\":null}",
            "{\"query_id\":\"q1\",\"query\":\"reset password\",\"doc_id\":\"d2\",\"text\":\"Invoices are monthly.\","
                    + "\"retrieved_by\":{\"bm25\":2},\"grade\":0}",
            "{\"query_id\":\"q2\",\"query\":\"enable 2FA\",\"doc_id\":\"d3\",\"text\":\"Security settings.\","
                    + "\"retrieved_by\":{\"bm25\":1,\"dense\":3},\"grade\":null}",
            "{\"query_id\":\"q2\",\"query\":\"enable 2FA\",\"doc_id\":\"d4\",\"text\":\"Themes.\","
                    + "\"retrieved_by\":{\"dense\":1},\"grade\":null}") + "\n";

    @TempDir
    Path dir;

    @Test
    void theAdviceNamesTheSettingsAsTheFrontEndDoes() throws Exception {
        // The command line was told "Point poolFile at ...": a POM's words.
        Path folder = Files.createDirectory(dir.resolve("pool"));
        assertThatThrownBy(() -> PoolJudging.run(folder, URI.create("http://127.0.0.1:1/v1"), "m", null,
                dir.resolve("c.jsonl"), new JudgeWords("--judge-url", "the key in RAGEVAL_JUDGE_API_KEY",
                "--judge-cache", "--pool-file"), ProgressListener.NONE))
                .hasMessageEndingWith(". Point --pool-file at the pool.jsonl the pool goal wrote, not a folder.");
    }

    @Test
    void aFolderGivenAsThePoolFileIsToldAsSuchNotAsTheSystemsBareError() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("pool"));
        assertThatThrownBy(() -> PoolJudging.grade(folder, null, AnswerCache.open(dir.resolve("c.jsonl")),
                ProgressListener.NONE)).isInstanceOf(InputException.class)
                .hasMessage("pool file " + folder + " is a directory, not a file. Point poolFile at the pool.jsonl the"
                        + " pool goal wrote, not a folder.");
    }

    @Test
    void theConsoleLineCountsOneOfEachInTheSingular() {
        assertThat(new PoolJudging.Outcome(1, 1, 1, 1).line("pool.jsonl", "m", "acceptMachineJudgments=true"))
                .startsWith("Judge: pool.jsonl: 1 document graded by umbrela:m (1 asked, 1 from the cache), 1 answer"
                        + " unreadable (left ungraded), 1 graded before (left as it was).");
        assertThat(new PoolJudging.Outcome(2, 0, 0, 3).line("pool.jsonl", "m", "acceptMachineJudgments=true"))
                .startsWith("Judge: pool.jsonl: 2 documents graded by umbrela:m (0 asked, 2 from the cache), 0 answers"
                        + " unreadable (left ungraded), 3 graded before (left as they were).");
    }

    @Test
    void ungradedLinesGetTheModelsGradeMarkedAsAMachinesAndAPersonsGradeStays() throws Exception {
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), POOL, StandardCharsets.UTF_8);
        Path cacheFile = dir.resolve("answers.jsonl");
        try (RecordedChatServer server = new RecordedChatServer()) {
            server.completion("\"##final score: 3\"").completion("\"M: 1, T: 2, ##final score: 1\"")
                    .completion("\"I cannot tell.\"");
            ChatEndpoint judge = new ChatEndpoint(server.base(), "qwen3:8b", null);

            PoolJudging.Outcome outcome = PoolJudging.grade(pool, judge, AnswerCache.open(cacheFile),
                    ProgressListener.NONE);

            assertThat(outcome).isEqualTo(new PoolJudging.Outcome(2, 3, 1, 1));
            assertThat(server.bodies()).hasSize(3).allMatch(body -> !body.contains("Invoices"));
            assertThat(Files.readAllLines(pool)).containsExactly(
                    "{\"query_id\":\"q1\",\"query\":\"reset password\",\"doc_id\":\"d1\",\"text\":\"Click Forgot"
                            + " password.\",\"retrieved_by\":{\"bm25\":1},\"grade\":3,\"judged_by\":\"umbrela:qwen3:8b\"}",
                    "{\"query_id\":\"q1\",\"query\":\"reset password\",\"doc_id\":\"d2\",\"text\":\"Invoices are"
                            + " monthly.\",\"retrieved_by\":{\"bm25\":2},\"grade\":0}",
                    "{\"query_id\":\"q2\",\"query\":\"enable 2FA\",\"doc_id\":\"d3\",\"text\":\"Security"
                            + " settings.\",\"retrieved_by\":{\"bm25\":1,\"dense\":3},\"grade\":1,\"judged_by\":"
                            + "\"umbrela:qwen3:8b\"}",
                    "{\"query_id\":\"q2\",\"query\":\"enable 2FA\",\"doc_id\":\"d4\",\"text\":\"Themes.\","
                            + "\"retrieved_by\":{\"dense\":1},\"grade\":null}");

            // The same pool again, ungraded: every answer comes from the cache, none from the server.
            Files.writeString(pool, POOL, StandardCharsets.UTF_8);
            PoolJudging.Outcome again = PoolJudging.grade(pool, judge, AnswerCache.open(cacheFile),
                    ProgressListener.NONE);
            assertThat(again).isEqualTo(new PoolJudging.Outcome(2, 0, 1, 1));
            assertThat(server.bodies()).hasSize(3);
        }
    }

    @Test
    void anEmptyAnswerIsNotCachedSoAFixedEndpointIsAskedAgain() throws Exception {
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), POOL, StandardCharsets.UTF_8);
        Path cacheFile = dir.resolve("answers.jsonl");
        try (RecordedChatServer server = new RecordedChatServer()) {
            server.completion("null").completion("null").completion("null");
            ChatEndpoint judge = new ChatEndpoint(server.base(), "m", null);
            assertThat(PoolJudging.grade(pool, judge, AnswerCache.open(cacheFile), ProgressListener.NONE))
                    .isEqualTo(new PoolJudging.Outcome(0, 3, 3, 1));
            assertThat(AnswerCache.open(cacheFile).size()).isZero();

            server.completion("\"3\"").completion("\"2\"").completion("\"0\"");
            assertThat(PoolJudging.grade(pool, judge, AnswerCache.open(cacheFile), ProgressListener.NONE))
                    .isEqualTo(new PoolJudging.Outcome(3, 3, 0, 1));
        }
    }

    @Test
    void anEndpointThatFailsLeavesThePoolAsItWasAndKeepsTheAnswersHadSoFar() throws Exception {
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), POOL, StandardCharsets.UTF_8);
        Path cacheFile = dir.resolve("answers.jsonl");
        try (RecordedChatServer server = new RecordedChatServer()) {
            server.completion("\"3\"").reply(401, "no");
            ChatEndpoint judge = new ChatEndpoint(server.base(), "m", "key");

            assertThatThrownBy(() -> PoolJudging.grade(pool, judge, AnswerCache.open(cacheFile),
                    ProgressListener.NONE)).isInstanceOf(InputException.class).hasMessageContaining("refused the key");
            assertThat(Files.readString(pool)).isEqualTo(POOL);
            assertThat(AnswerCache.open(cacheFile).size()).isEqualTo(1);
        }
    }

    @Test
    void aLineThatIsNotThePoolGoalsIsNamed() throws Exception {
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), "{\"query_id\":\"q1\",\"doc_id\":\"d1\"}\n");
        assertThatThrownBy(() -> PoolJudging.grade(pool, null, AnswerCache.open(dir.resolve("c.jsonl")),
                ProgressListener.NONE)).hasMessage("pool file " + pool + ", line 1: has no \"query\" and \"text\""
                + " strings and a \"grade\" (null or a whole number). The judge reads pool.jsonl as the pool goal"
                + " writes it.");
    }

    @Test
    void aByteOrderMarkIsSkippedAndALineThatIsNoJsonIsSaidInPlainWords() throws Exception {
        // The mark made line 1 "not JSON (Unexpected character ('\uFEFF' (code 65279 / 0xfeff)): ...)".
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), "\uFEFF{\"query_id\":\"q1\",\"doc_id\":\"d1\"}\n");
        assertThatThrownBy(() -> PoolJudging.grade(pool, null, AnswerCache.open(dir.resolve("c.jsonl")),
                ProgressListener.NONE)).hasMessageStartingWith("pool file " + pool + ", line 1: has no \"query\"");

        Files.writeString(pool, "{\"query\": \"q\", \"text\": \"t\", \"grade\": null, \"x\": " + "[".repeat(1_200)
                + "]".repeat(1_200) + "}\n");
        assertThatThrownBy(() -> PoolJudging.grade(pool, null, AnswerCache.open(dir.resolve("c.jsonl")),
                ProgressListener.NONE)).hasMessageStartingWith("pool file " + pool + ", line 1, column ")
                .hasMessageContaining(": is not valid JSON: arrays and objects nested 1,001 deep, more than the 1,000"
                        + " this reader accepts: flatten the data.")
                .hasMessageNotContaining("StreamReadConstraints").hasMessageNotContaining("Source");
    }
}
