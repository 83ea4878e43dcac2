package io.github.rageval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The retrievers that ship as modules of their own, {@code spring} and {@code langchain4j}, run by the published jar
 * as docs/command-line.md, docs/spring-ai.md and docs/langchain4j.md tell a user to: {@code --classpath} with the
 * application's classes, the libraries they run on and the module's jar alone (no other jar of rag-eval's). Each
 * module's tests stand for the application (a Spring application over a VectorStore that scores by shared words, a
 * ContentRetriever with fixed answers), so the numbers below are those fixtures'. Runs in the package phase, after the
 * jar is built (the modules are built before this one); one Spring context is started.
 */
class ModuleRetrieverJarTest {
    private static final Path SEED = Path.of("../examples/support-articles/src/test/rag");

    @TempDir
    Path dir;

    @BeforeEach
    void needsTheJar() {
        JarRun.assumeTheJar();
    }

    /**
     * A class path as the docs compose it, {@code <application's classes>:<its libraries>:<module's jar>}, from what
     * the module's build leaves in its folder: its tests' classes stand for the application, the test class path it
     * writes with dependency:build-classpath (rag-eval's own modules left out) for the libraries, and its jar.
     */
    private record ModuleClasspath(Path application, List<Path> libraries, Path module) {
        static ModuleClasspath of(String moduleProperty, String artifactId) throws IOException {
            Path target = Path.of(System.getProperty(moduleProperty));
            List<Path> libraries = Arrays.stream(Files.readString(target.resolve("test-classpath.txt"),
                    StandardCharsets.UTF_8).trim().split(File.pathSeparator)).map(Path::of).toList();
            return new ModuleClasspath(target.resolve("test-classes"), libraries,
                    target.resolve(artifactId + "-" + System.getProperty("rageval.cli.version") + ".jar"));
        }

        String all() {
            return joined(true, true);
        }

        String withoutModule() {
            return joined(true, false);
        }

        String withoutApplication() {
            return joined(false, true);
        }

        private String joined(boolean withApplication, boolean withModule) {
            List<String> parts = new ArrayList<>();
            if (withApplication) {
                parts.add(application.toString());
            }
            libraries.forEach(library -> parts.add(library.toString()));
            if (withModule) {
                parts.add(module.toString());
            }
            return String.join(File.pathSeparator, parts);
        }
    }

    private static ModuleClasspath spring() throws IOException {
        return ModuleClasspath.of("rageval.cli.spring.module", "rag-eval-spring-ai");
    }

    private static ModuleClasspath langChain4j() throws IOException {
        return ModuleClasspath.of("rageval.cli.langchain4j.module", "rag-eval-langchain4j");
    }

    private JarRun springOnTheSeed(String classpath, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("--retriever", "spring", "--retriever-options",
                "application=com.acme.springapp.StoreApp", "--classpath", classpath, "--corpus",
                SEED.resolve("corpus.json").toString(), "--golden-dataset", SEED.resolve("golden.json").toString(),
                "--k", "3", "--show-queries", "none", "--report-directory", dir.resolve("reports").toString()));
        args.addAll(List.of(more));
        return JarRun.of(dir, args.toArray(String[]::new));
    }

    /**
     * The seed's ten articles loaded into the application's store, which scores a document by the share of the
     * query's words it contains: its rankings give these numbers, and the gate passes on them.
     */
    @Test
    void theSpringRetrieverGatesTheApplicationsVectorStore() throws Exception {
        JarRun run = springOnTheSeed(spring().all(), "--thresholds", "mean_recall=0.80,mrr=0.80");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Retriever: spring over 10 documents", "SUMMARY: {'k': 3, 'mean_precision':"
                + " 0.3, 'mean_recall': 0.85, 'mrr': 0.85, 'hit_rate': 0.9, 'answer_containment': 0.9,"
                + " 'key_fact_recall': 0.85}",
                "GATE PASSED: mean_recall 0.85 >= 0.80, MRR 0.85 >= 0.80");
        JsonNode retriever = new ObjectMapper().readTree(dir.resolve("reports/report.json").toFile())
                .findValue("retriever");
        assertThat(retriever.path("type").asText()).isEqualTo("spring");
        assertThat(retriever.path("application").asText()).isEqualTo("com.acme.springapp.StoreApp");
        assertThat(run.err()).doesNotContain("Exception");
    }

    /** The module's jar left out of --classpath: the message names the jar to add, and where. */
    private static void assertModulesJarNamed(JarRun run, String retriever, String artifactId) {
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).startsWith("rag-eval configuration error: the " + retriever + " retriever ships in"
                + " the module io.github.rageval:" + artifactId + ", which --classpath (").contains(" entries) does"
                + " not hold. Add the module's jar, " + artifactId + "-<version>.jar of the rag-eval version you run,"
                + " to --classpath.").doesNotContain("Exception");
    }

    /** The application's classes left out of --classpath: the class an option names is not found there. */
    private static void assertClassNotFoundOnTheClasspath(JarRun run, String option, String className,
                                                          String retriever) {
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).startsWith("rag-eval configuration error: --retriever-options " + option + "="
                + className + " of the " + retriever + " retriever names a class that is not on --classpath (")
                .contains(" entries). Check the name, and give the folder of compiled classes or the jar that holds"
                        + " the class, and the jars it needs, with --classpath (entries separated by "
                        + File.pathSeparator + ").").doesNotContain("Exception");
    }

    @Test
    void theSpringModulesJarLeftOutOfTheClasspathIsNamed() throws Exception {
        assertModulesJarNamed(springOnTheSeed(spring().withoutModule()), "spring", "rag-eval-spring-ai");
    }

    @Test
    void theApplicationLeftOutOfTheClasspathGetsTheClasspathAdvice() throws Exception {
        assertClassNotFoundOnTheClasspath(springOnTheSeed(spring().withoutApplication()), "application",
                "com.acme.springapp.StoreApp", "spring");
    }

    /** Queries that the fixed retriever (billing, reset, billing again, sso, in that order) answers at ranks 1 to 3. */
    private Path fixedRetrieversGoldenSet() throws IOException {
        Path golden = dir.resolve("golden.json");
        Files.writeString(golden, """
                [
                  {"query": "Where do I change my billing address?", "relevant_doc_ids": ["billing"]},
                  {"query": "How do I reset my password?", "relevant_doc_ids": ["reset"]},
                  {"query": "How do I sign in with single sign-on?", "relevant_doc_ids": ["sso"]}
                ]
                """, StandardCharsets.UTF_8);
        return golden;
    }

    private JarRun langChain4j(String classpath, String thresholds) throws Exception {
        return JarRun.of(dir, "--retriever", "langchain4j", "--retriever-options",
                "factory=com.acme.lc4j.SupplierRag", "--classpath", classpath, "--golden-dataset",
                fixedRetrieversGoldenSet().toString(), "--k", "3", "--thresholds", thresholds, "--show-queries", "none",
                "--report-directory", dir.resolve("reports").toString());
    }

    /**
     * The factory's ContentRetriever answers every query with the same contents; the repeat is kept at its first
     * place, so sso is third: MRR (1 + 1/2 + 1/3) / 3. No corpus: it searches its own store.
     */
    @Test
    void theLangChain4jRetrieverGatesTheFactorysContentRetriever() throws Exception {
        ModuleClasspath classpath = langChain4j();

        JarRun passed = langChain4j(classpath.all(), "mrr=0.6");
        assertThat(passed.exit()).as(passed.err()).isZero();
        assertThat(passed.out()).contains("Retriever: langchain4j (no corpus: it searches its own index)",
                "SUMMARY: {'k': 3, 'mean_precision': 0.3333333333333333, 'mean_recall': 1.0, 'mrr':"
                        + " 0.611111111111111, 'hit_rate': 1.0}", "GATE PASSED: MRR 0.61 >= 0.6");
        assertThat(passed.err()).contains("retriever langchain4j returned the same document more than once for 3"
                + " queries (3 repeats)");

        JarRun failed = langChain4j(classpath.all(), "mrr=0.7");
        assertThat(failed.exit()).as(failed.err()).isEqualTo(1);
        assertThat(failed.err()).contains("rag-eval gate failed for ");
    }

    @Test
    void theLangChain4jModulesJarLeftOutOfTheClasspathIsNamed() throws Exception {
        assertModulesJarNamed(langChain4j(langChain4j().withoutModule(), "mrr=0.6"), "langchain4j",
                "rag-eval-langchain4j");
    }

    @Test
    void theFactoryLeftOutOfTheClasspathGetsTheClasspathAdvice() throws Exception {
        assertClassNotFoundOnTheClasspath(langChain4j(langChain4j().withoutApplication(), "mrr=0.6"), "factory",
                "com.acme.lc4j.SupplierRag", "langchain4j");
    }
}
