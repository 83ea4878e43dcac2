package io.github.rageval.engine.metrics;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * The kinds of metric the engine computes, in the order reports list them. The first four are the
 * specification's, measured at k; the others are trec_eval's, measured on the whole list or at a cutoff c, but
 * for {@code judged}, ir_measures'; seven of them measure what the judgments did not read: see
 * {@link #readsJudgments()}. Six are for a golden set labelled by character spans ({@link #readsSpans()}): Chroma's four
 * span metrics, and its precision and IoU with each character counted once. The last eleven are ragas' and SQuAD's: the
 * evidence metrics, on the retrieved contexts (two of them, ragas' id-based ones, read only ids and grades), and the
 * answer metrics, on a recorded answer; all but the id-based ones read answers or texts ({@link #readsEvidence()}).
 * The last, ragas' {@code faithfulness}, reads the judge's replies the faithfulness goal cached
 * ({@link #readsJudgeReplies()}).
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
    SUCCESS("success", "success", Cutoff.REQUIRED, Hit::new),
    UNJ("unj", "unj", Cutoff.REQUIRED, UnjudgedAtCutoff::new),
    JUDGED("judged", null, Cutoff.REQUIRED, JudgedAtCutoff::new),
    NUM_NONREL_JUDGED_RET("num_nonrel_judged_ret", null, Cutoff.NONE, c -> new NonRelevantJudgedRetrieved()),
    BPREF("bpref", null, Cutoff.NONE, c -> new Bpref()),
    INFAP("infAP", null, Cutoff.NONE, c -> new InferredAveragePrecision()),
    RBP("rbp", null, Cutoff.NONE, new BigDecimal("0.9"), (c, p) -> new RankBiasedPrecision(p)),
    RBP_RESID("rbp_resid", null, Cutoff.NONE, new BigDecimal("0.9"), (c, p) -> new RankBiasedResidual(p)),
    SPAN_RECALL("span_recall", null, Cutoff.AT_K, SpanOverlap::recall),
    SPAN_PRECISION("span_precision", null, Cutoff.AT_K, SpanOverlap::precision),
    SPAN_IOU("span_iou", null, Cutoff.AT_K, SpanOverlap::iou),
    PRECISION_OMEGA("precision_omega", null, Cutoff.NONE, c -> new SpanCeiling()),
    SPAN_PRECISION_MERGED("span_precision_merged", null, Cutoff.AT_K, SpanOverlap::precisionMerged),
    SPAN_IOU_MERGED("span_iou_merged", null, Cutoff.AT_K, SpanOverlap::iouMerged),
    ANSWER_CONTAINMENT("answer_containment", null, Cutoff.AT_K, EvidenceMetric::containment),
    KEY_FACT_RECALL("key_fact_recall", null, Cutoff.AT_K, EvidenceMetric::keyFacts),
    NONLLM_CONTEXT_PRECISION("nonllm_context_precision", null, Cutoff.AT_K, EvidenceMetric::nonLlmPrecision),
    NONLLM_CONTEXT_RECALL("nonllm_context_recall", null, Cutoff.AT_K, EvidenceMetric::nonLlmRecall),
    ID_CONTEXT_PRECISION("id_context_precision", null, Cutoff.AT_K, IdContextMetric::precision),
    ID_CONTEXT_RECALL("id_context_recall", null, Cutoff.AT_K, IdContextMetric::recall),
    EXACT_MATCH("exact_match", null, Cutoff.NONE, c -> AnswerMetric.exactMatch()),
    TOKEN_F1("token_f1", null, Cutoff.NONE, c -> AnswerMetric.tokenF1()),
    ROUGE_L("rouge_l", null, Cutoff.NONE, c -> AnswerMetric.rougeL()),
    ROUGE_L_STEMMED("rouge_l_stemmed", null, Cutoff.NONE, c -> AnswerMetric.rougeLStemmed()),
    KNOWLEDGE_F1("knowledge_f1", null, Cutoff.NONE, c -> AnswerMetric.knowledgeF1()),
    FAITHFULNESS("faithfulness", null, Cutoff.NONE, c -> AnswerMetric.faithfulness());

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

    /** Makes a family's per-query formula from its depth and, for a family that takes one, its parameter. */
    @FunctionalInterface
    private interface Formula {
        CaseMetric of(int depth, double parameter);
    }

    private final String name;
    private final String trecEvalPrefix;
    private final Cutoff cutoff;
    private final BigDecimal defaultParameter;
    private final Formula formula;

    MetricFamily(String name, String trecEvalPrefix, Cutoff cutoff, IntFunction<CaseMetric> formula) {
        this(name, trecEvalPrefix, cutoff, null, (depth, parameter) -> formula.apply(depth));
    }

    MetricFamily(String name, String trecEvalPrefix, Cutoff cutoff, BigDecimal defaultParameter, Formula formula) {
        this.name = name;
        this.trecEvalPrefix = trecEvalPrefix;
        this.cutoff = cutoff;
        this.defaultParameter = defaultParameter;
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

    /**
     * rbp's persistence p, the one parameter a family takes besides a cutoff (trec_eval's {@code -m rbp.p=0.95});
     * null for the families without one.
     */
    public BigDecimal defaultParameter() {
        return defaultParameter;
    }

    /**
     * Whether the family reads the character spans of a golden set labelled by spans, and the retrieved chunks'
     * ranges ({@code span_recall}, {@code span_precision}, {@code span_iou}, {@code precision_omega}): only such a
     * golden set, with a chunking that knows its chunks' ranges, can have them.
     */
    public boolean readsSpans() {
        return switch (this) {
            case SPAN_RECALL, SPAN_PRECISION, SPAN_IOU, PRECISION_OMEGA, SPAN_PRECISION_MERGED, SPAN_IOU_MERGED -> true;
            default -> false;
        };
    }

    /**
     * Whether the family reads the golden set's reference answers or key facts ({@code answers}, {@code key_facts}).
     */
    public boolean readsAnswers() {
        return switch (this) {
            case ANSWER_CONTAINMENT, KEY_FACT_RECALL, EXACT_MATCH, TOKEN_F1, ROUGE_L, ROUGE_L_STEMMED -> true;
            default -> false;
        };
    }

    /** Whether the family reads the answers the pipeline recorded ({@code recordedAnswers}), not the ranking. */
    public boolean readsRecordedAnswers() {
        return switch (this) {
            case EXACT_MATCH, TOKEN_F1, ROUGE_L, ROUGE_L_STEMMED, KNOWLEDGE_F1, FAITHFULNESS -> true;
            default -> false;
        };
    }

    /**
     * Whether the family reads the replies the faithfulness goal kept in the judge's cache ({@code faithfulness}):
     * computed only when a rule names it, offline, from that cache.
     */
    public boolean readsJudgeReplies() {
        return this == FAITHFULNESS;
    }

    /**
     * Whether the family reads the texts of the retrieved contexts ({@code answer_containment},
     * {@code key_fact_recall}, {@code nonllm_context_precision}, {@code nonllm_context_recall}): only an evaluation
     * that knows them (a corpus, or a retriever returning its passages' texts) can have them.
     */
    public boolean readsContextTexts() {
        return switch (this) {
            case ANSWER_CONTAINMENT, KEY_FACT_RECALL, NONLLM_CONTEXT_PRECISION, NONLLM_CONTEXT_RECALL -> true;
            default -> false;
        };
    }

    /**
     * Whether a list's value needs its texts and answers, not only its grades: what a judgment's change cannot move
     * (every family that reads answers or texts).
     */
    public boolean readsEvidence() {
        return readsAnswers() || readsRecordedAnswers() || readsContextTexts();
    }

    /**
     * Whether higher values are better, so that a threshold is a minimum and a fall is what maxDrop bounds. Not so for
     * the red flags {@code unj} and {@code rbp_resid}, where more is worse, nor for the count
     * {@code num_nonrel_judged_ret}: for them a threshold is a maximum and maxDrop bounds a rise. Read through
     * {@link Metric#higherIsBetter()}.
     */
    public boolean higherIsBetter() {
        return switch (this) {
            case UNJ, RBP_RESID, NUM_NONREL_JUDGED_RET -> false;
            default -> true;
        };
    }

    /**
     * The cutoffs a family that needs one takes when named alone, trec_eval's defaults: unj's 5, 10 and 20
     * ({@code m_unjudged.c}); none for the others, which are unknown names without a cutoff.
     */
    public List<Integer> defaultCutoffs() {
        return this == UNJ ? List.of(5, 10, 20) : List.of();
    }

    /** Whether the family counts documents ({@code num_nonrel_judged_ret}) rather than measuring a share up to 1. */
    public boolean isCount() {
        return this == NUM_NONREL_JUDGED_RET;
    }

    /**
     * Whether the family tells an unjudged document from a judged non-relevant one (see {@link Judgment}); the
     * others read a document without a judgment as grade 0. rbp does not: both gain 0.
     */
    public boolean readsJudgments() {
        return switch (this) {
            case UNJ, JUDGED, NUM_NONREL_JUDGED_RET, BPREF, INFAP, RBP_RESID -> true;
            default -> false;
        };
    }

    /**
     * What {@code judgedOnly} (trec_eval's {@code -J}), which condenses each list to its judged documents, leaves of
     * the family's value, for the families it fixes for every query: no unjudged document is left for unj@c or
     * rbp_resid to count, and judged@c finds only judged ones. Empty for the others, which it changes but leaves free.
     * A gate on a fixed family could never fail, so the settings pass refuses one.
     */
    public Optional<String> valueUnderJudgedOnly() {
        return switch (this) {
            case UNJ, RBP_RESID -> Optional.of("0 for every query");
            case JUDGED -> Optional.of("1 for every query that returns a document (0 for one that returns none)");
            default -> Optional.empty();
        };
    }

    /**
     * The per-query formula reading the first {@code depth} documents ({@link CaseMetric#WHOLE_LIST} for all).
     *
     * @param parameter the family's parameter (rbp's persistence); ignored by the families without one
     */
    CaseMetric formula(int depth, BigDecimal parameter) {
        return formula.of(depth, parameter == null ? Double.NaN : parameter.doubleValue());
    }
}
