package io.github.rageval.engine.retriever.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.settings.table.OptionWords;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LangChain4jSettingsTest {
    private static LangChain4jSettings of(Map<String, String> values) throws ConfigurationException {
        return LangChain4jSettings.of(new RetrieverOptions("langchain4j", values));
    }

    @Test
    void readsEachPathsOptionsWithTheirDefaults() throws ConfigurationException {
        assertThat(of(Map.of())).isEqualTo(new LangChain4jSettings(null, "all-minilm-l6-v2-q", null, null, "doc_id"));
        assertThat(of(Map.of("model", "all-minilm-l6-v2", "maxResults", "5", "minScore", "0.7", "idMetadata", "id")))
                .isEqualTo(new LangChain4jSettings(null, "all-minilm-l6-v2", 5, 0.7, "id"));
        LangChain4jSettings method = of(Map.of("factory", " com.acme.Rag#contentRetriever "));
        assertThat(method).isEqualTo(new LangChain4jSettings("com.acme.Rag#contentRetriever", null, null, null,
                "doc_id"));
        assertThat(method.factoryClass()).isEqualTo("com.acme.Rag");
        assertThat(method.factoryMethod()).isEqualTo("contentRetriever");
        assertThat(of(Map.of("factory", "com.acme.Rag")).factoryMethod()).isNull();
        assertThat(of(Map.of("model", "com.acme.MyModel")).modelClass()).isEqualTo("com.acme.MyModel");
    }

    @Test
    void onTheCommandLineEachMistakeNamesTheOptionAsAnEntryOfRetrieverOptions() {
        OptionWords commandLine = new OptionWords("--retriever-options", "--retriever-options ", false);
        Map<Map<String, String>, String> starts = new LinkedHashMap<>();
        starts.put(Map.of("idMetadata", " "), "--retriever-options idMetadata of the langchain4j retriever is empty.");
        starts.put(Map.of("factory", "Rag"), "--retriever-options factory=Rag of the langchain4j retriever is neither");
        starts.put(Map.of("factory", "com.acme.Rag", "model", "m"), "--retriever-options model and factory of the"
                + " langchain4j retriever are both set");
        starts.put(Map.of("model", "minilm"), "--retriever-options model=minilm of the langchain4j retriever is not");
        starts.put(Map.of("minScore", "1.5"), "--retriever-options minScore=1.5 of the langchain4j retriever is out of"
                + " range");
        starts.forEach((values, start) -> assertThatThrownBy(() -> LangChain4jSettings.of(new RetrieverOptions(
                "langchain4j", values, List.of(), null, commandLine))).hasMessageStartingWith(start));
    }

    @Test
    void eachMistakeNamesTheOptionAndWhatToWrite() {
        assertThatThrownBy(() -> of(Map.of("factory", "Rag"))).hasMessage("retrieverOptions factory = 'Rag' of the"
                + " langchain4j retriever is neither a fully qualified class name nor one followed by #method. Write"
                + " com.acme.Rag (a class implementing Supplier<ContentRetriever>) or com.acme.Rag#contentRetriever"
                + " (a public static method without parameters that returns a ContentRetriever).");
        assertThatThrownBy(() -> of(Map.of("factory", "com.acme.Rag#build()"))).hasMessageStartingWith(
                "retrieverOptions factory = 'com.acme.Rag#build()' of the langchain4j retriever is neither");
        assertThatThrownBy(() -> of(Map.of("factory", "com.acme.Rag", "model", "all-minilm-l6-v2", "minScore",
                "0.5"))).hasMessage("retrieverOptions model, minScore and factory of the langchain4j retriever are"
                + " both set: model, minScore configure the ready path (an in-process model over the corpus), and the"
                + " ContentRetriever your factory builds sets its own model, maximum results and minimum score."
                + " Remove model, minScore, or remove factory to try the ready path.");
        assertThatThrownBy(() -> of(Map.of("model", "minilm"))).hasMessageStartingWith("retrieverOptions model ="
                + " 'minilm' of the langchain4j retriever is not an in-process model it knows (all-minilm-l6-v2-q,"
                + " all-minilm-l6-v2) nor the fully qualified name of an EmbeddingModel class.");
        assertThatThrownBy(() -> of(Map.of("maxResults", "0"))).hasMessage("retrieverOptions maxResults = '0' of the"
                + " langchain4j retriever is out of range: it is a whole number from 1 to 2147483647. It is the"
                + " number of contents asked per query; write for example 10.");
        assertThatThrownBy(() -> of(Map.of("minScore", "1.5"))).hasMessage("retrieverOptions minScore = '1.5' of the"
                + " langchain4j retriever is out of range: it is a relevance score from 0 to 1, as LangChain4j's"
                + " embedding stores give it ((cosine + 1) / 2). Write for example 0.5, or remove it to keep every"
                + " content.");
        assertThatThrownBy(() -> of(Map.of("minScore", "high"))).hasMessageStartingWith("retrieverOptions minScore ="
                + " 'high' of the langchain4j retriever");
        assertThatThrownBy(() -> of(Map.of("idMetadata", " "))).hasMessageStartingWith("retrieverOptions idMetadata"
                + " of the langchain4j retriever is empty.");
    }

    @Test
    void anUnknownOptionIsAnErrorThatSuggestsTheNearestOne() {
        assertThatThrownBy(() -> Retrievers.check(RetrieverSpec.builder("langchain4j")
                .options(Map.of("maxResult", "5")).build()))
                .hasMessage("retrieverOptions has 'maxResult', which the langchain4j retriever does not"
                + " read. Did you mean maxResults? Its options: factory, model, maxResults, minScore, idMetadata.");
    }
}
