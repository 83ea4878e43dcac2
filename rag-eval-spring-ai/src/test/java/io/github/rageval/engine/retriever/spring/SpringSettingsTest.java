package io.github.rageval.engine.retriever.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SpringSettingsTest {
    private static SpringSettings of(Map<String, String> values) throws ConfigurationException {
        return SpringSettings.of(new RetrieverOptions("spring", values));
    }

    @Test
    void readsEveryOption() throws ConfigurationException {
        SpringSettings settings = of(Map.of("application", "com.acme.App", "bean", "docs", "beanType",
                "org.springframework.ai.vectorstore.VectorStore", "profiles", " staging , ,eval",
                "properties", "a.b = 1\r\n\nurl=jdbc:x://h;db=y,z", "index", "FALSE", "idMetadata", "doc_id"));

        assertThat(settings).isEqualTo(new SpringSettings("com.acme.App", "docs",
                "org.springframework.ai.vectorstore.VectorStore", List.of("staging", "eval"),
                Map.of("a.b", "1", "url", "jdbc:x://h;db=y,z"), false, "doc_id"));
        assertThat(of(Map.of("application", "com.acme.App"))).isEqualTo(new SpringSettings("com.acme.App", null, null,
                List.of(), Map.of(), true, null));
    }

    @Test
    void onTheCommandLineEachMistakeNamesTheOptionAsAnEntryOfRetrieverOptions() {
        OptionWords commandLine = new OptionWords("--retriever-options", "--retriever-options ", false);
        assertThatThrownBy(() -> SpringSettings.of(new RetrieverOptions("spring", Map.of(), List.of(), null,
                commandLine))).hasMessageStartingWith("--retriever-options application of the spring retriever is"
                + " not set.");
        assertThatThrownBy(() -> SpringSettings.of(new RetrieverOptions("spring", Map.of("application", "SupportApp"),
                List.of(), null, commandLine))).hasMessageStartingWith("--retriever-options application=SupportApp of"
                + " the spring retriever is not a fully qualified class name.");
        assertThatThrownBy(() -> SpringSettings.of(new RetrieverOptions("spring", Map.of("application",
                "com.acme.App", "beanType", "VectorStore"), List.of(), null, commandLine)))
                .hasMessageStartingWith("--retriever-options beanType=VectorStore of the spring retriever is not a"
                        + " fully qualified class name.");
        assertThatThrownBy(() -> SpringSettings.of(new RetrieverOptions("spring", Map.of("application",
                "com.acme.App", "properties", "a=1\nspring.url"), List.of(), null, commandLine)))
                .hasMessageStartingWith("--retriever-options properties of the spring retriever, line 2");
    }

    @Test
    void eachMistakeNamesTheOptionAndWhatToWrite() {
        assertThatThrownBy(() -> of(Map.of())).hasMessageStartingWith("retrieverOptions application of the spring"
                + " retriever is not set. Name the application's @SpringBootApplication or @Configuration class");
        assertThatThrownBy(() -> of(Map.of("application", "SupportApp"))).hasMessage("retrieverOptions application ="
                + " 'SupportApp' of the spring retriever is not a fully qualified class name. Write the class with its"
                + " package, e.g. com.acme.SupportApp.");
        assertThatThrownBy(() -> of(Map.of("application", "com.acme.App", "index", "yes"))).hasMessage(
                "retrieverOptions index = 'yes' of the spring retriever is not a boolean. Write true or false.");
        assertThatThrownBy(() -> of(Map.of("application", "com.acme.App", "properties", "a=1\nspring.url")))
                .hasMessage("retrieverOptions properties of the spring retriever, line 2 ('spring.url'), is not"
                        + " name=value. Write one Spring property per line, e.g."
                        + " spring.ai.vectorstore.pgvector.table-name=docs.");
    }

    @Test
    void aMalformedPropertyLineThatHoldsASecretIsNotQuoted() {
        assertThatThrownBy(() -> of(Map.of("application", "com.acme.App", "properties",
                "spring.datasource.password: s3cr3t")))
                .hasMessageContaining("line 1 ('***')")
                .hasMessageNotContaining("s3cr3t");
    }
}
