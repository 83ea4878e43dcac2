package io.github.rageval.engine.metrics.contexts;

import java.util.List;

/**
 * ragas' {@code NonLLMContextPrecisionWithReference}: average precision of the retrieved contexts, a context counting
 * as relevant when its best {@link StringSimilarity#levenshtein Levenshtein similarity} to a reference context is
 * {@code >= 0.5} (inclusive, unlike {@link NonLlmContextRecall}'s {@code > 0.5}). With verdicts {@code v_i} in rank
 * order:
 *
 * <pre>
 *   score = sum_i (v_1 + ... + v_i) / i * v_i  /  (sum_i v_i + 1e-10)
 * </pre>
 *
 * <p>Reproduced from explodinggradients/ragas, src/ragas/metrics/_context_precision.py
 * ({@code _single_turn_ascore} and {@code _calculate_average_precision}), commit
 * 3e28e9dec93897f47a98065be4c62f6d072a45a7; the metric collections at that commit hold only the LLM versions. Its
 * quirks are kept: the denominator is the number of relevant retrieved contexts (not of references) plus
 * {@code 1e-10}, so a list of only relevant contexts scores a hair under 1 (0.9999999999 for one), and no retrieved
 * context at all scores 0, not NaN. Duplicates are scored like any other context.
 */
public final class NonLlmContextPrecision {
    /** ragas' default {@code threshold}. */
    private static final double THRESHOLD = 0.5;
    /** ragas adds it to the denominator so that a list with nothing relevant divides 0 by it, not by 0. */
    private static final double EPSILON = 1e-10;

    private NonLlmContextPrecision() {
    }

    /**
     * @param retrieved the retrieved contexts' texts, best first
     * @param references the reference contexts' texts
     * @return the average precision in [0, 1): 0 when nothing is retrieved
     * @throws IllegalArgumentException if contexts were retrieved but there is no reference (ragas raises
     *     {@code ValueError} there)
     */
    public static double score(List<String> retrieved, List<String> references) {
        return score(ContextSimilarities.of(retrieved, references));
    }

    /** {@link #score(List, List)} from their table of similarities, which recall reads too. */
    public static double score(ContextSimilarities similarities) {
        double[] best = similarities.bestPerRetrieved();
        int relevant = 0;
        double numerator = 0;
        for (int i = 0; i < best.length; i++) {
            int verdict = best[i] >= THRESHOLD ? 1 : 0;
            relevant += verdict;
            numerator += (double) relevant / (i + 1) * verdict;
        }
        return numerator / (relevant + EPSILON);
    }
}
