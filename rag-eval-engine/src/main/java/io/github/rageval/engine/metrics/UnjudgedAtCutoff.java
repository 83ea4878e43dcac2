package io.github.rageval.engine.metrics;

/**
 * The share of the first c places that hold an unjudged document, trec_eval's {@code unj} ({@code m_unjudged.c},
 * printed {@code unj_5}): unj@c = (documents among the first c returned that the judgments do not grade) / c. A
 * document in the pool but not judged (a negative grade) counts as unjudged, as one not in the pool does. When fewer
 * than c came back, the missing places count as judged, as trec_eval's documentation says: 15 returned of which 4
 * are unjudged give unj@20 = 4/20.
 *
 * <p>A red flag, not a score: a high value says that the judgments do not cover this ranking, so that its other
 * measures count as not relevant documents nobody read. Lower is better. {@link JudgedAtCutoff} is the share the
 * other way round, as ir_measures defines it.
 */
public final class UnjudgedAtCutoff extends CutoffMetric {
    public UnjudgedAtCutoff(int cutoff) {
        super(cutoff);
    }

    @Override
    public double score(RankedResult result) {
        return (double) countRead(result, i -> !result.judgmentAt(i).judged()) / cutoff;
    }
}
