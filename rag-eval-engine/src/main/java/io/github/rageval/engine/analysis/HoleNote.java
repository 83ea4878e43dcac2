package io.github.rageval.engine.analysis;

import io.github.rageval.engine.evaluation.VariantReport;
import io.github.rageval.engine.metrics.Holes;
import io.github.rageval.engine.stats.PairedComparison;
import java.util.Optional;

/**
 * What a paired comparison of two variants on one metric owes to holes in the judgments. The variant with the lower
 * mean is the one the comparison speaks against; among the queries where it scores lower than the other, those with
 * a hole in its top k ({@link Holes}) may be lower only because a relevant document it found was never judged. The
 * rule: when at least half of those queries have a hole, the difference may be holes in the judgments, and the
 * comparison says so.
 *
 * @param lower the variant with the lower mean
 * @param queries the queries where it scores lower than the other
 * @param withHoles of those, the queries with a hole in its top k
 * @param k the cutoff the holes are counted at
 */
public record HoleNote(String lower, int queries, int withHoles, int k) {

    /**
     * The note on one metric between the gate variant and another, when the rule holds; empty when the means are
     * equal, no query scores lower, or fewer than half of the lower ones have a hole.
     *
     * @param gateValues the gate variant's per-query values of the metric, in case order
     * @param values the other variant's, in the same order
     * @param paired the paired comparison of the two, gate variant first: its mean difference is other - gate
     */
    static Optional<HoleNote> of(VariantReport gate, double[] gateValues, VariantReport other, double[] values,
                                 PairedComparison paired) {
        if (paired.meanDifference() == 0) {
            return Optional.empty();
        }
        boolean gateLower = paired.meanDifference() > 0;
        VariantReport lower = gateLower ? gate : other;
        double[] lowerValues = gateLower ? gateValues : values;
        double[] higherValues = gateLower ? values : gateValues;
        int k = lower.report().k();
        int queries = 0;
        int withHoles = 0;
        for (int i = 0; i < lowerValues.length; i++) {
            if (lowerValues[i] < higherValues[i]) {
                queries++;
                if (UnjudgedShare.hasHole(lower.report().holes(), lower.report().cases().get(i), k)) {
                    withHoles++;
                }
            }
        }
        return queries > 0 && 2 * withHoles >= queries
                ? Optional.of(new HoleNote(lower.name(), queries, withHoles, k)) : Optional.empty();
    }

    /** {@code of 12 queries where dense scores lower, 9 have unjudged documents in its top 10: ...}. */
    public String message() {
        return "of " + queries + (queries == 1 ? " query" : " queries") + " where " + lower + " scores lower, "
                + withHoles + (withHoles == 1 ? " has" : " have") + " unjudged documents in its top " + k
                + ": the difference may be holes in the judgments";
    }
}
