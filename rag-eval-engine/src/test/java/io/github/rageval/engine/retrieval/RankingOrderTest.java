package io.github.rageval.engine.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RankingOrderTest {

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
}
