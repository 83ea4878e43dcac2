package io.github.rageval.engine.secret;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HexFormat;
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
    void aPasswordIsMaskedInTheEscapesOfGoPythonGsonAndInWholeEncodings() {
        String password = "Zq7'pé s&\"<Kx>";
        SecretText secrets = SecretText.ofCredentials("bob", password);
        byte[] utf8 = password.getBytes(StandardCharsets.UTF_8);
        String url = URLEncoder.encode(password, StandardCharsets.UTF_8);
        List<String> echoes = List.of(
                "Zq7&#39;pé s&amp;&#34;&lt;Kx&gt;", // Go's html.EscapeString
                "Zq7&#x27;pé s&amp;&quot;&lt;Kx&gt;", // Python's html.escape
                "Zq7&apos;pé s&amp;&quot;&lt;Kx&gt;", // XML
                numeric(password, "&#%d;"), numeric(password, "&#x%x;"), numeric(password, "&#X%04X;"),
                "Zq7'pé s\\u0026\\\"\\u003cKx\\u003e", // Go's encoding/json
                "Zq7\\u0027p\\u00e9 s\\u0026\\\"\\u003cKx\\u003e", // Gson
                numeric(password, "\\u%04x"), numeric(password, "\\u%04X"),
                URLEncoder.encode(url, StandardCharsets.UTF_8), url.replace("%", "%25"),
                HexFormat.of().formatHex(utf8), HexFormat.of().withUpperCase().formatHex(utf8),
                Base64.getEncoder().encodeToString(utf8), Base64.getUrlEncoder().withoutPadding().encodeToString(utf8),
                new String(utf8, StandardCharsets.ISO_8859_1));
        for (String echo : echoes) {
            String masked = secrets.mask("{\"note\":\"denied for " + echo + ".\"}");
            assertThat(masked).as(echo).isEqualTo("{\"note\":\"denied for ***.\"}");
        }
        assertThat(SecretText.of(List.of("k=v")).mask("k\\u003dv")).isEqualTo("***");
    }

    /** Each character of the text (each is below U+FFFF here) in the format given. */
    private static String numeric(String text, String format) {
        StringBuilder escaped = new StringBuilder();
        text.chars().forEach(c -> escaped.append(String.format(Locale.ROOT, format, c)));
        return escaped.toString();
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
