package io.github.rageval.engine.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.metrics.contexts.ContextSimilarities;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The non-LLM context precision and recall of one list read one table of similarities: the Levenshtein distances
 * are the evidence metrics' whole cost, so they are computed once per list and cutoff, not once per metric.
 */
class ContextSimilaritiesOnceTest {
    @Test
    void precisionAndRecallOfOneListShareItsTableAndAnotherCutoffGetsItsOwn() {
        ContextTexts texts = new ContextTexts();
        CaseEvidence evidence = new CaseEvidence(null, List.of("abcd"), texts);
        RankedResult result = new RankedResult(List.of(new ScoredDocument("a", 2, null, "abcd"),
                new ScoredDocument("b", 1, null, "abxy")), Map.of("a", 1), 1, null, evidence);

        ContextSimilarities table = result.similarities(2);

        assertThat(EvidenceMetric.nonLlmPrecision(2).score(result)).isEqualTo(2 / (2 + 1e-10));
        assertThat(EvidenceMetric.nonLlmRecall(2).score(result)).isEqualTo(1.0);
        assertThat(result.similarities(2)).isSameAs(table);
        assertThat(table.bestPerRetrieved()).containsExactly(1.0, 0.5);
        assertThat(result.similarities(1).bestPerRetrieved()).containsExactly(1.0);
    }
}
