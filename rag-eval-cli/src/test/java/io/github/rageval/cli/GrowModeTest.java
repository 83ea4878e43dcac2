package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line's grow mode: candidates from a log, no personal data shown, and the pool goal reading them. */
class GrowModeTest {
    private static final String CORPUS = "src/test/resources/seed/corpus.json";
    private static final String GOLDEN = "src/test/resources/seed/golden.json";

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(List<String> args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void candidatesAreWrittenAndThePoolGoalReadsThemAsItsGoldenSet() throws Exception {
        Path log = Files.writeString(dir.resolve("queries.jsonl"), """
                {"query": "how do I reset my password", "user_id": "u1"}
                {"query": "How do I export my invoices?", "timestamp": "2025-01-02T03:04:05Z"}
                {"query": "How do I export my invoices?"}
                {"user_query": "refund for a yearly plan", "client_id": "c-1", "query_id": "q-9"}
                {"query": "why can't jane.doe@example.com log in with her new laptop"}
                {"query": "call me on +49 30 1234567"}
                """);
        Path reports = dir.resolve("reports");
        List<String> grow = List.of("grow", "--query-log", log.toString(), "--golden-dataset", GOLDEN,
                "--report-directory", reports.toString(), "--grow-sample", "10");
        assertThat(run(grow)).isEqualTo(Main.PASSED);
        String console = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
        Path candidates = reports.resolve("candidates.jsonl");
        assertThat(console).startsWith("Grow: 6 lines read from query log " + log + " (1 file): 6 queries, 4 distinct"
                + " after normalisation, 1 already in the golden set, 1 dropped as mostly personal data; redacted"
                + " (counts only, never the values): 1 e-mail address, 1 phone number; 3 candidates written to "
                + candidates + ": head 1, torso 1, tail 1");
        assertThat(console).doesNotContain("jane.doe").doesNotContain("1234567");
        assertThat(Files.readAllLines(candidates)).hasSize(3).allMatch(line -> line.contains("\"relevant\":{}"));

        // The next step: pool the candidates (no judgments yet), so that a person or the judge grades them.
        out.reset();
        assertThat(run(List.of("pool", "--corpus", CORPUS, "--golden-dataset", candidates.toString(),
                "--report-directory", reports.toString(), "--pool-depth", "2"))).as(err.toString(
                StandardCharsets.UTF_8)).isEqualTo(Main.PASSED);
        List<String> pool = Files.readAllLines(reports.resolve("pool.jsonl"));
        assertThat(pool).hasSize(6).allMatch(line -> line.startsWith("{\"query_id\":\"grow-"));
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("6 documents to judge for 3 of 3 queries");
    }

    @Test
    void clicksGradeTheGoldenSetsPairsWithTheCommandLinesCutPoints() throws Exception {
        StringBuilder log = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            // sso-setup is clicked at position 1 every time, team-roles at 0 never: COEC 2 and 0.
            log.append("{\"query\": \"What can a member do versus an admin\", \"results\": [\"team-roles\","
                    + " \"sso-setup\"], \"clicks\": [\"sso-setup\"]}\n");
            log.append("{\"query\": \"dark mode\", \"results\": [\"a\", \"b\"], \"clicks\": [\"a\"]}\n");
        }
        Path file = Files.writeString(dir.resolve("clicks.jsonl"), log);
        Path reports = dir.resolve("reports");
        assertThat(run(List.of("grow", "--query-log", file.toString(), "--golden-dataset", GOLDEN,
                "--report-directory", reports.toString(), "--min-impressions", "4", "--click-grades", "1:1,2:2")))
                .as(err.toString(StandardCharsets.UTF_8)).isEqualTo(Main.PASSED);
        // team-roles is the golden set's own judgment for that question: it keeps it; sso-setup is graded 2.
        assertThat(Files.readAllLines(reports.resolve("implicit-judgments.jsonl"))).containsExactly(
                "{\"query_id\":\"q10\",\"doc_id\":\"sso-setup\",\"grade\":2,\"judged_by\":\"clicks:coec\","
                        + "\"coec\":2.000,\"clicks\":4,\"impressions\":4}");
        assertThat(out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8))
                .contains("Implicit judgments: 1 written to " + reports.resolve("implicit-judgments.jsonl")
                        + " (judged_by clicks:coec, machine judgments: merged by the --judgments setting only with"
                        + " --accept-machine-judgments)")
                .contains(" shown fewer than 4 times (--min-impressions), ");
    }

    @Test
    void aFailedWriteOfTheImplicitJudgmentsNamesThatFileNotTheCandidates() throws Exception {
        Path file = Files.writeString(dir.resolve("clicks.jsonl"), "{\"query\": \"dark mode\", \"results\": [\"a\"],"
                + " \"clicks\": [\"a\"]}\n");
        Path reports = dir.resolve("reports");
        // A folder that is not empty where the implicit judgments go: candidates.jsonl is written, that file is not.
        Path implicit = Files.createDirectories(reports.resolve("implicit-judgments.jsonl"));
        Files.writeString(implicit.resolve("kept.txt"), "kept");
        assertThat(run(List.of("grow", "--query-log", file.toString(), "--golden-dataset", GOLDEN,
                "--report-directory", reports.toString()))).isEqualTo(Main.ERROR);
        String error = err.toString(StandardCharsets.UTF_8);
        assertThat(error).startsWith("rag-eval grow error: cannot write " + implicit + ": ")
                .contains("--report-directory").doesNotContain("candidates.jsonl");
    }

    @Test
    void aGoldenSetNamedOnPurposeMustExistAndClasspathIsRefused() {
        assertThat(run(List.of("grow", "--query-log", "logs", "--golden-dataset", dir.resolve("typo.json")
                .toString()))).isEqualTo(Main.ERROR);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("typo.json does not exist");
        assertThat(run(List.of("grow", "--query-log", "logs", "--classpath", "x.jar"))).isEqualTo(Main.ERROR);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--classpath is given, but the grow goal loads no"
                + " class");
    }
}
