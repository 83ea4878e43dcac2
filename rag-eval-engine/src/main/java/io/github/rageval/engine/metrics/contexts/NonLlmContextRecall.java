package io.github.rageval.engine.metrics.contexts;

import java.util.List;

/**
 * ragas' {@code NonLLMContextRecall}: the share of reference contexts whose best
 * {@link StringSimilarity#levenshtein Levenshtein similarity} to a retrieved context is {@code > 0.5} (strictly, unlike
 * {@link NonLlmContextPrecision}'s {@code >= 0.5}: a reference exactly half-similar counts as retrieved for precision
 * but not for recall).
 *
 * <pre>
 *   score = |{ref : max_rc sim(rc, ref) > 0.5}| / |references|
 * </pre>
 *
 * <p>Reproduced from explodinggradients/ragas, src/ragas/metrics/_context_recall.py ({@code _single_turn_ascore} and
 * {@code _compute_score}), commit 3e28e9dec93897f47a98065be4c62f6d072a45a7; the metric collections at that commit hold
 * only the LLM version. Duplicate references each count.
 */
public final class NonLlmContextRecall {
    /** ragas' default {@code threshold}. */
    private static final double THRESHOLD = 0.5;

    private NonLlmContextRecall() {
    }

    /**
     * @param retrieved the retrieved contexts' texts
     * @param references the reference contexts' texts
     * @return the share of references found, in [0, 1]; NaN when there is no reference (as ragas returns
     *     {@code np.nan}; the caller decides what that means)
     * @throws IllegalArgumentException if there are references but nothing was retrieved (ragas raises
     *     {@code ValueError} there)
     */
    public static double score(List<String> retrieved, List<String> references) {
        return score(ContextSimilarities.of(retrieved, references));
    }

    /** {@link #score(List, List)} from their table of similarities, which precision reads too. */
    public static double score(ContextSimilarities similarities) {
        double[] best = similarities.bestPerReference();
        if (best.length == 0) {
            return Double.NaN;
        }
        int found = 0;
        for (double similarity : best) {
            if (similarity > THRESHOLD) {
                found++;
            }
        }
        return (double) found / best.length;
    }
}
