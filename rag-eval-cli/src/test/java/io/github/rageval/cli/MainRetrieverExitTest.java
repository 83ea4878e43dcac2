package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line in a JVM of its own, gating a team's retriever that calls {@code System.exit(0)}, in
 * {@code retrieve} or from a thread of its own once the call returned: the run must not end with status 0 (a pass
 * that checked nothing). It ends with status 2 and one paragraph naming the retriever (and the query or the thread)
 * and the line that exited, and writes no report.
 */
class MainRetrieverExitTest {
    @TempDir
    Path dir;

    /** The command line's exit status, gating the team's retriever with these options. */
    private int gate(String retrieverOptions, String... more) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "--golden",
                "src/test/resources/seed/golden.json", "--retriever", "com.example.retrievers.ScriptedRetriever",
                "--retriever-options", retrieverOptions, "--classpath", MainTest.TEAM_CLASSES, "--thresholds",
                "hit_rate=0.5", "--report-directory", dir.resolve("reports").toString()));
        command.addAll(List.of(more));
        Process process = new ProcessBuilder(command).redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile()).start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return process.exitValue();
    }

    private List<String> err() throws Exception {
        return Files.readAllLines(dir.resolve("err.txt"));
    }

    @Test
    void aRetrieverThatCallsSystemExitZeroFailsTheRunAndIsNamed() throws Exception {
        int status = gate("failIn=exit");
        List<String> err = err();

        assertThat(status).as(String.join("\n", err)).isEqualTo(Main.ERROR);
        assertThat(err).hasSize(2);
        assertThat(err.get(0)).isEqualTo("rag-eval retriever error: retriever com.example.retrievers.ScriptedRetriever"
                + " called System.exit in retrieve for query 'How do I reset my password?': the JVM was told to end"
                + " before the evaluation finished, so nothing was gated, and the run ends with exit status 2 instead"
                + " of the status asked for. A retriever must return its results or throw an exception, never end the"
                + " JVM: remove the System.exit (or Runtime.exit) call.");
        assertThat(err.get(1)).matches("  in com\\.example\\.retrievers\\.ScriptedRetriever\\.retrieve\\("
                + "ScriptedRetriever\\.java:\\d+\\)");
        assertThat(Files.readString(dir.resolve("out.txt"))).doesNotContain("GATE PASSED");
        assertThat(dir.resolve("reports").resolve("report.json")).doesNotExist();
    }

    @Test
    void anExitFromTheRetrieversOwnThreadAfterItsCallReturnedFailsTheRun() throws Exception {
        // Before, no call ran when the watchdog exited, so the guard was off: exit 0, no report, no verdict.
        int status = gate("failIn=exitAfterIndex", "--corpus", "src/test/resources/seed/corpus.json");
        List<String> err = err();

        assertThat(status).as(String.join("\n", err)).isEqualTo(Main.ERROR);
        assertThat(err.get(0)).startsWith("rag-eval retriever error: System.exit was called on thread"
                + " 'scripted-watchdog' while retriever com.example.retrievers.ScriptedRetriever ");
        assertThat(err).anyMatch(line -> line.startsWith("  in com.example.retrievers.ScriptedRetriever"));
        assertThat(Files.readString(dir.resolve("out.txt"))).doesNotContain("GATE PASSED");
    }
}
