package io.github.rageval.engine.secret;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class SecretTextTest {
    private static final String USER = "gate-bot";
    private static final String PASSWORD = "p@ss/wörd \"x\"+1";

    @Test
    void credentialsAreMaskedInEveryEncodingTheyMayComeBackIn() {
        SecretText secrets = SecretText.ofCredentials(USER, PASSWORD);
        String basic = Base64.getEncoder().encodeToString((USER + ":" + PASSWORD).getBytes(StandardCharsets.UTF_8));
        List<String> echoes = List.of(PASSWORD, USER,
                "p@ss/w\\u00f6rd \\\"x\\\"+1", "p@ss\\/w\\u00F6rd \\\"x\\\"+1", "p@ss/wörd \\\"x\\\"+1",
                URLEncoder.encode(PASSWORD, StandardCharsets.UTF_8),
                URLEncoder.encode(PASSWORD, StandardCharsets.UTF_8).toLowerCase(Locale.ROOT),
                URLEncoder.encode(PASSWORD, StandardCharsets.UTF_8).replace("+", "%20"),
                PASSWORD.toUpperCase(Locale.ROOT), USER.toUpperCase(Locale.ROOT),
                "p@ss/wörd &quot;x&quot;+1", basic, basic.replace("=", ""));
        for (String echo : echoes) {
            String masked = secrets.mask("{\"error\":\"denied for [" + echo + "]\"}");
            assertThat(masked).as(echo).isEqualTo("{\"error\":\"denied for [***]\"}");
        }
    }

    @Test
    void maskingComesBeforeTheCutSoNoStartOfASecretIsLeft() {
        SecretText secrets = SecretText.of(List.of("sk-live-123456"));
        String text = "x".repeat(295) + "sk-live-123456 and more";

        String cut = secrets.maskAndCut(text, 300);

        assertThat(cut).isEqualTo("x".repeat(295) + "*** a...").doesNotContain("sk-l");
        assertThat(secrets.maskAndCut("short", 300)).isEqualTo("short");
    }

    @Test
    void nothingIsMaskedWithoutSecretsAndEmptyValuesAreNone() {
        assertThat(SecretText.NONE.mask("sk-live-123456")).isEqualTo("sk-live-123456");
        assertThat(SecretText.of(List.of("")).mask("any text")).isEqualTo("any text");
        assertThat(SecretText.NONE.mask(null)).isNull();
    }
}
