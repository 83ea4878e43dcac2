package io.github.rageval.engine.metrics;

/**
 * The share of the first c returned documents that the judgments name, ir_measures' {@code Judged@k}:
 * judged@c = (documents among the first n = min(c, returned) that the qrels name, at any grade) / n; 0 when nothing
 * came back. Higher is better: 1 means every document read was judged.
 *
 * <p>This is our reading of ir_measures' own implementation (terrierteam/ir_measures,
 * {@code ir_measures/providers/judged_provider.py}, after its pull request #48 of December 2022, which made a list
 * shorter than c divide by its length): a document is judged when the qrels hold a line for it, whatever its grade,
 * negative grades included.
 *
 * <p>It is not 1 - {@code unj@c} ({@link UnjudgedAtCutoff}, trec_eval's) in two cases: a list shorter than c, whose
 * missing places unj counts as judged over c while judged@c divides by the places filled (15 returned, 4 unjudged:
 * unj@20 = 4/20 = 0.2, judged@20 = 11/15); and a negative grade, in the pool but not judged for trec_eval, judged
 * for ir_measures. The ranking read is this engine's, whose ties follow trec_eval (ir_measures breaks ties by id
 * ascending), so a tie across the cutoff can also set the two apart.
 */
public final class JudgedAtCutoff extends CutoffMetric {
    public JudgedAtCutoff(int cutoff) {
        super(cutoff);
    }

    @Override
    public double score(RankedResult result) {
        int read = read(result);
        int judged = countRead(result, i -> result.judgmentAt(i) != Judgment.NOT_IN_POOL);
        return read == 0 ? 0.0 : (double) judged / read;
    }
}
