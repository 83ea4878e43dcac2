package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runnable jar as a user runs it, {@code java -jar rag-eval-cli-<version>.jar ...}, in a JVM of its own with
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
        JarRun.assumeTheJar();
    }

    private JarRun java(String... args) throws Exception {
        return JarRun.of(dir, args);
    }

    @Test
    void helpExitsZero() throws Exception {
        JarRun run = java("--help");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).startsWith("usage: java -jar rag-eval-cli.jar").contains("--run FILE", "--qrels FILE");
    }

    @Test
    void theBm25RetrieverShipsInTheJar() throws Exception {
        Path reports = dir.resolve("reports");
        JarRun run = java("--corpus", SEED.resolve("corpus.json").toString(), "--golden-dataset",
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

        JarRun passed = java("--run", runFile.toString(), "--qrels", qrels.toString(), "--cutoffs", "10",
                "--thresholds", "recip_rank=0.7", "--report-directory", reports);
        assertThat(passed.exit()).as(passed.err()).isZero();
        assertThat(passed.out()).contains("Run file: ");

        JarRun failed = java("--run", runFile.toString(), "--qrels", qrels.toString(), "--cutoffs", "10",
                "--thresholds", "recip_rank=0.8", "--report-directory", reports);
        assertThat(failed.exit()).isEqualTo(1);
        assertThat(failed.err()).contains("rag-eval gate failed for ");

        JarRun bad = java("--run", dir.resolve("missing.trec").toString(), "--qrels", qrels.toString(),
                "--report-directory", reports);
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).startsWith("rag-eval input error: ").doesNotContain("Exception");
    }

    @Test
    void theDenseRetrieverIsNotIncludedAndTheErrorSaysHowToAddIt() throws Exception {
        JarRun run = java("--corpus", SEED.resolve("corpus.json").toString(), "--golden-dataset",
                SEED.resolve("golden.json").toString(), "--retriever", "dense");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--retriever dense ships in the module io.github.rageval:rag-eval-dense,"
                + " which this command line does not include", "--classpath");
    }

    @Test
    void theSeedExampleGivesTheSpecificationsNumbers() throws Exception {
        Path reports = dir.resolve("reports");
        JarRun run = java("--corpus", SPECIFICATION_SEED.resolve("corpus.json").toString(), "--golden-dataset",
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
        try (JarFile jar = new JarFile(System.getProperty(JarRun.JAR_PROPERTY))) {
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

    /**
     * Jackson's modules inside are one release, the one the engine is built with. One dependency graph serves every
     * scope, so a test-scope library that brings an older Jackson nearer (LangChain4j does) would change what the jar
     * bundles: the tests that need such libraries take them from the modules that run on them instead.
     */
    @Test
    void theBundledJacksonIsTheEnginesOneRelease() throws Exception {
        try (JarFile jar = new JarFile(System.getProperty(JarRun.JAR_PROPERTY))) {
            String databind = bundledVersion(jar, "com.fasterxml.jackson.core/jackson-databind");
            assertThat(bundledVersion(jar, "com.fasterxml.jackson.core/jackson-core")).isEqualTo(databind);
            // jackson-annotations is versioned by its minor release alone since 2.20 (2.23 beside 2.23.0)
            assertThat(databind).startsWith(bundledVersion(jar, "com.fasterxml.jackson.core/jackson-annotations"));
        }
    }

    /** The version of a bundled artifact, from the pom.properties Maven wrote into its jar. */
    private static String bundledVersion(JarFile jar, String groupAndArtifact) throws Exception {
        java.util.Properties properties = new java.util.Properties();
        properties.load(new java.io.StringReader(text(jar, "META-INF/maven/" + groupAndArtifact + "/pom.properties")));
        return properties.getProperty("version");
    }

    private static String text(JarFile jar, String name) throws Exception {
        JarEntry entry = jar.getJarEntry(name);
        assertThat(entry).as(name).isNotNull();
        try (var in = jar.getInputStream(entry)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
