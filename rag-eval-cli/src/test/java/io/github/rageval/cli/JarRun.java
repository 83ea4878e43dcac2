package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One {@code java -jar rag-eval-cli-<version>.jar ...} as a user runs it, in a JVM of its own: the jar is the
 * project's main artifact, which the POM hands to the tests of the package phase as {@code rageval.cli.jar}.
 *
 * @param exit the exit code
 * @param out what it printed on standard output
 * @param err what it printed on standard error
 */
record JarRun(int exit, String out, String err) {
    /** The property the POM sets to the built jar; unset in a run of the test phase, where there is no jar yet. */
    static final String JAR_PROPERTY = "rageval.cli.jar";

    /**
     * Skips the test outside the package phase: the property is set only by the surefire execution there; a -Dtest
     * run in the test phase has no jar yet.
     */
    static void assumeTheJar() {
        assumeTrue(System.getProperty(JAR_PROPERTY) != null, "runs in the package phase");
    }

    /** Runs the jar with the arguments, its output kept in {@code dir}. */
    static JarRun of(Path dir, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-jar", System.getProperty(JAR_PROPERTY)));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new JarRun(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
