package io.github.rageval.engine.retriever.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.ClasspathAdvice;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.settings.table.OptionWords;
import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The spring retriever starting real application contexts (the test's own configurations in com.acme.springapp), in
 * a class loader over this test's classpath as it would over a project's.
 */
class SpringRetrieverFactoryTest {
    private static final List<Path> CLASSPATH = Arrays.stream(System.getProperty("java.class.path")
            .split(File.pathSeparator)).map(Path::of).toList();
    private static final List<Document> CORPUS = List.of(
            new Document("reset", "How to reset your password"),
            new Document("billing", "Update your billing address"),
            new Document("sso", "Sign in with single sign-on"));
    private final SpringRetrieverFactory factory = new SpringRetrieverFactory();

    private static RetrieverOptions options(String... nameValues) {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < nameValues.length; i += 2) {
            values.put(nameValues[i], nameValues[i + 1]);
        }
        return new RetrieverOptions("spring", values, CLASSPATH);
    }

    private List<String> idsFor(RetrieverOptions options, String query, int k) throws Exception {
        try (Retriever retriever = factory.create(options)) {
            retriever.index(CORPUS);
            return retriever.retrieve(query, k).stream().map(ScoredDocument::id).toList();
        }
    }

    @Test
    void startsTheContextLoadsTheCorpusIntoItsStoreAndClosesIt() throws Exception {
        System.clearProperty("rageval.test.closed.");

        List<String> ids = idsFor(options("application", "com.acme.springapp.StoreApp"), "reset password", 2);

        assertThat(ids).containsExactly("reset", "billing");
        assertThat(System.getProperty("rageval.test.closed.")).isEqualTo("true");
    }

    @Test
    void propertiesWinOverTheApplicationsAndProfilesAddBeans() throws Exception {
        assertThat(idsFor(options("application", "com.acme.springapp.StoreApp", "properties",
                "\n  acme.prefix = live-\n\n"), "billing", 1)).containsExactly("live-billing");
        assertThat(idsFor(options("application", "com.acme.springapp.StoreApp", "profiles", "archive",
                "bean", "archive"), "billing", 1)).containsExactly("archive-billing");
    }

    @Test
    void severalStoresAndNoBeanNamedIsAnErrorListingThem() {
        assertThatThrownBy(() -> factory.create(options("application", "com.acme.springapp.StoreApp",
                "profiles", "archive")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("the spring retriever, with neither bean nor beanType set, looks for the one VectorStore"
                        + " bean of the context of com.acme.springapp.StoreApp, and it has 2: archive, articles."
                        + " Name the one to gate with bean.");
        assertThatThrownBy(() -> factory.create(options("application", "com.acme.springapp.StoreApp",
                "bean", "archives")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions bean = 'archives' of the spring retriever names no bean of the context"
                        + " of com.acme.springapp.StoreApp. Its beans to gate: articles.");
        OptionWords commandLine = new OptionWords("--retriever-options", "--retriever-options ", false);
        assertThatThrownBy(() -> factory.create(new RetrieverOptions("spring", Map.of("application",
                "com.acme.springapp.StoreApp", "bean", "archives"), CLASSPATH, null, commandLine)))
                .hasMessageStartingWith("--retriever-options bean=archives of the spring retriever names no bean");
    }

    @Test
    void aDocumentRetrieverIsGatedByTypeWithTheCorpusLoadedIntoTheContextsStore() throws Exception {
        RetrieverOptions byType = options("application", "com.acme.springapp.RetrieverApp", "beanType",
                "org.springframework.ai.rag.retrieval.search.DocumentRetriever");

        // its own top 2, whatever k: the evaluation cuts what is beyond k
        assertThat(idsFor(byType, "reset your password", 10)).containsExactly("via-store-reset", "via-store-billing");
        // without bean or beanType, the VectorStore is chosen first
        assertThat(idsFor(options("application", "com.acme.springapp.RetrieverApp"), "reset your password", 10))
                .containsExactly("via-store-reset", "via-store-billing", "via-store-sso");
    }

    @Test
    void aFilledStoreIsNotLoadedAndNeedsNoCorpus() throws Exception {
        RetrieverOptions filled = options("application", "com.acme.springapp.StoreApp", "index", "false");

        assertThat(factory.needsCorpus(filled)).isFalse();
        assertThat(factory.needsCorpus(options("application", "com.acme.springapp.StoreApp"))).isTrue();
        assertThat(idsFor(filled, "reset password", 5)).isEmpty();
    }

    @Test
    void aContextThatFailsToStartIsOneParagraphWithTheRootCauseAndTheSecretMasked() {
        RetrieverSpec spec = RetrieverSpec.builder("spring")
                .options(Map.of("application", "com.acme.springapp.FailingApp", "properties",
                        "acme.db.password=s3cr3t-pw", "profiles", "staging")).classpath(CLASSPATH).build();

        assertThatThrownBy(() -> Retrievers.open(spec))
                .isInstanceOf(RetrieverException.class)
                .hasMessage("retriever spring: the application context of com.acme.springapp.FailingApp failed to"
                        + " start (profiles staging): bean 'store' (com.acme.springapp.FailingApp) could not be"
                        + " created: java.lang.IllegalStateException: login refused for password ***."
                        + " Fix the cause: check the profiles and properties given, and that what the application"
                        + " connects to is reachable from the build; a test of the application that starts the same"
                        + " context shows Spring's full report.");
    }

    @Test
    void anApplicationClassNotOnTheClasspathIsAConfigurationError() {
        assertThatThrownBy(() -> factory.create(options("application", "com.acme.springapp.Missing")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions application = 'com.acme.springapp.Missing' of the spring retriever"
                        + " names a class that is not on the project's test classpath (" + CLASSPATH.size()
                        + " entries). " + ClasspathAdvice.TEST_CLASSPATH.todo());
    }

    /**
     * A class not found is told in the words of the front end that gave the classpath, as every retriever's option
     * naming a class is: the command line's user is sent to --classpath, not to a Maven phase.
     */
    @Test
    void aClassNotFoundIsToldWithTheFrontEndsClasspathAdvice() {
        ClasspathAdvice commandLine = new ClasspathAdvice("--classpath", "Give it with --classpath.");
        Map<String, String> missingApplication = Map.of("application", "com.acme.springapp.Missing");
        assertThatThrownBy(() -> factory.create(new RetrieverOptions("spring", missingApplication, CLASSPATH,
                commandLine))).isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions application = 'com.acme.springapp.Missing' of the spring retriever"
                        + " names a class that is not on --classpath (" + CLASSPATH.size() + " entries). Give it with"
                        + " --classpath.");

        Map<String, String> missingType = Map.of("application", "com.acme.springapp.StoreApp", "beanType",
                "com.acme.springapp.MissingStore");
        assertThatThrownBy(() -> factory.create(new RetrieverOptions("spring", missingType, CLASSPATH,
                commandLine))).isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions beanType = 'com.acme.springapp.MissingStore' of the spring retriever"
                        + " names a class that is not on --classpath (" + CLASSPATH.size() + " entries). Give it with"
                        + " --classpath.");
    }

    @Test
    void theReportRecordsEveryOptionAndASecretPropertyByAMarker() throws ConfigurationException {
        RetrieverSpec spec = RetrieverSpec.builder("spring")
                .options(Map.of("application", "com.acme.springapp.StoreApp", "properties",
                        "acme.db.password=s3cr3t-pw\nacme.prefix=x")).classpath(CLASSPATH).build();

        Map<String, Object> described = Retrievers.describe(spec);

        assertThat(described).containsEntry("type", "spring").containsEntry("application",
                "com.acme.springapp.StoreApp").containsEntry("index", true).containsEntry("property.acme.prefix", "x");
        assertThat(described.get("property.acme.db.password")).isEqualTo("***");
        assertThat(described.toString()).doesNotContain("s3cr3t");
    }
}
