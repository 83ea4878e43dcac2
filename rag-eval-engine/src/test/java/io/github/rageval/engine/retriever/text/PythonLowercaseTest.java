package io.github.rageval.engine.retriever.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Java's {@code toLowerCase(Locale.ROOT)}, the fast path, against the mapping spelled out code point by code point. */
class PythonLowercaseTest {

    @Test
    void javasRootLowercaseIsTheSimpleMappingOnEveryCodePointButTheCapitalSigma() {
        List<String> disagreements = new ArrayList<>();
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            if (cp == 0x03A3) {
                continue;
            }
            String one = new String(Character.toChars(cp));
            // Between letters and alone: a context-dependent mapping would show in one of the two.
            for (String text : new String[] {one, "A" + one + "b", one + one}) {
                if (!text.toLowerCase(Locale.ROOT).equals(PythonLowercase.lowerCodePointByCodePoint(text))
                        && disagreements.size() < 10) {
                    disagreements.add(String.format("U+%04X in \"%s\"", cp, text));
                }
            }
        }
        assertThat(disagreements).isEmpty();
    }

    @Test
    void bothPathsAgreeOnRandomTextAndSigmaTakesTheSpelledOutPath() {
        int[] pool = {'A', 'z', ' ', '.', '\'', 'Σ', 'Ο', 'σ', 'İ', 'I', 'ß', 0x1E9E, 0x1D400, 0x10400, 0x0301, 0x00C0};
        Random random = new Random(5);
        for (int n = 0; n < 20_000; n++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(12);
            for (int i = 0; i < length; i++) {
                text.appendCodePoint(pool[random.nextInt(pool.length)]);
            }
            String s = text.toString();
            assertThat(PythonLowercase.lower(s)).as(s).isEqualTo(PythonLowercase.lowerCodePointByCodePoint(s));
        }
        assertThat(PythonLowercase.lower("ΟΔΟΣ ΟΔΟΣ_")).isEqualTo("οδος οδος_");
    }
}
