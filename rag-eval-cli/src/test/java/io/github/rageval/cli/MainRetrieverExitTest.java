package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line in a JVM of its own, gating a team's retriever whose {@code retrieve} calls {@code System.exit(0)}:
 * the run must not end with status 0 (a pass that checked nothing). It ends with status 2 and one paragraph naming
 * the retriever, the query and the line that exited, and writes no report.
 */
class MainRetrieverExitTest {
    @TempDir
    Path dir;

    @Test
    void aRetrieverThatCallsSystemExitZeroFailsTheRunAndIsNamed() throws Exception {
        Path reports = dir.resolve("reports");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "--golden", "src/test/resources/seed/golden.json", "--retriever",
                "com.example.retrievers.ScriptedRetriever", "--retriever-options", "failIn=exit", "--classpath",
                MainTest.TEAM_CLASSES, "--thresholds", "hit_rate=0.5", "--report-directory", reports.toString())
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile())
                .start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        List<String> err = Files.readAllLines(dir.resolve("err.txt"));

        assertThat(process.exitValue()).as(String.join("\n", err)).isEqualTo(Main.ERROR);
        assertThat(err).hasSize(2);
        assertThat(err.get(0)).isEqualTo("rag-eval retriever error: retriever com.example.retrievers.ScriptedRetriever"
                + " called System.exit in retrieve for query 'How do I reset my password?': the JVM was told to end"
                + " before the evaluation finished, so nothing was gated, and the run ends with exit status 2 instead"
                + " of the status asked for. A retriever must return its results or throw an exception, never end the"
                + " JVM: remove the System.exit (or Runtime.exit) call.");
        assertThat(err.get(1)).matches("  in com\\.example\\.retrievers\\.ScriptedRetriever\\.retrieve\\("
                + "ScriptedRetriever\\.java:\\d+\\)");
        assertThat(Files.readString(dir.resolve("out.txt"))).doesNotContain("GATE PASSED");
        assertThat(reports.resolve("report.json")).doesNotExist();
    }
}
