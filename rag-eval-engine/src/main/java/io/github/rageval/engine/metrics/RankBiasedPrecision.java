package io.github.rageval.engine.metrics;

/**
 * Rank-biased precision, trec_eval's {@code rbp} ({@code m_rbp.c}; Moffat and Zobel, "Rank-Biased Precision for
 * Measurement of Retrieval Effectiveness", ACM TOIS 27(1), 2008): rbp = (1 - p) * sum over the returned documents
 * at 0-based position i of gain(i) * p^i, p the persistence (0.9 by default: a reader who goes on to the next
 * document with probability p, close to P@10; 0.95 or 0.98 come closer to AP).
 *
 * <p>The gain is the document's grade, as trec_eval takes it: whatever the relevance level, a document not judged
 * gains 0, and when the query's highest grade G (over all its judgments, returned or not) is above 1 the grades are
 * scaled to [0, 1] as grade / G, so that a grade-2 document of a query graded 0 to 2 gains 1 and a grade-1 one 0.5.
 * (trec_eval scales by (grade - min) / (max - min) over the gains of the grades 0 to G, so min is 0 and max is G;
 * its source leaves min and max uninitialised before that loop, and its build, as the stored reference outputs
 * show, starts them at 0.)
 */
public final class RankBiasedPrecision implements CaseMetric {
    private final double persistence;

    /** @param persistence p, from 0 to 1 excluded */
    public RankBiasedPrecision(double persistence) {
        this.persistence = checked(persistence);
    }

    /** The persistence, refused unless it lies between 0 and 1 (excluded): rbp and its residual read no other. */
    static double checked(double persistence) {
        if (!(persistence > 0 && persistence < 1)) {
            throw new IllegalArgumentException("rbp's persistence must lie between 0 and 1, was " + persistence);
        }
        return persistence;
    }

    @Override
    public double score(RankedResult result) {
        int highest = result.highestGrade();
        double sum = 0.0;
        double weight = 1.0;
        for (int i = 0; i < result.size(); i++) {
            double gain = gain(result, i, highest);
            if (gain != 0) {
                sum += gain * weight;
            }
            weight = weight * persistence;
        }
        return (1.0 - persistence) * sum;
    }

    private static double gain(RankedResult result, int position, int highest) {
        if (!result.judgmentAt(position).judged()) {
            return 0.0;
        }
        double grade = result.gradeAt(position);
        return highest > 1 ? grade / highest : grade;
    }
}
