package io.github.rageval.engine.metrics.contexts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** ragas' quirks, by hand: the thresholds' edges, the precision's epsilon, code points, empty lists. */
class ContextMetricsTest {
    @Test
    void similarityCountsCodePointsNotUtf16Units() {
        // "😀a" is three UTF-16 units but two code points: one deletion of two, not of three.
        assertThat(StringSimilarity.levenshtein("\uD83D\uDE00a", "a")).isEqualTo(0.5);
        assertThat(StringSimilarity.levenshtein("", "")).isEqualTo(1.0);
        assertThat(StringSimilarity.levenshtein("abc", "")).isEqualTo(0.0);
        assertThat(StringSimilarity.levenshtein("kitten", "sitting")).isEqualTo(1.0 - 3.0 / 7);
        // A combining accent is a code point of its own: "é" precomposed and "e" + U+0301 share nothing.
        assertThat(StringSimilarity.levenshtein("\u00e9", "e\u0301")).isEqualTo(0.0);
    }

    @Test
    void aContextExactlyHalfSimilarIsRelevantForPrecisionButNotFoundForRecall() {
        assertThat(StringSimilarity.levenshtein("abcd", "abxy")).isEqualTo(0.5);
        assertThat(NonLlmContextPrecision.score(List.of("abcd"), List.of("abxy"))).isEqualTo(1 / (1 + 1e-10));
        assertThat(NonLlmContextRecall.score(List.of("abcd"), List.of("abxy"))).isEqualTo(0.0);
    }

    @Test
    void precisionIsAveragePrecisionOverRelevantRetrievedPlusEpsilon() {
        // Verdicts 0, 1, 1: (1/2 + 2/3) / (2 + 1e-10), a hair under 7/12.
        double score = NonLlmContextPrecision.score(List.of("zzzz", "abcd", "abce"), List.of("abcd"));
        assertThat(score).isEqualTo((0.5 + 2.0 / 3) / (2 + 1e-10)).isLessThan(7.0 / 12).isCloseTo(7.0 / 12,
                within(1e-10));
        assertThat(NonLlmContextPrecision.score(List.of("same", "same"), List.of("same"))).isLessThan(1.0);
    }

    @Test
    void oneTableOfSimilaritiesServesPrecisionAndRecall() {
        ContextSimilarities table = ContextSimilarities.of(List.of("zzzz", "abcd", "abce", ""),
                List.of("abcd", "qqqq", "abxy"));

        // Rows: each retrieved context's best (precision); columns: each reference's best (recall).
        assertThat(table.bestPerRetrieved()).containsExactly(0.0, 1.0, 0.75, 0.0);
        assertThat(table.bestPerReference()).containsExactly(1.0, 0.0, 0.5);
        assertThat(NonLlmContextPrecision.score(table)).isEqualTo((0.5 + 2.0 / 3) / (2 + 1e-10));
        assertThat(NonLlmContextRecall.score(table)).isEqualTo(1.0 / 3);
        assertThatThrownBy(() -> ContextSimilarities.of(List.of(), List.of("abcd")).bestPerReference())
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(ContextSimilarities.of(List.of(), List.of("abcd")).bestPerRetrieved()).isEmpty();
    }

    @Test
    void emptyListsGiveWhatRagasGives() {
        assertThat(NonLlmContextPrecision.score(List.of(), List.of("ref"))).isEqualTo(0.0);
        assertThat(NonLlmContextPrecision.score(List.of(), List.of())).isEqualTo(0.0);
        assertThatThrownBy(() -> NonLlmContextPrecision.score(List.of("ret"), List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(NonLlmContextRecall.score(List.of("ret"), List.of())).isNaN();
        assertThat(NonLlmContextRecall.score(List.of(), List.of())).isNaN();
        assertThatThrownBy(() -> NonLlmContextRecall.score(List.of(), List.of("ref")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(IdContextPrecision.score(List.of(), List.of("a"))).isNaN();
        assertThat(IdContextPrecision.score(List.of("a"), List.of())).isEqualTo(0.0);
        assertThat(IdContextRecall.score(List.of("a"), List.of())).isNaN();
        assertThat(IdContextRecall.score(List.of(), List.of("a"))).isEqualTo(0.0);
    }

    @Test
    void idsCountOnceHoweverOftenListed() {
        assertThat(IdContextPrecision.score(List.of("a", "a", "a", "b"), List.of("a"))).isEqualTo(0.5);
        assertThat(IdContextRecall.score(List.of("a"), List.of("a", "a", "c"))).isEqualTo(0.5);
        assertThat(IdContextRecall.score(List.of("A"), List.of("a"))).isEqualTo(0.0);
    }

    @Test
    void longParagraphsAreScoredInReasonableTime() {
        String paragraph = "retrieval augmented generation scores the context ".repeat(60);
        String edited = paragraph.replace("context", "contexts");
        long start = System.nanoTime();
        double similarity = StringSimilarity.levenshtein(paragraph, edited);
        assertThat(similarity).isEqualTo(1.0 - 60.0 / edited.length());
        assertThat((System.nanoTime() - start) / 1e9).as("seconds for two 3,000-character texts").isLessThan(2.0);
    }
}
