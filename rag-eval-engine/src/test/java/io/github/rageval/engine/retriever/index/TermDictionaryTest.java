package io.github.rageval.engine.retriever.index;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TermDictionaryTest {

    @Test
    void givesDenseIdsInInsertionOrderAndFindsRangesOfLargerStrings() {
        TermDictionary dictionary = new TermDictionary();
        String text = "alpha beta alpha 𝐀𝐁";

        assertThat(dictionary.add(text, 0, 5)).isZero();
        assertThat(dictionary.add(text, 6, 10)).isEqualTo(1);
        assertThat(dictionary.add(text, 11, 16)).isZero();
        assertThat(dictionary.add(text, 17, 21)).isEqualTo(2);

        assertThat(dictionary.find("beta")).isEqualTo(1);
        assertThat(dictionary.find("𝐀𝐁")).isEqualTo(2);
        assertThat(dictionary.find("alph")).isEqualTo(-1);
        assertThat(dictionary.find(text, 0, 0)).isEqualTo(-1);
        assertThat(dictionary.terms()).containsExactly("alpha", "beta", "𝐀𝐁");
    }

    @Test
    void survivesGrowthWithCollidingHashes() {
        TermDictionary dictionary = new TermDictionary();
        // "Aa" and "BB" share String.hashCode(), so every concatenation of them collides.
        String[] halves = {"Aa", "BB"};
        int count = 0;
        for (int bits = 0; bits < 1 << 10; bits++) {
            StringBuilder term = new StringBuilder();
            for (int b = 0; b < 10; b++) {
                term.append(halves[(bits >> b) & 1]);
            }
            assertThat(dictionary.add(term.toString())).isEqualTo(count++);
        }
        for (int i = 0; i < 20_000; i++) {
            dictionary.add("t" + i);
        }

        assertThat(dictionary.size()).isEqualTo(1024 + 20_000);
        assertThat(dictionary.find("AaAaAaAaAaAaAaAaAaAa")).isZero();
        assertThat(dictionary.find("t19999")).isEqualTo(1024 + 19_999);
        assertThat(dictionary.term(1024)).isEqualTo("t0");
        // The empty string is a term like any other (an unmatched capturing group yields it).
        assertThat(dictionary.add("")).isEqualTo(21_024);
        assertThat(dictionary.find("")).isEqualTo(21_024);
    }
}
