package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line's judge mode against a local chat server: the pool graded in place, the key's advice its own. */
class JudgeModeTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(List<String> args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    /** A chat server on the loopback that answers every question with the same content, counting them. */
    private static HttpServer answering(String content, AtomicInteger asked) throws IOException {
        return StubChatServer.start(request -> content, asked);
    }

    @Test
    void thePoolsUngradedLinesAreGradedInPlaceAndARerunAsksNothing() throws Exception {
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), "{\"query_id\":\"q1\",\"query\":\"reset password\","
                + "\"doc_id\":\"d1\",\"text\":\"Click Forgot password.\",\"retrieved_by\":{\"bm25\":1},"
                + "\"grade\":null}\n");
        AtomicInteger asked = new AtomicInteger();
        HttpServer server = answering("##final score: 3", asked);
        try {
            List<String> args = List.of("judge", "--pool-file", pool.toString(), "--judge-url",
                    "http://127.0.0.1:" + server.getAddress().getPort() + "/v1", "--judge-model", "m",
                    "--judge-cache", dir.resolve("answers.jsonl").toString());
            assertThat(run(args)).isEqualTo(Main.PASSED);
            assertThat(Files.readString(pool)).contains("\"grade\":3,\"judged_by\":\"umbrela:m\"");
            assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("Judge: " + pool + ": 1 document graded by"
                    + " umbrela:m (1 asked, 0 from the cache)").contains("Machine grades are for triage: the gate"
                    + " counts them only with --accept-machine-judgments true.");

            Files.writeString(pool, Files.readString(pool).replace("\"grade\":3,\"judged_by\":\"umbrela:m\"",
                    "\"grade\":null"));
            assertThat(run(args)).isEqualTo(Main.PASSED);
            assertThat(asked).hasValue(1);
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aServerIdIsMavensAndTheCommandLineSaysWhereItsKeyGoes() {
        assertThat(run(List.of("judge", "--judge-url", "http://127.0.0.1:9/v1", "--judge-model", "m",
                "--judge-server-id", "judge"))).isEqualTo(Main.ERROR);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--judge-server-id names a <server> of Maven's"
                + " settings.xml, which the command line does not read. Give the key in the environment variable"
                + " RAGEVAL_JUDGE_API_KEY instead.");
    }

    @Test
    void aJudgeBelowMinJudgeAgreementFailsAsAGateFailsAndGradesNothing() throws Exception {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            lines.append("{\"query_id\":\"q").append(i).append("\",\"query\":\"question ").append(i)
                    .append("\",\"doc_id\":\"d\",\"text\":\"text ").append(i).append("\",\"grade\":")
                    .append(i % 2).append("}\n");
        }
        lines.append("{\"query_id\":\"q20\",\"query\":\"q\",\"doc_id\":\"d\",\"text\":\"t\",\"grade\":null}\n");
        Path pool = Files.writeString(dir.resolve("pool.jsonl"), lines.toString());
        // A judge that calls everything irrelevant agrees with people no better than chance.
        HttpServer server = answering("##final score: 0", new AtomicInteger());
        try {
            assertThat(run(List.of("judge", "--pool-file", pool.toString(), "--judge-url", "http://127.0.0.1:"
                    + server.getAddress().getPort() + "/v1", "--judge-model", "m", "--judge-cache",
                    dir.resolve("answers.jsonl").toString(), "--min-judge-agreement", "0.5")))
                    .isEqualTo(Main.GATE_FAILED);
            assertThat(out.toString(StandardCharsets.UTF_8)).contains("Judge agreement: umbrela:m against people on"
                    + " 12 human-graded pairs: Cohen's kappa 0.00 on relevant or not (grade 1 or more)");
            assertThat(err.toString(StandardCharsets.UTF_8)).contains("rag-eval judge refused: umbrela:m agrees with"
                    + " people at Cohen's kappa 0.00 on relevant or not (grade 1 or more) over 12 human-graded pairs,"
                    + " below --min-judge-agreement 0.5, so no machine grade was written to " + pool + ".");
            assertThat(Files.readString(pool)).isEqualTo(lines.toString());
        } finally {
            server.stop(0);
        }
    }
}
