package io.github.rageval.engine.render;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FoldedTextTest {
    private static final String SMALL_SET = "golden set too small for the margin: mrr 0.90 [0.70, 1.00] (n=10) is 0.05"
            + " above its 0.85 threshold, but its 95% interval is 0.30 wide; add golden queries to tell a real change"
            + " from noise at this margin.";

    @Test
    void aLongMessageIsFoldedUnderItsFirstClauseAndKeptWholeInside() {
        assertThat(FoldedText.html(SMALL_SET)).isEqualTo("<details><summary>golden set too small for the margin: mrr"
                + " 0.90 [0.70, 1.00]…</summary>" + SMALL_SET + "</details>");
    }

    @Test
    void aLeadWithoutAStopIsCutAtASpace() {
        String words = "word ".repeat(40).trim();

        assertThat(FoldedText.lead(words)).hasSizeLessThanOrEqualTo(120).endsWith("word");
    }

    @Test
    void aShortMessageStaysAsItIsEscaped() {
        assertThat(FoldedText.html("mrr dropped 0.93 -> 0.80 (-0.13), more than the allowed 0.05"))
                .isEqualTo("mrr dropped 0.93 -&gt; 0.80 (-0.13), more than the allowed 0.05");
    }
}
