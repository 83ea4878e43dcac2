package io.github.rageval.engine.faithfulness;

import java.util.OptionalDouble;

/**
 * ragas' {@code Faithfulness._compute_score} ({@code src/ragas/metrics/_faithfulness.py}, explodinggradients/ragas
 * commit 3e28e9dec93897f47a98065be4c62f6d072a45a7): the statements judged faithful over the statements the verdict
 * reply judged. The denominator is the reply's own list, not the statements asked about: a reply that judges two of
 * four statements, both faithful, scores 1 (a ragas quirk kept). Where ragas returns NaN (no statement judged, or none
 * generated, {@code _ascore} returning NaN before it asks for verdicts) there is no value.
 */
public final class FaithfulnessScore {
    private FaithfulnessScore() {
    }

    public static OptionalDouble of(FaithfulnessReplies.Verdicts verdicts) {
        if (verdicts.judged() == 0) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of((double) verdicts.faithful() / verdicts.judged());
    }
}
