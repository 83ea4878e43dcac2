package io.github.rageval.engine.metrics;

import java.util.function.IntFunction;

/**
 * The kinds of metric the engine computes, in the order reports list them. The first four are the
 * specification's, measured at k; the others are trec_eval's, measured on the whole list or at a cutoff c.
 */
public enum MetricFamily {
    MEAN_PRECISION("mean_precision", null, Cutoff.AT_K, Precision::new),
    MEAN_RECALL("mean_recall", null, Cutoff.AT_K, Recall::new),
    MRR("mrr", null, Cutoff.AT_K, ReciprocalRank::new),
    HIT_RATE("hit_rate", null, Cutoff.AT_K, Hit::new),
    NDCG("ndcg", "ndcg_cut", Cutoff.OPTIONAL, Ndcg::new),
    MAP("map", "map_cut", Cutoff.OPTIONAL, AveragePrecision::new),
    RPREC("Rprec", null, Cutoff.NONE, c -> new RPrecision()),
    RECIP_RANK("recip_rank", null, Cutoff.NONE, ReciprocalRank::new),
    P("P", "P", Cutoff.REQUIRED, PrecisionAtCutoff::new),
    RECALL("recall", "recall", Cutoff.REQUIRED, Recall::new),
    SUCCESS("success", "success", Cutoff.REQUIRED, Hit::new);

    /** Whether a family's name carries a cutoff. */
    public enum Cutoff {
        /** Measured at the evaluation's k, which the name does not repeat ({@code mean_recall}). */
        AT_K,
        /** Measured on the whole list ({@code Rprec}). */
        NONE,
        /** The whole list without one ({@code map}), the first c with one ({@code map@100}). */
        OPTIONAL,
        /** Only at a cutoff ({@code P@5}). */
        REQUIRED
    }

    private final String name;
    private final String trecEvalPrefix;
    private final Cutoff cutoff;
    private final IntFunction<CaseMetric> formula;

    MetricFamily(String name, String trecEvalPrefix, Cutoff cutoff, IntFunction<CaseMetric> formula) {
        this.name = name;
        this.trecEvalPrefix = trecEvalPrefix;
        this.cutoff = cutoff;
        this.formula = formula;
    }

    /** The name as reports print it: {@code ndcg}, {@code P}, {@code mean_recall}. */
    public String familyName() {
        return name;
    }

    /** trec_eval's name stem for the measure at a cutoff ({@code ndcg_cut} as in {@code ndcg_cut_10}), or null. */
    public String trecEvalPrefix() {
        return trecEvalPrefix;
    }

    public Cutoff cutoff() {
        return cutoff;
    }

    /** The per-query formula reading the first {@code depth} documents ({@link CaseMetric#WHOLE_LIST} for all). */
    CaseMetric formula(int depth) {
        return formula.apply(depth);
    }
}
