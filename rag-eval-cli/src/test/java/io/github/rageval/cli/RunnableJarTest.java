package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shaded jar as a user runs it, {@code java -jar rag-eval-cli.jar ...}, in a JVM of its own with nothing else on
 * the class path: the retrievers it holds are found, the one it does not hold is refused with what to do, and the exit
 * codes are docs/command-line.md's. Runs in the package phase, after the jar is built.
 */
class RunnableJarTest {
    private static final Path SEED = Path.of("../examples/support-articles/src/test/rag");

    @TempDir
    Path dir;

    @BeforeEach
    void needsTheJar() {
        // Set only by the surefire execution of the package phase; a -Dtest run in the test phase has no jar yet.
        assumeTrue(System.getProperty("rageval.cli.jar") != null, "runs in the package phase");
    }

    private record Run(int exit, String out, String err) {
    }

    private Run java(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-jar", System.getProperty("rageval.cli.jar")));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void helpExitsZero() throws Exception {
        Run run = java("--help");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).startsWith("usage: java -jar rag-eval-cli.jar").contains("--run FILE", "--qrels FILE");
    }

    @Test
    void theBm25RetrieverShipsInTheJar() throws Exception {
        Path reports = dir.resolve("reports");
        Run run = java("--corpus", SEED.resolve("corpus.json").toString(), "--golden-dataset",
                SEED.resolve("golden.json").toString(), "--retriever", "bm25", "--thresholds", "hit_rate=0.5",
                "--report-directory", reports.toString(), "--show-queries", "none");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("GATE PASSED");
        JsonNode report = new ObjectMapper().readTree(reports.resolve("report.json").toFile());
        assertThat(report.findValue("retriever").toString()).contains("bm25");
        assertThat(reports.resolve("report.html")).exists();
    }

    @Test
    void aRunFileIsGatedWithTheExitCodes() throws Exception {
        Path runFile = dir.resolve("run.trec");
        Files.writeString(runFile, "q1 Q0 d1 1 2.0 sys\nq1 Q0 d2 2 1.0 sys\nq2 Q0 d3 1 3.0 sys\nq2 Q0 d4 2 2.5 sys\n");
        Path qrels = dir.resolve("qrels.txt");
        Files.writeString(qrels, "q1 0 d1 1\nq2 0 d4 1\n");
        String reports = dir.resolve("reports").toString();

        Run passed = java("--run", runFile.toString(), "--qrels", qrels.toString(), "--cutoffs", "10",
                "--thresholds", "recip_rank=0.7", "--report-directory", reports);
        assertThat(passed.exit()).as(passed.err()).isZero();
        assertThat(passed.out()).contains("Run file: ");

        Run failed = java("--run", runFile.toString(), "--qrels", qrels.toString(), "--cutoffs", "10",
                "--thresholds", "recip_rank=0.8", "--report-directory", reports);
        assertThat(failed.exit()).isEqualTo(1);
        assertThat(failed.err()).contains("rag-eval gate failed: ");

        Run bad = java("--run", dir.resolve("missing.trec").toString(), "--qrels", qrels.toString(),
                "--report-directory", reports);
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).startsWith("rag-eval input error: ").doesNotContain("Exception");
    }

    @Test
    void theDenseRetrieverIsNotIncludedAndTheErrorSaysHowToAddIt() throws Exception {
        Run run = java("--corpus", SEED.resolve("corpus.json").toString(), "--golden-dataset",
                SEED.resolve("golden.json").toString(), "--retriever", "dense");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--retriever dense ships in the module io.github.rageval:rag-eval-dense,"
                + " which this command line does not include", "--classpath");
    }
}
