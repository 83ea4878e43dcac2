package io.github.rageval.engine.render;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.analysis.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The console's diagnostics: advice gathered into one line per kind where it first comes, the rest whole. */
class DiagnosticLinesTest {
    private static final Diagnostic MRR = new Diagnostic("small_golden_set", "mrr", "golden set too small for the"
            + " margin: mrr 0.80 [0.50, 1.00] (n=10) is 0.10 below its 0.90 threshold, but its 95% interval is 0.50"
            + " wide; add golden queries to tell a real change from noise at this margin.");
    private static final Diagnostic HIT_RATE = new Diagnostic("small_golden_set", "hit_rate", "golden set too small"
            + " for the margin: hit_rate 0.80 [0.50, 1.00] (n=10) is 0.15 below its 0.95 threshold, but ...");
    private static final Diagnostic FLIP = new Diagnostic("hole_sensitive", "hit_rate", "variant bm25: hit_rate 0.90"
            + " fell below the 0.95 gate, but 4 queries have unjudged documents in their top 2: it could be 1.00.");

    @Test
    void adviceIsOneLinePerKindAndWhatBearsOnTheVerdictStaysWholeInItsPlace() {
        assertThat(DiagnosticLines.of(List.of(MRR, FLIP, HIT_RATE))).containsExactly(
                "golden set too small for the margin: mrr and hit_rate (the whole text is in report.md and"
                        + " report.html)",
                FLIP.message());
    }

    @Test
    void theHtmlFoldsEachKindUnderItsLineAndKeepsEveryMessage() {
        assertThat(DiagnosticLines.groups(List.of(MRR, FLIP, HIT_RATE))).containsExactly(List.of(MRR, HIT_RATE),
                List.of(FLIP));
        assertThat(DiagnosticLines.headline(List.of(MRR, HIT_RATE)))
                .isEqualTo("golden set too small for the margin: mrr and hit_rate");
    }
}
