package io.github.rageval.engine.retriever.fusion;

import java.util.Locale;
import java.util.Optional;

/** How rankings are fused. */
public enum FusionMethod {
    /**
     * Reciprocal rank fusion: score(d) = Σ over rankings holding d of 1 / (k + rank(d)), ranks from 1 (Cormack,
     * Clarke and Büttcher, "Reciprocal rank fusion outperforms Condorcet and individual rank learning methods",
     * SIGIR 2009; k = 60 there). Scores are ignored: only places count, so rankings on incomparable scales fuse
     * without normalisation.
     */
    RRF,
    /** CombSUM (Fox and Shaw 1994) over min-max normalised scores: Σ of d's normalised scores. */
    COMBSUM,
    /** A weighted sum of min-max normalised scores: Σ w_i × d's normalised score in ranking i. */
    WEIGHTED;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<FusionMethod> byKey(String key) {
        for (FusionMethod method : values()) {
            if (method.key().equals(key.trim().toLowerCase(Locale.ROOT))) {
                return Optional.of(method);
            }
        }
        return Optional.empty();
    }
}
