package io.github.rageval.engine.retriever;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.capability.StreamingIndexer;
import io.github.rageval.engine.settings.table.OptionWords;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Finding retrievers by name, loading the team's class in isolation, and every way that can go wrong. */
class RetrieversTest {
    /** The compiled test classes stand for a project's test classpath. */
    static final List<Path> TEST_CLASSES = List.of(Path.of("target/test-classes"));

    static RetrieverSpec custom(String simpleName, Map<String, String> options) {
        return RetrieverSpec.builder("com.example.retrievers." + simpleName).options(options)
                .classpath(TEST_CLASSES).build();
    }

    @Test
    void tfidfIsFoundByNameThroughTheServiceRegistry() throws Exception {
        assertThat(Retrievers.builtInNames()).contains("tfidf");
        try (LoadedRetriever loaded = Retrievers.open(RetrieverSpec.DEFAULT)) {
            assertThat(loaded.retriever()).isInstanceOf(Retriever.class).isInstanceOf(StreamingIndexer.class);
            assertThat(loaded.needsCorpus()).isTrue();
            assertThat(loaded.threadSafe()).isTrue();
            assertThat(loaded.settings()).containsExactly(Map.entry("type", "tfidf"),
                    Map.entry("token_pattern", "(?u)\\b\\w\\w+\\b"), Map.entry("lowercase", true),
                    Map.entry("sublinear_tf", false));
        }
    }

    /** A test's gate hands over its object: that object is evaluated and closed, named by its class. */
    @Test
    void aRetrieverGivenAsAnObjectIsThatObjectNamedByItsClass() throws Exception {
        List<String> calls = new java.util.ArrayList<>();
        Retriever given = new Retriever() {
            @Override
            public List<io.github.rageval.api.ScoredDocument> retrieve(String query, int k) {
                calls.add("retrieve " + query);
                return List.of(new io.github.rageval.api.ScoredDocument("d1", 1.0));
            }

            @Override
            public void close() {
                calls.add("close");
            }
        };
        // The unnamed package's classes have no dot: the object still names a class, not a built-in retriever.
        RetrieverSpec spec = RetrieverSpec.builder("TeamSearch").build().withInstance(given);
        assertThat(spec.isClassName()).isTrue();
        assertThat(Retrievers.needsCorpus(spec)).isFalse();
        try (LoadedRetriever loaded = Retrievers.open(spec)) {
            assertThat(loaded.retriever()).isSameAs(given);
            assertThat(loaded.settings()).containsExactly(Map.entry("type", "TeamSearch"));
            given.retrieve("q", 1);
        }
        assertThat(calls).containsExactly("retrieve q", "close");
    }

    @Test
    void optionsBesideARetrieverGivenAsAnObjectAreRefused() {
        RetrieverSpec spec = RetrieverSpec.builder("com.acme.Search").options(Map.of("k1", "1.2")).build()
                .withInstance((query, k) -> List.of());
        assertThatThrownBy(() -> Retrievers.open(spec)).isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions are set (k1) but the retriever com.acme.Search is given as an object,"
                        + " already created: options reach a retriever only through its constructor. Pass them to"
                        + " the object you create, and remove retrieverOptions.");
    }

    @Test
    void theClasspathIsReadByAClassOfTheProjectOrAModulesJarsNotByTfidf() {
        assertThat(Retrievers.readsClasspath(custom("ScriptedRetriever", Map.of()))).isTrue();
        assertThat(Retrievers.readsClasspath(RetrieverSpec.builder("dense").build()
                .withModulePath(TEST_CLASSES))).isTrue();
        assertThat(Retrievers.readsClasspath(RetrieverSpec.builder("tfidf").classpath(TEST_CLASSES).build())).isFalse();
    }

    @Test
    void aMissingClassIsAdvisedInTheFrontEndsWords() {
        ClasspathAdvice commandLine = new ClasspathAdvice("--classpath", "Give it with --classpath.");
        assertThatThrownBy(() -> Retrievers.open(RetrieverSpec.builder("com.acme.Search").build()
                .withClasspathAdvice(commandLine))).isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("retriever class com.acme.Search was not found on --classpath (empty). Give"
                        + " it with --classpath. Built-in retrievers: ");
    }

    @Test
    void aClassInTheReservedApiPackageIsSaidToBeReservedNotMissing() {
        // The API's package is always served by rag-eval's own loader: the project's class there is never seen.
        assertThatThrownBy(() -> Retrievers.open(RetrieverSpec.builder("io.github.rageval.api.TeamSearch")
                .classpath(TEST_CLASSES).build())).isInstanceOf(ConfigurationException.class)
                .hasMessage("retriever class io.github.rageval.api.TeamSearch cannot be loaded: the package"
                        + " io.github.rageval.api is reserved: its classes always come from rag-eval's API, never"
                        + " from the project's classpath, so a class of the project in it is not seen. Move the class"
                        + " to a package of your own (e.g. com.acme).");
    }

    /**
     * Jars given by hand (the command line's --classpath) that do not hold the module: the message names the place
     * and the jar to add there, not a class path the user cannot see.
     */
    @Test
    void aModulesJarMissingFromTheJarsGivenIsNamedWithThePlaceToAddIt() {
        RetrieverSpec spec = RetrieverSpec.builder("spring").classpath(TEST_CLASSES).modulePath(TEST_CLASSES)
                .classpathAdvice(new ClasspathAdvice("--classpath", "Give it with --classpath.")).build();

        assertThatThrownBy(() -> Retrievers.check(spec))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("the spring retriever ships in the module io.github.rageval:rag-eval-spring-ai, which"
                        + " --classpath (1 entry) does not hold. Add the module's jar, rag-eval-spring-ai-<version>.jar"
                        + " of the rag-eval version you run, to --classpath.");
    }

    /** A class an option names is loaded, or not found in the front end's words. */
    @Test
    void aClassAnOptionNamesIsLoadedOrNotFoundWithTheFrontEndsAdvice() throws Exception {
        RetrieverOptions options = new RetrieverOptions("spring", Map.of(), TEST_CLASSES,
                new ClasspathAdvice("--classpath", "Give it with --classpath."));
        ClassLoader loader = RetrieversTest.class.getClassLoader();

        assertThat(options.loadClass("application", RetrieversTest.class.getName(), loader))
                .isSameAs(RetrieversTest.class);
        assertThatThrownBy(() -> options.loadClass("application", "com.acme.Missing", loader))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions application = 'com.acme.Missing' of the spring retriever names a class"
                        + " that is not on --classpath (1 entry). Give it with --classpath.");
    }

    @Test
    void aMisspeltBuiltInNameOrOptionNamesTheNearestOne() {
        assertThatThrownBy(() -> Retrievers.check(RetrieverSpec.builder("tfidff").build()))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("retriever = 'tfidff' is neither a built-in retriever (dense, langchain4j,"
                        + " spring, tfidf) nor the fully qualified name of a class. Did you mean tfidf?");
        // A retriever that ships as a module of its own, not on the class path and not resolved.
        assertThatThrownBy(() -> Retrievers.check(RetrieverSpec.builder("dense").build()))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("retriever = 'dense' ships in the module io.github.rageval:rag-eval-dense, which is not on"
                        + " rag-eval's class path. The Maven plugin resolves it by itself; on the command line, add"
                        + " that module's jars and their dependencies to the class path.");
        assertThatThrownBy(() -> Retrievers.check(RetrieverSpec.builder("langchain4j").build()))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("retriever = 'langchain4j' ships in the module"
                        + " io.github.rageval:rag-eval-langchain4j, which is not on rag-eval's class path.");
        assertThatThrownBy(() -> Retrievers.check(RetrieverSpec.builder("tfidf")
                .options(Map.of("tokenPatern", "x")).build()))
                .hasMessage("retrieverOptions has 'tokenPatern', which the tfidf retriever does not read. Did you mean"
                        + " tokenPattern? Its options: tokenPattern, lowercase, sublinearTf.");
        assertThatThrownBy(() -> Retrievers.check(RetrieverSpec.builder("tfidf")
                .options(Map.of("lowercase", "yes")).build()))
                .hasMessage("retrieverOptions lowercase = 'yes' of the tfidf retriever is not a boolean. Write true or"
                        + " false.");
        assertThatThrownBy(() -> Retrievers.check(RetrieverSpec.builder("tfidf")
                .options(Map.of("tokenPattern", "(?P<x")).build()))
                .hasMessageEndingWith("Write the pattern in Python's regular expression syntax, as for"
                + " scikit-learn.");
    }

    @Test
    void theTeamsClassGetsItsOptionsAndIsLoadedApartFromTheEngine() throws Exception {
        try (LoadedRetriever loaded = Retrievers.open(custom("ScriptedRetriever", Map.of("threadSafe", "true")))) {
            Class<?> type = loaded.retriever().getClass();
            assertThat(type.getName()).isEqualTo("com.example.retrievers.ScriptedRetriever");
            // Its own loader, not the engine's: the engine's dependencies are not on its classpath...
            assertThat(type.getClassLoader()).isNotSameAs(getClass().getClassLoader());
            assertThatThrownBy(() -> type.getClassLoader().loadClass("com.fasterxml.jackson.databind.ObjectMapper"))
                    .isInstanceOf(ClassNotFoundException.class);
            // ...but the API is the engine's very interface.
            assertThat(type.getClassLoader().loadClass(Retriever.class.getName())).isSameAs(Retriever.class);
            assertThat(loaded.threadSafe()).isTrue();
            assertThat(loaded.needsCorpus()).isFalse();
            assertThat(loaded.settings()).containsExactly(
                    Map.entry("type", "com.example.retrievers.ScriptedRetriever"),
                    Map.entry("options.threadSafe", "true"));
        }
        try (LoadedRetriever plain = Retrievers.open(custom("PlainRetriever", Map.of()))) {
            assertThat(plain.threadSafe()).isFalse();
        }
    }

    @Test
    void aClassThatCannotBeUsedIsAConfigurationErrorNamingIt() {
        assertThatThrownBy(() -> Retrievers.open(custom("Missing", Map.of())))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("retriever class com.example.retrievers.Missing was not found on the"
                        + " project's test classpath (1 entry: test-classes).");
        assertThatThrownBy(() -> Retrievers.open(custom("NotARetriever", Map.of())))
                .hasMessage("retriever class com.example.retrievers.NotARetriever does not implement"
                        + " io.github.rageval.api.Retriever. Implement that interface (artifact"
                        + " io.github.rageval:rag-eval-api, test scope), or name a class that does.");
        assertThatThrownBy(() -> Retrievers.open(custom("AbstractRetriever", Map.of())))
                .hasMessageContaining("is abstract");
        assertThatThrownBy(() -> Retrievers.open(custom("PlainRetriever", Map.of("depth", "5"))))
                .hasMessage("retrieverOptions are set (depth) but retriever class com.example.retrievers.PlainRetriever"
                        + " has no public constructor taking Map<String, String> to receive them. Add that"
                        + " constructor, or remove the options.");
    }

    @Test
    void optionsAClassCannotReceiveAreNamedAsTheFrontEndWritesThem() {
        OptionWords commandLine = new OptionWords("--retriever-options", "--retriever-options ", false);
        assertThatThrownBy(() -> Retrievers.open(custom("PlainRetriever", Map.of("depth", "5"))
                .withOptionWords(commandLine))).hasMessageStartingWith("--retriever-options are set (depth) but"
                + " retriever class com.example.retrievers.PlainRetriever has no public constructor");
    }

    @Test
    void aThrowingConstructorIsARetrieverErrorWithTheTeamsFramesOnly() {
        assertThatThrownBy(() -> Retrievers.open(custom("ScriptedRetriever", Map.of("failIn", "constructor"))))
                .isInstanceOf(RetrieverException.class)
                .hasMessageStartingWith("retriever com.example.retrievers.ScriptedRetriever failed in its"
                        + " constructor: java.lang.IllegalArgumentException: no endpoint.\n"
                        + "  in com.example.retrievers.ScriptedRetriever.<init>(ScriptedRetriever.java:")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("in java.", "in io.github.rageval."));
    }

    @Test
    void oneLineOptionsKeepRegularExpressionsAndEscapedSeparators() throws Exception {
        assertThat(OneLineOptions.parse("tokenPattern=(?u)\\b\\w{4\\,}\\b; lowercase = false,"))
                .containsExactly(Map.entry("tokenPattern", "(?u)\\b\\w{4,}\\b"), Map.entry("lowercase", "false"));
        assertThat(OneLineOptions.parse(" ")).isEmpty();
        assertThat(OneLineOptions.parse("url=http://x/solr?a=b")).containsExactly(Map.entry("url", "http://x/solr?a=b"));
        assertThatThrownBy(() -> OneLineOptions.parse("lowercase"))
                .hasMessage("retrieverOptions entry 'lowercase' in 'lowercase' is not of the form name=value. Write"
                        + " e.g. lowercase=false,sublinearTf=true (entries are separated by , or ;, so a comma or"
                        + " semicolon inside a value is written \\, or \\;).");
        assertThatThrownBy(() -> OneLineOptions.parse("a=1,a=2"))
                .hasMessage("retrieverOptions names 'a' twice in 'a=1,a=2'. Give each once.");
    }

    @Test
    void aSecretOptionIsRecordedByItsHashAndMaskedInTheRetrieversFailures() throws Exception {
        try (LoadedRetriever loaded = Retrievers.open(custom("ScriptedRetriever", Map.of("apiKey", "sk-live-123456",
                "failIn", "index")))) {
            assertThat(loaded.settings()).containsExactly(
                    Map.entry("type", "com.example.retrievers.ScriptedRetriever"),
                    Map.entry("options.apiKey", "***"), Map.entry("options.failIn", "index"));
            assertThatThrownBy(() -> loaded.index(List.of())).isInstanceOf(RetrieverException.class)
                    .hasMessageContaining("java.io.IOException: upload refused for key ***.")
                    .message().doesNotContain("sk-live-123456");
        }
        assertThatThrownBy(() -> Retrievers.open(custom("ScriptedRetriever", Map.of("failIn", "constructor",
                "apiKey", "sk-live-123456")))).isInstanceOf(RetrieverException.class)
                .hasMessageContaining("java.lang.IllegalArgumentException: no endpoint for key ***.")
                .message().doesNotContain("sk-live-123456");
    }

    @Test
    void oneLineOptionsQuotedInAnErrorShowNoSecret() {
        assertThatThrownBy(() -> OneLineOptions.parse("url=http://x,password=pa55-w0rd,password=pa55-w0rd"))
                .hasMessage("retrieverOptions names 'password' twice in 'url=http://x,password=***,password=***'."
                        + " Give each once.");
        // A comma in the password without its backslash: what follows it is most likely the password's rest.
        assertThatThrownBy(() -> OneLineOptions.parse("user=gate;apiKey=pa55,w0rd,more,retries=0"))
                .hasMessageStartingWith("retrieverOptions entry '***' in 'user=***;apiKey=***,***,***,retries=0' is"
                        + " not of the form name=value.");
        assertThat(OneLineOptions.shown("tokenPattern=\\w\\,x,Client_Secret = abc")).isEqualTo(
                "tokenPattern=\\w\\,x,Client_Secret =***");
    }
}
