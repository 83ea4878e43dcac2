package io.github.rageval.engine.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.retriever.tfidf.ReferenceTfidfRetriever;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RankingOrderTest {

    @Test
    void placesByIdFollowCodePointsNotUtf16() {
        // U+FF21 (fullwidth A) sorts before U+1F600 by code point, after it by UTF-16 units (surrogates D83D...).
        String[] ids = {"b", "\uFF21", "a", "\uD83D\uDE00", "a#2"};

        assertThat(RankingOrder.placesById(ids)).containsExactly(2, 3, 0, 4, 1);
        assertThat(RankingOrder.placesById(new String[0])).isEmpty();
    }

    @Test
    void higherScoresFirstThenDocumentIdDescending() {
        List<ScoredDocument> ranked = new ArrayList<>(List.of(
                new ScoredDocument("a", 0.5), new ScoredDocument("c", 0.5), new ScoredDocument("z", 0.1),
                new ScoredDocument("b", 0.9), new ScoredDocument("b2", 0.5)));

        ranked.sort(RankingOrder.BEST_FIRST);

        assertThat(ranked).extracting(ScoredDocument::docId).containsExactly("b", "c", "b2", "a", "z");
    }

    @Test
    void idsCompareByCodePointNotByUtf16Unit() {
        // U+FF21 (fullwidth A) is one UTF-16 unit above the surrogates; U+1F600 is a surrogate pair. By code
        // point (and UTF-8 bytes, as trec_eval compares) the emoji is the greater id; String.compareTo says no.
        String fullwidth = "\uFF21";
        String emoji = "\uD83D\uDE00";

        assertThat(RankingOrder.compareCodePoints(emoji, fullwidth)).isPositive();
        assertThat(emoji.compareTo(fullwidth)).isNegative();
    }

    @Test
    void aPrefixSortsBelowItsExtension() {
        assertThat(RankingOrder.compareCodePoints("doc", "doc1")).isNegative();
        assertThat(RankingOrder.compareCodePoints("doc1", "doc1")).isZero();
    }

    @Test
    void theFastComparisonAgreesWithComparingCodePointArrays() {
        char[] units = {'a', 'b', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uE000', '\uFFFF', '\u00E9'};
        Random random = new Random(11);
        for (int trial = 0; trial < 100_000; trial++) {
            String a = randomString(random, units);
            String b = random.nextInt(4) == 0 ? a + randomString(random, units) : randomString(random, units);

            assertThat(Integer.signum(RankingOrder.compareCodePoints(a, b))).as("%s vs %s", escape(a), escape(b))
                    .isEqualTo(Integer.signum(ReferenceTfidfRetriever.compareCodePoints(a, b)));
        }
    }

    private static String randomString(Random random, char[] units) {
        StringBuilder s = new StringBuilder();
        int length = random.nextInt(5);
        for (int i = 0; i < length; i++) {
            s.append(units[random.nextInt(units.length)]);
        }
        return s.toString();
    }

    private static String escape(String s) {
        StringBuilder out = new StringBuilder();
        s.chars().forEach(c -> out.append(String.format("\\u%04X", c)));
        return out.toString();
    }
}
