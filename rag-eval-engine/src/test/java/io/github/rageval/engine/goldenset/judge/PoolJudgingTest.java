package io.github.rageval.engine.goldenset.judge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.settings.read.CommandLineNames;
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
        assertThatThrownBy(() -> PoolJudging.grade(folder, null, AnswerCache.open(dir.resolve("c.jsonl")),
                CommandLineNames.words(), ProgressListener.NONE))
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
                            + " password.\",\"retrieved_by\":{\"bm25\":1},\"grade\":3,\"judged_by\":"
                            + "\"umbrela:qwen3:8b\"}",
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
    void aReasoningModelsReasoningGradesAndIsCachedWithItsAnswer() throws Exception {
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), POOL, StandardCharsets.UTF_8);
        Path cacheFile = dir.resolve("answers.jsonl");
        try (RecordedChatServer server = new RecordedChatServer()) {
            server.message("{\"role\": \"assistant\", \"content\": \"\", \"reasoning_content\": \"Final score: 3\"}")
                    .message("{\"role\": \"assistant\", \"content\": \"##final score: 2\", \"reasoning\": \"final"
                            + " score: 1\"}")
                    .message("{\"role\": \"assistant\", \"content\": null, \"reasoning\": null}");
            ChatEndpoint judge = new ChatEndpoint(server.base(), "o4-mini", null);
            assertThat(PoolJudging.grade(pool, judge, AnswerCache.open(cacheFile), ProgressListener.NONE))
                    .isEqualTo(new PoolJudging.Outcome(2, 3, 1, 1));
            assertThat(server.bodies()).allMatch(body -> body.contains("\"max_completion_tokens\":4096"));
            // The reasoning, read after the content, outweighs it: UMBRELA's patterns take their last match.
            assertThat(Files.readAllLines(pool)).extracting(line -> line.replaceAll(".*\"grade\":", ""))
                    .containsExactly("3,\"judged_by\":\"umbrela:o4-mini\"}", "0}",
                            "1,\"judged_by\":\"umbrela:o4-mini\"}", "null}");

            // Again from the cache: the same grades, nothing asked, the empty answer not kept.
            Files.writeString(pool, POOL, StandardCharsets.UTF_8);
            server.message("{\"role\": \"assistant\", \"content\": \"0\"}");
            assertThat(PoolJudging.grade(pool, judge, AnswerCache.open(cacheFile), ProgressListener.NONE))
                    .isEqualTo(new PoolJudging.Outcome(3, 1, 0, 1));
            assertThat(Files.readString(pool)).contains("\"grade\":3,", "\"grade\":1,");
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
    void onlyTheGradesChangeEveryOtherByteOfThePoolStaysAsWritten() throws Exception {
        // A pool kept by hand: a byte order mark, CRLF line ends, a blank line, escapes, numbers as written, spaced
        // and compact lines, extra fields, a person's grade, an old judged_by, and no line end after the last line.
        String graded3 = "{\"query_id\":\"q1\",\"query\":\"caf\\u00e9 hours\",\"doc_id\":\"d1\",\"text\":"
                + "\"Open 8 to 5.\",\"retrieved_by\":{\"bm25\":1.50},\"grade\":null}";
        String person = "{\"query_id\": \"q1\", \"query\": \"caf\\u00e9 hours\", \"doc_id\": \"d2\", \"text\":"
                + " \"R\\u00e9sum\\u00e9 tips.\", \"score\": 1.50, \"grade\": 2, \"note\": \"a person's\"}";
        String graded1 = "{\"query_id\": \"q2\", \"query\": \"refunds\", \"doc_id\": \"d3\", \"text\": \"Refunds"
                + " within 14 days.\", \"grade\": null, \"reviewer\": \"ann\", \"score\": 1e2}";
        String unreadable = "{\"query\": \"refunds\", \"text\": \"Pricing \\/ plans.\", \"grade\" : null}";
        String regraded = "{\"grade\":null,\"judged_by\":\"umbrela:old\",\"query\":\"refunds\",\"text\":\"Plans.\","
                + "\"doc_id\":\"d5\"}";
        String before = "\uFEFF" + graded3 + "\r\n\r\n" + person + "\r\n" + graded1 + "\r\n  \r\n" + unreadable
                + "\r\n" + regraded;
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), before, StandardCharsets.UTF_8);
        try (RecordedChatServer server = new RecordedChatServer()) {
            server.completion("\"##final score: 3\"").completion("\"##final score: 1\"")
                    .completion("\"I cannot tell.\"").completion("\"##final score: 0\"");
            ChatEndpoint judge = new ChatEndpoint(server.base(), "m", null);

            assertThat(PoolJudging.grade(pool, judge, AnswerCache.open(dir.resolve("c.jsonl")),
                    ProgressListener.NONE)).isEqualTo(new PoolJudging.Outcome(3, 4, 1, 1));

            String after = "\uFEFF" + graded3.replace("\"grade\":null", "\"grade\":3,\"judged_by\":\"umbrela:m\"")
                    + "\r\n\r\n" + person + "\r\n"
                    + graded1.replace("\"grade\": null", "\"grade\": 1, \"judged_by\": \"umbrela:m\"")
                    + "\r\n  \r\n" + unreadable + "\r\n"
                    + regraded.replace("\"grade\":null,\"judged_by\":\"umbrela:old\"",
                            "\"grade\":0,\"judged_by\":\"umbrela:m\"");
            assertThat(Files.readAllBytes(pool)).isEqualTo(after.getBytes(StandardCharsets.UTF_8));
            assertThat(server.bodies().get(0)).contains("caf\u00e9 hours");
        }
    }

    @Test
    void aPoolThatIsNotUtf8OrHasTwoObjectsOnALineIsRefusedNotRewritten() throws Exception {
        Path latin1 = Files.write(dir.resolve("latin1.jsonl"),
                "{\"query\":\"caf\u00e9\",\"text\":\"t\",\"grade\":null}\n".getBytes(StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> PoolJudging.grade(latin1, null, AnswerCache.open(dir.resolve("c.jsonl")),
                ProgressListener.NONE)).hasMessage("pool file " + latin1 + " is not UTF-8 text, which the judge writes"
                + " back. Save it as UTF-8, as the pool goal writes it.");
        String line = "{\"query\":\"q\",\"text\":\"t\",\"grade\":null}";
        Path twoOnALine = Files.writeString(dir.resolve("two.jsonl"), line + "\n" + line + " " + line + "\n");
        assertThatThrownBy(() -> PoolJudging.grade(twoOnALine, null, AnswerCache.open(dir.resolve("c.jsonl")),
                ProgressListener.NONE)).hasMessageStartingWith("pool file " + twoOnALine + ", line 2, column ")
                .hasMessageContaining(": is not valid JSON: more text after the end of the JSON value");
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
