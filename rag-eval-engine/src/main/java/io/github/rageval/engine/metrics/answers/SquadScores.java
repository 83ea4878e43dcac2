package io.github.rageval.engine.metrics.answers;

import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * SQuAD v1.1's exact match and token F1 of a predicted answer, on the 0..1 scale (the script's per-question values,
 * before it averages and multiplies by 100): {@code metric_max_over_ground_truths} of {@code exact_match_score} and
 * {@code f1_score} of huggingface/evaluate {@code metrics/squad/compute_score.py} (commit a7dd338, unchanged since
 * 86baf12). Both compare {@link SquadText#normalize normalised} texts; F1 is {@link TokenF1} of their tokens, max
 * over the references.
 *
 * <p>The script's quirks are kept: an empty prediction against an empty reference is an exact match (1) but has F1
 * 0, since F1 is 0 whenever no token is shared; {@code "The"} against {@code ""} is an exact match too, as the
 * article normalises away.
 */
public final class SquadScores {
    private SquadScores() {
    }

    /**
     * 1 when the normalised prediction equals some normalised reference, else 0.
     *
     * @throws IllegalArgumentException when there is no reference ({@code max()} of nothing fails in the script)
     */
    public static double exactMatch(String prediction, List<String> references) {
        String normalized = SquadText.normalize(prediction);
        return best(references, reference -> normalized.equals(SquadText.normalize(reference)) ? 1 : 0);
    }

    /**
     * The best token F1 of the prediction against any reference.
     *
     * @throws IllegalArgumentException when there is no reference
     */
    public static double f1(String prediction, List<String> references) {
        List<String> tokens = SquadText.tokens(prediction);
        return best(references, reference -> TokenF1.of(tokens, SquadText.tokens(reference)));
    }

    private static double best(List<String> references, ToDoubleFunction<String> score) {
        if (references.isEmpty()) {
            throw new IllegalArgumentException("SQuAD scores need at least one reference answer");
        }
        double best = Double.NEGATIVE_INFINITY;
        for (String reference : references) {
            best = Math.max(best, score.applyAsDouble(reference));
        }
        return best;
    }
}
