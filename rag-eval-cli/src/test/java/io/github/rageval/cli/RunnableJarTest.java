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
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The published jar as a user runs it, {@code java -jar rag-eval-cli-<version>.jar ...}, in a JVM of its own with
 * nothing else on the class path: the project's main artifact (the file Maven installs and deploys, given by the
 * POM as {@code rageval.cli.jar}) is the shaded one, the retrievers it holds are found, the one it does not hold is
 * refused with what to do, the exit codes are docs/command-line.md's, and the licences and notices of what it bundles are
 * kept. Runs in the package phase, after the jar is built.
 */
class RunnableJarTest {
    private static final Path SEED = Path.of("../examples/support-articles/src/test/rag");
    /** The specification's seed example (a copy of the reference data), with its expected numbers. */
    private static final Path SPECIFICATION_SEED = Path.of("src/test/resources/seed");

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

    @Test
    void theSeedExampleGivesTheSpecificationsNumbers() throws Exception {
        Path reports = dir.resolve("reports");
        Run run = java("--corpus", SPECIFICATION_SEED.resolve("corpus.json").toString(), "--golden-dataset",
                SPECIFICATION_SEED.resolve("golden.json").toString(), "--k", "3", "--thresholds",
                "mean_recall=0.90,mrr=0.90,hit_rate=0.95", "--report-directory", reports.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Vocabulary size: 226", "SUMMARY: {'k': 3, 'mean_precision': "
                + "0.5166666666666666, 'mean_recall': 0.95, 'mrr': 0.9333333333333333, 'hit_rate': 1.0}",
                "GATE PASSED");
        assertThat(reports.resolve("report.json")).exists();
    }

    /**
     * What the jar bundles keeps its licences and notices: every NOTICE merged into one (Lucene's, Jackson's and
     * Commons Math's each once), every LICENSE kept, no signature of a bundled jar (it would not match the merged
     * jar), and the retrievers' services merged.
     */
    @Test
    void theJarKeepsTheBundledLicencesAndNotices() throws Exception {
        try (JarFile jar = new JarFile(System.getProperty("rageval.cli.jar"))) {
            assertThat(jar.getManifest().getMainAttributes().getValue("Main-Class"))
                    .isEqualTo("io.github.rageval.cli.Main");
            String notice = text(jar, "META-INF/NOTICE");
            assertThat(notice).contains("Apache Lucene", "Apache Commons Math", "Jackson", "FastDoubleParser");
            assertThat(text(jar, "META-INF/LICENSE")).contains("Apache License");
            assertThat(text(jar, "META-INF/LICENSE.txt")).contains("Apache License");
            assertThat(jar.stream().map(JarEntry::getName)).noneMatch(name -> name.matches(
                    "META-INF/[^/]+\\.(SF|DSA|RSA|EC)")).doesNotContain("META-INF/NOTICE.txt");
            assertThat(text(jar, "META-INF/services/io.github.rageval.engine.retriever.RetrieverFactory"))
                    .contains("tfidf", "bm25", "solr", "opensearch");
        }
    }

    private static String text(JarFile jar, String name) throws Exception {
        JarEntry entry = jar.getJarEntry(name);
        assertThat(entry).as(name).isNotNull();
        try (var in = jar.getInputStream(entry)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
