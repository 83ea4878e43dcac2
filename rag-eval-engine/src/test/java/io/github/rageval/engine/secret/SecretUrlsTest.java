package io.github.rageval.engine.secret;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SecretUrlsTest {

    @Test
    void aSecretQueryParameterAndAUrlsPasswordAreRecordedAsTheMarkerTheRestAsIs() {
        String url = "https://search.example/docs/_search?search_type=dfs&api_key=TOKxyz123&access_token=a%2Fb";

        assertThat(SecretUrls.masked(url)).isEqualTo("https://search.example/docs/_search?search_type=dfs&api_key="
                + "***&access_token=***");
        assertThat(SecretUrls.masked("postgres://app:SKClll@db.example/rag"))
                .isEqualTo("postgres://***@db.example/rag");
        assertThat(SecretUrls.masked(SecretUrls.masked(url))).isEqualTo(SecretUrls.masked(url));
        // As an earlier version recorded them: read as the marker, so they compare equal to any key now.
        assertThat(SecretUrls.masked("https://h/x?api_key=sha256:4cd6651b1dad")).isEqualTo("https://h/x?api_key=***");
        assertThat(SecretUrls.masked("postgres://sha256:4cd6651b1dad@h/db")).isEqualTo("postgres://***@h/db");
    }

    @Test
    void aMessageQuotesTheUrlWithItsSecretsMasked() {
        assertThat(SecretUrls.masked("http://h:9/solr/docs/select?token=hunter2&rows=10&sig=abc"))
                .isEqualTo("http://h:9/solr/docs/select?token=***&rows=10&sig=***");
        assertThat(SecretUrls.masked("https://bob:pw9@h/x")).isEqualTo("https://***@h/x");
        // A token given as the user name, as some services take it, is a secret too.
        assertThat(SecretUrls.masked("https://ghp_TOKEN123@h/x.git")).isEqualTo("https://***@h/x.git");
    }

    @Test
    void theSecretsAreFoundAsWrittenAndDecoded() {
        assertThat(SecretUrls.secrets("http://h/x?api_key=a%2Fb%20c&q=1&user=bob"))
                .containsExactly("a%2Fb%20c", "a/b c", "bob");
        assertThat(SecretUrls.secrets("postgres://u:p%40ss@h/db")).containsExactly("u:p%40ss", "u:p@ss", "p%40ss", "p@ss");
        assertThat(SecretUrls.secrets("https://ghp_TOKEN123:x-oauth@h/r")).contains("ghp_TOKEN123", "x-oauth");
        assertThat(SecretUrls.secrets("https://ghp_TOKEN123:@h/r")).containsExactly("ghp_TOKEN123:", "ghp_TOKEN123");
    }

    @Test
    void aConnectionStringsSecretEntryIsMaskedToo() {
        assertThat(SecretUrls.masked("Server=db.example;Database=rag;Password=SKB#kkkk;Timeout=5"))
                .isEqualTo("Server=db.example;Database=rag;Password=***;Timeout=5");
        assertThat(SecretUrls.masked("Pwd=SKBkkkk;Server=db.example")).isEqualTo("Pwd=***;Server=db.example");
        assertThat(SecretUrls.secrets("Server=x;AccountKey=SKBkkkk")).containsExactly("SKBkkkk");
        // One entry of a line of options, as an error quotes it: the URL's parameter is found inside the value.
        assertThat(SecretUrls.masked("url=http://h/x?rows=1&api_key=TOK1"))
                .isEqualTo("url=http://h/x?rows=1&api_key=***");
    }

    @Test
    void credentialsInAValueAreFoundByWhatTheyAreWhateverTheOptionIsCalled() {
        // A class retriever's option "headers": its name says nothing, its value carries the key.
        assertThat(SecretUrls.masked("Authorization: Bearer eyAbc.def-123_456")).isEqualTo("Authorization: ***");
        assertThat(SecretUrls.masked("Accept: application/json; X-Api-Key: k3y-v4lue-1; X-Trace: on"))
                .isEqualTo("Accept: application/json; X-Api-Key: ***; X-Trace: on");
        assertThat(SecretUrls.masked("curl -H 'Authorization: Basic dXNlcjpwYXNzd29yZA=='"))
                .isEqualTo("curl -H 'Authorization: Basic ***'");
        assertThat(SecretUrls.masked("key sk-proj-abcdefghijklmnop1234 and ghp_abcdefghijklmnopqrstu1"))
                .isEqualTo("key *** and ***");
        assertThat(SecretUrls.masked("Authorization: Bearer tok-12345678")).isEqualTo("Authorization: ***");
        assertThat(SecretUrls.secrets("Authorization: Bearer tok-12345678")).contains("Bearer tok-12345678");
        assertThat(SecretText.ofOptions(Map.of("headers", "Authorization: Bearer tok-12345678"))
                .mask("401 for Bearer tok-12345678, token tok-12345678")).doesNotContain("tok-12345678");
    }

    @Test
    void valuesWithoutSecretsAreKept() {
        for (String value : new String[] {"https://search.example/docs?search_type=dfs&rows=10",
                "http://h/x?tokenPattern=\\w+&maxTokens=5", "mail me: a@b.example", "k=v",
                "Accept: application/json", "model: sentence-transformers/all-MiniLM-L6-v2", "basic setup",
                "plain", ""}) {
            assertThat(SecretUrls.masked(value)).as(value).isEqualTo(value);
            assertThat(SecretUrls.secrets(value)).as(value).isEmpty();
        }
        assertThat(SecretUrls.masked(null)).isNull();
    }

    @Test
    void recordedSettingsAndOptionsMaskTheSecretsInsideAnyValue() {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("url", "http://h/docs/_search?api_key=TOKxyz123");
        settings.put("options.dsn2", "postgres://u:SKClll@h/db");

        assertThat(SecretNames.masked(settings)).containsExactly(
                Map.entry("url", "http://h/docs/_search?api_key=***"),
                Map.entry("options.dsn2", "postgres://***@h/db"));
        assertThat(SecretNames.shown("url", "http://h/x?api_key=TOKxyz123")).isEqualTo("http://h/x?api_key=***");
        assertThat(SecretText.ofOptions(Map.of("url", "http://h/x?api_key=TOKxyz123"))
                .mask("refused TOKxyz123")).isEqualTo("refused ***");
    }
}
