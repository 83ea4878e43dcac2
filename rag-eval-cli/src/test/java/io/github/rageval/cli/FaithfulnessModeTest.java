package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line's faithfulness mode against a local chat server: the answers judged and the replies cached, a rerun
 * that asks nothing, and a check that gates on faithfulness from the cache alone.
 */
class FaithfulnessModeTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(List<String> args) {
        out.reset();
        err.reset();
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void theAnswersAreJudgedARerunAsksNothingAndCheckGatesFromTheCache() throws Exception {
        Path corpus = Files.writeString(dir.resolve("corpus.json"), "[{\"doc_id\": \"d1\", \"text\": \"Click Forgot"
                + " password to reset your password.\"}]");
        Path golden = Files.writeString(dir.resolve("golden.json"), "[{\"query_id\": \"q1\", \"query\": \"reset"
                + " password\", \"relevant_doc_ids\": [\"d1\"]}]");
        Path answers = Files.writeString(dir.resolve("answers.jsonl"), "{\"query_id\": \"q1\", \"response\": \"Click"
                + " Forgot password. Or call us.\", \"retrieved_contexts\": [\"Click Forgot password to reset.\"]}\n");
        Path cache = dir.resolve("judge-cache.jsonl");
        AtomicInteger asked = new AtomicInteger();
        HttpServer server = judge(asked);
        try {
            List<String> judge = List.of("faithfulness", "--golden-dataset", golden.toString(), "--recorded-answers",
                    answers.toString(), "--judge-url", "http://127.0.0.1:" + server.getAddress().getPort() + "/v1",
                    "--judge-model", "m", "--judge-cache", cache.toString());
            assertThat(run(judge)).isEqualTo(Main.PASSED);
            assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("Faithfulness: 1 of 1 question scored by"
                    + " ragas:m (2 asked, 0 from the cache), 0 unreadable, 0 without statements; mean 0.5000.");
            assertThat(run(judge)).isEqualTo(Main.PASSED);
            assertThat(out.toString(StandardCharsets.UTF_8)).contains("(0 asked, 2 from the cache)");
            assertThat(asked).hasValue(2);
        } finally {
            server.stop(0);
        }
        List<String> check = new ArrayList<>(List.of("check", "--corpus", corpus.toString(), "--golden-dataset",
                golden.toString(), "--recorded-answers", answers.toString(), "--judge-model", "m", "--judge-cache",
                cache.toString(), "--report-directory", dir.resolve("reports").toString()));
        check.addAll(List.of("--thresholds", "faithfulness=0.5"));
        assertThat(run(check)).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(Main.PASSED);
        check.set(check.size() - 1, "faithfulness=0.6");
        assertThat(run(check)).isEqualTo(Main.GATE_FAILED);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("faithfulness 0.50 fell below the 0.6 gate");
    }

    /**
     * A chat server standing for the judge: every answer has the statements "Click Forgot password." and "Or call
     * us.", the first supported, the second not (faithfulness 0.5).
     */
    private static HttpServer judge(AtomicInteger asked) throws IOException {
        // The reply's JSON, escaped once more to stand as the content string of a chat completion.
        return StubChatServer.start(request -> (request.contains("Given a question and an answer")
                ? "{'statements': ['Click Forgot password.', 'Or call us.']}"
                : "{'statements': [{'statement': 'Click Forgot password.', 'reason': 'r', 'verdict': 1},"
                        + " {'statement': 'Or call us.', 'reason': 'r', 'verdict': 0}]}").replace("'", "\\\""), asked);
    }

    @Test
    void labelledAnswersGiveTheJudgesAgreementAndMinJudgeAgreementFailsTheGoalBelowIt() throws Exception {
        StringBuilder golden = new StringBuilder("[");
        StringBuilder answers = new StringBuilder();
        for (int i = 1; i <= 10; i++) {
            golden.append(i > 1 ? ", " : "").append("{\"query_id\": \"q").append(i).append("\", \"query\": \"reset")
                    .append(" password ").append(i).append("\", \"relevant_doc_ids\": [\"d1\"]}");
            // People call half the answers faithful; the judge scores every one 0.5, so calls none faithful.
            answers.append("{\"query_id\": \"q").append(i).append("\", \"response\": \"Click Forgot password. Or")
                    .append(" call us.\", \"retrieved_contexts\": [\"Click Forgot password.\"], \"faithful\": ")
                    .append(i <= 5).append("}\n");
        }
        Path goldenFile = Files.writeString(dir.resolve("golden.json"), golden.append(']'));
        Path answersFile = Files.writeString(dir.resolve("answers.jsonl"), answers);
        Path reports = dir.resolve("reports");
        HttpServer server = judge(new AtomicInteger());
        try {
            List<String> judge = new ArrayList<>(List.of("faithfulness", "--golden-dataset", goldenFile.toString(),
                    "--recorded-answers", answersFile.toString(), "--judge-url", "http://127.0.0.1:"
                    + server.getAddress().getPort() + "/v1", "--judge-model", "m", "--judge-cache",
                    dir.resolve("judge-cache.jsonl").toString(), "--report-directory", reports.toString()));
            assertThat(run(judge)).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(Main.PASSED);
            assertThat(out.toString(StandardCharsets.UTF_8)).contains("Faithfulness agreement: ragas:m against"
                    + " people on 10 labelled answers: Cohen's kappa 0.00 on faithful or not (the judge saying"
                    + " faithful at a score of 1); faithful where people said not 0 times (0% of 5); people x judge,"
                    + " not faithful / faithful: not: 5 0 | faithful: 5 0. Recorded in "
                    + reports.resolve("faithfulness-agreement.json") + ".");
            assertThat(Files.readString(reports.resolve("faithfulness-agreement.json"))).contains("\"kappa\" : 0.0",
                    "\"passed\" : true");
            judge.addAll(List.of("--min-judge-agreement", "0.2"));
            assertThat(run(judge)).isEqualTo(Main.GATE_FAILED);
            assertThat(out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8)).contains(
                    "rag-eval faithfulness refused: ragas:m agrees with people at Cohen's kappa 0.00 on faithful or"
                    + " not (faithful: a score of 1) over 10 labelled answers of " + answersFile + ", below"
                    + " --min-judge-agreement 0.2.");
            assertThat(Files.readString(reports.resolve("faithfulness-agreement.json"))).contains("\"passed\" :"
                    + " false");
        } finally {
            server.stop(0);
        }
    }
}
