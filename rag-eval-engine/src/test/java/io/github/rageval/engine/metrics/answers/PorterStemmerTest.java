package io.github.rageval.engine.metrics.answers;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.metrics.answers.PorterStemmer.Mode;
import org.junit.jupiter.api.Test;

/** Where nltk's three modes part, on words whose stems nltk gives. */
class PorterStemmerTest {
    private static final PorterStemmer ORIGINAL = new PorterStemmer(Mode.ORIGINAL_ALGORITHM);
    private static final PorterStemmer MARTIN = new PorterStemmer(Mode.MARTIN_EXTENSIONS);
    private static final PorterStemmer NLTK = new PorterStemmer(Mode.NLTK_EXTENSIONS);

    @Test
    void thePapersExamplesStemAlikeInEveryMode() {
        for (PorterStemmer stemmer : new PorterStemmer[] {ORIGINAL, MARTIN, NLTK}) {
            assertThat(stemmer.stem("caresses")).isEqualTo("caress");
            assertThat(stemmer.stem("ponies")).isEqualTo("poni");
            assertThat(stemmer.stem("agreed")).isEqualTo("agre");
            assertThat(stemmer.stem("running")).isEqualTo("run");
            assertThat(stemmer.stem("generalizations")).isEqualTo("gener");
            assertThat(stemmer.stem("controlling")).isEqualTo("control");
            assertThat(stemmer.stem("Happy")).as("lowercased first").isEqualTo("happi");
        }
    }

    @Test
    void nltksIrregularFormsAndShortWordRule() {
        assertThat(NLTK.stem("dying")).isEqualTo("die");
        assertThat(ORIGINAL.stem("dying")).isEqualTo("dy");
        assertThat(NLTK.stem("dies")).isEqualTo("die");
        assertThat(MARTIN.stem("dies")).isEqualTo("di");
        assertThat(ORIGINAL.stem("is")).as("the paper stems two-letter words too").isEqualTo("i");
        assertThat(MARTIN.stem("is")).isEqualTo("is");
    }

    @Test
    void nltksYAndLogiRules() {
        assertThat(NLTK.stem("enjoy")).isEqualTo("enjoy");
        assertThat(ORIGINAL.stem("enjoy")).isEqualTo("enjoi");
        assertThat(NLTK.stem("geology")).isEqualTo("geolog");
        assertThat(MARTIN.stem("geology")).isEqualTo("geologi");
    }
}
