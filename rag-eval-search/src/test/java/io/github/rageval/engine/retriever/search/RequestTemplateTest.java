package io.github.rageval.engine.retriever.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.model.ConfigurationException;
import org.junit.jupiter.api.Test;

class RequestTemplateTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void escapesQuotesBackslashesControlCharactersAndLineSeparators() {
        assertThat(RequestTemplate.escape("say \"hi\"")).isEqualTo("say \\\"hi\\\"");
        assertThat(RequestTemplate.escape("C:\\temp")).isEqualTo("C:\\\\temp");
        assertThat(RequestTemplate.escape("a\nb\r\tc\b\f")).isEqualTo("a\\nb\\r\\tc\\b\\f");
        assertThat(RequestTemplate.escape("bell\u0007 nul\u0000")).isEqualTo("bell\\u0007 nul\\u0000");
        assertThat(RequestTemplate.escape("x\u2028y\u2029")).isEqualTo("x\\u2028y\\u2029");
        // Non-ASCII text (and astral characters, as surrogate pairs) is sent as is, in UTF-8.
        assertThat(RequestTemplate.escape("caf\u00e9 \u6771\u4eac \ud83d\ude00")).isEqualTo("caf\u00e9 \u6771\u4eac \ud83d\ude00");
    }

    @Test
    void aRenderedBodyCarriesTheQueryTextExactlyAndKAsANumber() throws Exception {
        RequestTemplate template = RequestTemplate.of("{\"q\": \"{{query}}\", \"rows\": {{k}}}", "retrieverOptions request", "solr");
        String query = "What's \"2FA\"?\\ \n caf\u00e9 \u0001 {{k}} \ud83d\ude00";
        JsonNode body = JSON.readTree(template.render(query, 7));
        assertThat(body.get("q").asText()).isEqualTo(query);
        assertThat(body.get("rows").intValue()).isEqualTo(7);
    }

    @Test
    void aTemplateThatIsNotJsonOnceFilledIsAConfigurationErrorNamingTheOption() {
        assertThatThrownBy(() -> RequestTemplate.of("{\"q\": {{query}}, \"rows\": {{k}}}", "retrieverOptions request", "solr"))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("retrieverOptions request of the solr retriever is not valid JSON once"
                        + " {{query}} and {{k}} are replaced (")
                .hasMessageContaining("it belongs inside quotes (\"{{query}}\")");
        assertThatThrownBy(() -> RequestTemplate.of("{\"q\": \"{{query}}\"} trailing", "retrieverOptions request", "solr"))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("is not valid JSON");
        assertThatThrownBy(() -> RequestTemplate.of("[\"{{query}}\"]", "retrieverOptions request", "opensearch"))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("retrieverOptions request of the opensearch retriever is not a JSON object. Write the"
                        + " request body as one JSON object {...}.");
    }

    @Test
    void aTemplateWithoutTheQueryPlaceholderIsAConfigurationError() {
        assertThatThrownBy(() -> RequestTemplate.of("{\"q\": \"*:*\", \"rows\": {{k}}}", "retrieverOptions request", "solr"))
                .isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("has no {{query}} placeholder, so every query would get the same ranking");
    }
}
