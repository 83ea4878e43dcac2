package io.github.rageval.engine.metrics.spans;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.model.CharSpan;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The reference's quirks, each on a case small enough to compute by hand. */
class SpanMetricsTest {
    private static CharSpan span(int start, int end) {
        return new CharSpan("doc", start, end);
    }

    @Test
    void overlappingChunksCountTheirSharedCharactersTwiceInThePrecisionDenominator() {
        // Reference [10, 20); chunks [0, 15) and [5, 20) cover it whole; they share [5, 15).
        SpanScores scores = SpanMetrics.retrieved(List.of(span(10, 20)), List.of(span(0, 15), span(5, 20)));

        assertThat(scores.recall()).isEqualTo(1.0);
        assertThat(scores.precision()).isEqualTo(10.0 / 30);
        assertThat(scores.iou()).isEqualTo(10.0 / 30);
    }

    @Test
    void aChunkOfAnotherDocumentCoversNothingButCountsInThePrecisionDenominator() {
        SpanScores scores = SpanMetrics.retrieved(List.of(span(10, 20)), List.of(span(10, 20),
                new CharSpan("other", 10, 20)));

        assertThat(scores.recall()).isEqualTo(1.0);
        assertThat(scores.precision()).isEqualTo(0.5);
    }

    @Test
    void aChunkThatOnlyTouchesAReferenceIsHighlightedAndCoversNothing() {
        PrecisionOmega omega = SpanMetrics.precisionOmega(List.of(span(10, 20)), List.of(span(0, 10),
                span(10, 20), span(20, 30), span(30, 40)));

        assertThat(omega.highlighted()).isEqualTo(3);
        // Covered 10 of the merged highlighted chunks [0, 30).
        assertThat(omega.score()).isEqualTo(10.0 / 30);
        assertThat(SpanMetrics.highlightedCuts(new int[] {3, 25, 1})).containsExactly(3, 20, 1);
    }

    @Test
    void uncoveredReferenceCharactersJoinTheDenominatorsAndNoTouchScoresZero() {
        // Reference [10, 30); the one chunk covers [10, 20): 10 of 20 recalled, IoU 10 / (10 + 10 left).
        SpanScores scores = SpanMetrics.retrieved(List.of(span(10, 30)), List.of(span(10, 20)));
        assertThat(scores.recall()).isEqualTo(0.5);
        assertThat(scores.iou()).isEqualTo(0.5);

        assertThat(SpanMetrics.precisionOmega(List.of(span(10, 30)), List.of(span(40, 50))))
                .isEqualTo(new PrecisionOmega(0.0, 0));
        assertThat(SpanMetrics.retrieved(List.of(span(10, 30)), List.of())).isEqualTo(new SpanScores(0, 0, 0));
    }

    @Test
    void referencesInTwoDocumentsAreMeasuredInEachDocumentsOwnOffsets() {
        List<CharSpan> references = List.of(span(0, 10), new CharSpan("faq", 0, 10));
        SpanScores scores = SpanMetrics.retrieved(references, List.of(new CharSpan("faq", 5, 10)));

        // Only faq's [5, 10) is covered: doc's [0, 10) is not, though the offsets coincide.
        assertThat(scores.recall()).isEqualTo(5.0 / 20);
        assertThat(scores.precision()).isEqualTo(1.0);
        assertThat(scores.iou()).isEqualTo(5.0 / (5 + 15));
    }
}
