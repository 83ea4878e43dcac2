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

    /** The corrected variant counts the characters two overlapping chunks share once; the reference twice. */
    @Test
    void mergedCountsEachCharacterOnce() {
        List<CharSpan> reference = List.of(new CharSpan("a", 0, 10));
        List<CharSpan> overlapping = List.of(new CharSpan("a", 0, 8), new CharSpan("a", 4, 12),
                new CharSpan("b", 0, 5));

        SpanScores asReference = SpanMetrics.retrieved(reference, overlapping);
        SpanScores merged = SpanMetrics.merged(reference, overlapping);

        assertThat(asReference.recall()).isEqualTo(1.0).isEqualTo(merged.recall());
        // 10 answer characters over 8 + 8 + 5 retrieved, against over the 12 + 5 the chunks cover together.
        assertThat(asReference.precision()).isEqualTo(10.0 / 21);
        assertThat(merged.precision()).isEqualTo(10.0 / 17);
        // The union of chunks and answer: 12 characters of a and 5 of b.
        assertThat(asReference.iou()).isEqualTo(10.0 / 21);
        assertThat(merged.iou()).isEqualTo(10.0 / 17);
        // Without overlap the two agree, but for the part of the answer no chunk covers, which the union holds.
        List<CharSpan> apart = List.of(new CharSpan("a", 2, 6));
        assertThat(SpanMetrics.merged(reference, apart)).isEqualTo(SpanMetrics.retrieved(reference, apart));
    }
}
