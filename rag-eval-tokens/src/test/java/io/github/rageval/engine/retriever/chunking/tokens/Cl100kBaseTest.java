package io.github.rageval.engine.retriever.chunking.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** cl100k_base as tiktoken encodes and decodes it (ids from tiktoken 0.14 on the same ranks). */
class Cl100kBaseTest {
    private final Cl100kBase encoding = Cl100kBase.instance();

    @Test
    void encodesAsTiktoken() {
        assertThat(encoding.encode("hello world")).containsExactly(15339, 1917);
        assertThat(encoding.count("hello world")).isEqualTo(2);
        assertThat(encoding.decode(encoding.encode("Caf\u00e9 \uD83D\uDE00"))).isEqualTo("Caf\u00e9 \uD83D\uDE00");
    }

    @Test
    void specialTokensAreOrdinaryText() {
        // tiktoken's encode(..., disallowed_special=()) spells it out rather than producing 100257
        assertThat(encoding.encode("<|endoftext|>")).doesNotContain(100257).hasSizeGreaterThan(1);
    }

    @Test
    void aCutCharacterDecodesToOneReplacementPerBrokenSequence() {
        int[] tokens = encoding.encode("\uD83D\uDE00");
        assertThat(tokens).hasSizeGreaterThan(1);
        // the emoji's four bytes span several tokens: each part alone is a broken sequence
        assertThat(encoding.decode(Arrays.copyOf(tokens, 1))).isEqualTo("\uFFFD");
        assertThat(encoding.decode(Arrays.copyOfRange(tokens, 1, tokens.length))).matches("\uFFFD+");
    }

    @Test
    void malformedUtf8IsReplacedAsPythonDoes() {
        // bytes.decode("utf-8", "replace") in CPython 3.11 for each input
        assertThat(PythonUtf8.decode(bytes(0xF0, 0x9F, 0x98))).isEqualTo("\uFFFD");
        assertThat(PythonUtf8.decode(bytes(0x9F, 0x98, 0x80))).isEqualTo("\uFFFD\uFFFD\uFFFD");
        assertThat(PythonUtf8.decode(bytes(0x61, 0xE2, 0x82, 0x62))).isEqualTo("a\uFFFDb");
        assertThat(PythonUtf8.decode(bytes(0xE0, 0x80, 0x80))).isEqualTo("\uFFFD\uFFFD\uFFFD");
        assertThat(PythonUtf8.decode(bytes(0xED, 0xA0, 0x80))).isEqualTo("\uFFFD\uFFFD\uFFFD");
        assertThat(PythonUtf8.decode(bytes(0xED, 0xA0))).isEqualTo("\uFFFD\uFFFD"); // Java's decoder: one
        assertThat(PythonUtf8.decode(bytes(0xF4, 0x90, 0x80, 0x80))).isEqualTo("\uFFFD\uFFFD\uFFFD\uFFFD");
        assertThat(PythonUtf8.decode(bytes(0xC0, 0xAF, 0xFF, 0xF5))).isEqualTo("\uFFFD\uFFFD\uFFFD\uFFFD");
        assertThat(PythonUtf8.decode(bytes(0xF0, 0x9F, 0x98, 0x41, 0xC3))).isEqualTo("\uFFFDA\uFFFD");
        String valid = "a\u00e9\u20ac\uD83D\uDE00";
        assertThat(PythonUtf8.decode(valid.getBytes(StandardCharsets.UTF_8))).isEqualTo(valid);
    }

    private static byte[] bytes(int... values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = (byte) values[i];
        }
        return bytes;
    }
}
