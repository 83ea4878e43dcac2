package io.github.rageval.engine.goldenset.checks;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The corpus checks run beside the evaluation only with a processor and heap to spare. */
class AlongsideRuleTest {
    private static final long MB = 1_000_000L;

    @Test
    void twoProcessorsAndAHeapOf32TimesTheCorpusRunTheChecksAlongside() {
        assertThat(AlongsideRule.alongside(2, 200 * MB, 6_200_000)).isTrue();
        assertThat(AlongsideRule.alongside(2, 32 * 6_200_000, 6_200_000)).isTrue();
    }

    @Test
    void oneProcessorRunsThemFirstWhateverTheHeap() {
        assertThat(AlongsideRule.alongside(1, Long.MAX_VALUE, 1)).isFalse();
    }

    @Test
    void aHeapThatCouldHoldOneButNotBothAtOnceRunsThemFirst() {
        // NFCorpus (6.2 MB) with bm25: 72 MB of heap held each in turn, not always both at once.
        assertThat(AlongsideRule.alongside(2, 72 * MB, 6_200_000)).isFalse();
        assertThat(AlongsideRule.alongside(2, 32 * 6_200_000 - 1, 6_200_000)).isFalse();
    }

    @Test
    void aCorpusOfUnknownSizeRunsThemFirst() {
        assertThat(AlongsideRule.alongside(4, Long.MAX_VALUE, -1)).isFalse();
    }
}
