package io.github.rageval.engine.metrics;

import java.util.function.IntPredicate;

/** A per-query metric that reads only the first {@code cutoff} documents of the ranked list. */
abstract class CutoffMetric implements CaseMetric {
    /** How many documents the formula reads; {@link CaseMetric#WHOLE_LIST} for all of them. */
    protected final int cutoff;

    protected CutoffMetric(int cutoff) {
        if (cutoff < 1) {
            throw new IllegalArgumentException("a cutoff must be at least 1, was " + cutoff);
        }
        this.cutoff = cutoff;
    }

    /** How many documents the formula actually reads: the cutoff, or fewer when fewer came back. */
    protected int read(RankedResult result) {
        return Math.min(cutoff, result.size());
    }

    /** How many of the positions the formula reads pass the test. */
    protected int countRead(RankedResult result, IntPredicate position) {
        int count = 0;
        for (int i = 0; i < read(result); i++) {
            if (position.test(i)) {
                count++;
            }
        }
        return count;
    }
}
