package io.github.rageval.engine.goldenset.checks;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A text's shingles found in one scan equal the shingles of its words, for every kind of text. */
class ShinglesTest {
    private static final String PIECES = "aZ9 .,-?!\t\n\u00c0\u00e9\u00df\u00b5\u00ff\u00d7\u00aa\u00ba\u00bd";
    private static final List<String> UNICODE = List.of("\u03a3", "\u039f\u0394\u039f\u03a3 ", "\u0130", "e\u0301",
            "\ud83d\ude00", "\u4e2d\u6587", "\u0131", " \u00c5ngstr\u00f6m \u212b ");

    @Test
    void aScanOfTheTextGivesTheShinglesOfItsWords() {
        Random random = new Random(11);
        for (int t = 0; t < 5_000; t++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(60);
            for (int i = 0; i < length; i++) {
                if (t % 3 == 0 && random.nextInt(20) == 0) {
                    text.append(UNICODE.get(random.nextInt(UNICODE.size())));
                } else {
                    text.append(PIECES.charAt(random.nextInt(PIECES.length())));
                }
            }
            String sample = text.toString();
            assertThat(Shingles.ofText(sample)).as(sample).containsExactly(Shingles.of(Words.of(sample)));
        }
    }

    @Test
    void textsWithoutWordsOrWithFewerWordsThanAShingleHave0Or1Shingles() {
        assertThat(Shingles.ofText("")).isEmpty();
        assertThat(Shingles.ofText(" ?! ")).isEmpty();
        assertThat(Shingles.ofText("Reset?")).containsExactly(Shingles.of(List.of("reset")));
        assertThat(Shingles.ofText("Reset the password now")).hasSize(2);
    }
}
