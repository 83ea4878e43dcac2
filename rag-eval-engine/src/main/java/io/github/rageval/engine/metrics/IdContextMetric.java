package io.github.rageval.engine.metrics;

import io.github.rageval.engine.metrics.contexts.IdContextPrecision;
import io.github.rageval.engine.metrics.contexts.IdContextRecall;

/**
 * ragas' id-based context metrics at c, {@code id_context_precision} and {@code id_context_recall}: the share of the
 * first c retrieved ids that are reference ids, and the share of reference ids among them, the reference ids being
 * the documents judged relevant. The list holds each id once, so they are ragas' set formulas
 * ({@link IdContextPrecision}, {@link IdContextRecall}) read from the grades, which lets tie and judgment ranges move
 * them. Where ragas gives NaN (nothing retrieved, for precision; no reference id, for recall) they are 0, as
 * precision and recall are here: a mean over queries with a NaN in it would be NaN, and a gate on it would hold
 * nothing.
 */
final class IdContextMetric extends CutoffMetric {
    private final boolean precision;

    private IdContextMetric(int cutoff, boolean precision) {
        super(cutoff);
        this.precision = precision;
    }

    static IdContextMetric precision(int cutoff) {
        return new IdContextMetric(cutoff, true);
    }

    static IdContextMetric recall(int cutoff) {
        return new IdContextMetric(cutoff, false);
    }

    @Override
    public double score(RankedResult result) {
        int found = result.relevantInTop(cutoff);
        int of = precision ? read(result) : result.relevantCount();
        return of == 0 ? 0 : (double) found / of;
    }
}
