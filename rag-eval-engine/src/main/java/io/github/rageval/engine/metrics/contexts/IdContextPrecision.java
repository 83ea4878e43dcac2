package io.github.rageval.engine.metrics.contexts;

import java.util.List;

/**
 * ragas' {@code IDBasedContextPrecision}: the share of distinct retrieved context ids that are reference ids.
 *
 * <pre>
 *   score = |set(retrieved) ∩ set(references)| / |set(retrieved)|
 * </pre>
 *
 * <p>Reproduced from explodinggradients/ragas, src/ragas/metrics/_context_precision.py
 * ({@code IDBasedContextPrecision._single_turn_ascore}), commit 3e28e9dec93897f47a98065be4c62f6d072a45a7. Rank is
 * ignored and a retrieved id listed twice counts once.
 */
public final class IdContextPrecision {
    private IdContextPrecision() {
    }

    /**
     * @param retrievedIds the retrieved contexts' ids
     * @param referenceIds the reference contexts' ids
     * @return the share in [0, 1]; 0 when there is no reference id; NaN when no id was retrieved (as ragas returns
     *     {@code np.nan}; the caller decides what that means)
     */
    public static double score(List<String> retrievedIds, List<String> referenceIds) {
        return DistinctIds.shareFound(retrievedIds, referenceIds);
    }
}
