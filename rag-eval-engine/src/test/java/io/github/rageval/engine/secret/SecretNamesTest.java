package io.github.rageval.engine.secret;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SecretNamesTest {

    @Test
    void namesThatHoldASecretAreRecognisedInAnyCaseAndSpelling() {
        for (String name : new String[] {"password", "PASSWORD", "dbPassword", "db_passwd", "pwd", "passphrase",
                "clientSecret", "CLIENT_SECRET", "credentials", "basicAuth", "Authorization", "apiKey", "api_key",
                "api-key", "apikey", "APIKEY", "accessKey", "secretKey", "key", "token", "authToken",
                "access.token", "user", "username", "userName", "options.apiKey", "options.user",
                "fused.dense.options.api_key", "apiKeys", "keys", "tokens", "tokenValue", "accessTokenValue",
                "idToken", "id_token", "bearer", "bearerToken", "jwt", "pass", "pw", "dsn", "cookie", "cookies",
                "sessionId", "session", "signature", "sig", "sas", "private", "privateKeyPem", "private_key",
                "apiKeyB64", "options.accessTokenValue"}) {
            assertThat(SecretNames.isSecret(name)).as(name).isTrue();
        }
    }

    @Test
    void theBuiltInRetrieversSettingsAreNoSecrets() {
        for (String name : new String[] {"tokenPattern", "token_pattern", "maxTokens", "max_tokens", "keyField",
                "lowercase", "sublinearTf", "k1", "b", "url", "request", "idField", "id_field", "serverId", "caFile",
                "timeout", "retries", "concurrency", "model", "type", "queryPrefix", "chunking.size", "serviceUser",
                "options.endpoint", "sha256", "", "  ", "tokenizer", "tokenCount", "numKeys", "keyFields",
                "keyPath", "privateKeyPath", "sessionTimeout", "cookieName", "passage", "passages",
                "signatureAlgorithm", "dsnTimeout", "privateNetwork", "passThrough", "maxLength", "tokenPatterns"}) {
            assertThat(SecretNames.isSecret(name)).as(name).isFalse();
        }
        assertThat(SecretNames.isSecret(null)).isFalse();
    }

    @Test
    void anEarlierVersionsHashIsRecognised() {
        // echo -n sk-live-123456 | sha256sum, as earlier versions recorded the key.
        assertThat(SecretNames.isHashed("sha256:4cd6651b1dad")).isTrue();
        assertThat(SecretNames.isHashed("sha256:2F1FB07FFEAB")).isFalse();
        assertThat(SecretNames.isHashed("sk-live-123456")).isFalse();
        assertThat(SecretNames.isHashed(12)).isFalse();
    }

    @Test
    void maskedRecordsEverySecretAsTheMarkerAnEarlierHashIncludedAndKeepsTheOtherSettings() {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("type", "com.acme.Search");
        settings.put("options.apiKey", "sk-live-123456");
        settings.put("options.endpoint", "https://search.example");
        settings.put("options.token", "sha256:0123456789ab");
        settings.put("options.key", 42L);

        Map<String, Object> masked = SecretNames.masked(settings);

        assertThat(masked).containsExactly(Map.entry("type", "com.acme.Search"),
                Map.entry("options.apiKey", "***"),
                Map.entry("options.endpoint", "https://search.example"),
                Map.entry("options.token", "***"),
                Map.entry("options.key", "***"));
        assertThat(SecretNames.masked(masked)).isEqualTo(masked);
    }

    @Test
    void anErrorQuotesASecretsValueMasked() {
        assertThat(SecretNames.shown("apiKey", "sk-live-123456")).isEqualTo("***");
        assertThat(SecretNames.shown("lowercase", "maybe")).isEqualTo("maybe");
    }
}
