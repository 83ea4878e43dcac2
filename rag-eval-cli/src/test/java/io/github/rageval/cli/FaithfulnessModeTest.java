package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
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
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/chat/completions", exchange -> {
            asked.incrementAndGet();
            String request = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            // The reply's JSON, escaped once more to stand as the content string of a chat completion.
            String content = (request.contains("Given a question and an answer")
                    ? "{'statements': ['Click Forgot password.', 'Or call us.']}"
                    : "{'statements': [{'statement': 'Click Forgot password.', 'reason': 'r', 'verdict': 1},"
                            + " {'statement': 'Or call us.', 'reason': 'r', 'verdict': 0}]}").replace("'", "\\\"");
            byte[] body = ("{\"choices\": [{\"message\": {\"content\": \"" + content + "\"}}]}")
                    .getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream stream = exchange.getResponseBody()) {
                stream.write(body);
            }
        });
        server.start();
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
}
