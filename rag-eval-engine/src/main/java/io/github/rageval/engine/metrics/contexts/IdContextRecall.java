package io.github.rageval.engine.metrics.contexts;

import java.util.List;

/**
 * ragas' {@code IDBasedContextRecall}: the share of distinct reference context ids that were retrieved.
 *
 * <pre>
 *   score = |set(references) ∩ set(retrieved)| / |set(references)|
 * </pre>
 *
 * <p>Reproduced from explodinggradients/ragas, src/ragas/metrics/_context_recall.py
 * ({@code IDBasedContextRecall._single_turn_ascore}), commit 3e28e9dec93897f47a98065be4c62f6d072a45a7. A reference
 * id listed twice counts once.
 */
public final class IdContextRecall {
    private IdContextRecall() {
    }

    /**
     * @param retrievedIds the retrieved contexts' ids
     * @param referenceIds the reference contexts' ids
     * @return the share in [0, 1]; 0 when nothing was retrieved; NaN when there is no reference id (as ragas returns
     *     {@code np.nan}; the caller decides what that means)
     */
    public static double score(List<String> retrievedIds, List<String> referenceIds) {
        return DistinctIds.shareFound(referenceIds, retrievedIds);
    }
}
