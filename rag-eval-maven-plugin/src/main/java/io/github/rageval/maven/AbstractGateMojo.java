package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.Defaults;
import java.util.Map;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * The parameters of the goals that score a run to gate it or record it ({@code check}, {@code baseline}) and that the
 * {@code pool} goal, which ranks each system to {@code poolDepth}, lists what the judgments do not grade and scores
 * nothing, does not read (k, cutoffs, the relevance level, missing queries' zeros, the gated variant, depth,
 * thresholds, the baseline): declared here so that the pool has none of them, and one written for it is an unread
 * setting rather than one silently ignored.
 */
public abstract class AbstractGateMojo extends AbstractRagEvalMojo {

    /** How many documents each query returns at most (the k of precision@k and recall@k). */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "k", defaultValue = Defaults.K)
    private String k;

    /**
     * Cutoffs for trec_eval's metrics, e.g. {@code 1,3,5,10}: each adds ndcg@c, map@c, P@c, recall@c and
     * success@c, and with any cutoff ndcg, map, Rprec and recip_rank are reported too. Metrics named in
     * thresholds are always computed.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "cutoffs")
    private String cutoffs;

    /** The least grade that counts as relevant (trec_eval's {@code -l}); nDCG's gains are every positive grade. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "relevanceLevel", defaultValue = Defaults.RELEVANCE_LEVEL)
    private String relevanceLevel;

    /**
     * Whether a judged query without results in the run counts as 0 in every mean ({@code true}: the
     * specification's rule, trec_eval's {@code -c}) or is left out of the means ({@code false}: trec_eval's
     * default).
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "countMissingQueries",
            defaultValue = Defaults.COUNT_MISSING_QUERIES)
    private String countMissingQueries;

    /**
     * What the RAG pipeline answered each golden question, recorded when it ran: JSON Lines of
     * {@code {"query_id": "q1", "response": "...", "retrieved_contexts": ["..."]}} (a ragas dataset's field names).
     * With it the answer metrics are computed: {@code exact_match}, {@code token_f1} and {@code rouge_l} against the
     * golden set's {@code answers}, {@code knowledge_f1} against the recorded contexts. Every golden question needs
     * one record.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "recordedAnswers")
    private String recordedAnswers;

    /**
     * The chat model whose replies the {@code faithfulness} goal kept: read only when a rule names
     * {@code faithfulness}, which is computed offline from {@code judgeCache}, no model asked.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeModel")
    private String judgeModel;

    /** The judge's replies the {@code faithfulness} goal kept, read by a rule on {@code faithfulness}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeCache", defaultValue = Defaults.JUDGE_CACHE)
    private String judgeCache;

    /** The variant the gate holds (thresholds, tag rules, miss limits, baseline); the first variant when unset. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "gateVariant")
    private String gateVariant;

    /**
     * How many results per query are evaluated (trec_eval's {@code -M}). Unset: every result of a run, or as many
     * as the largest of k and the cutoffs from a retriever.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "depth")
    private String depth;

    /**
     * Score only the judged documents of each list (trec_eval's {@code -J}): after the depth cut, every document the
     * judgments do not grade 0 or more is taken out and the rest close up, so that every metric reads the condensed
     * list. Changes the values, so a baseline recorded otherwise is not compared.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgedOnly", defaultValue = Defaults.JUDGED_ONLY)
    private String judgedOnly;

    /**
     * Minimum per metric mean, as a fraction ({@code 0.90}) or a percentage ({@code 90%}): the specification's
     * {@code mean_precision}, {@code mean_recall}, {@code mrr}, {@code hit_rate}, or trec_eval's {@code map},
     * {@code Rprec}, {@code recip_rank}, {@code ndcg} and, at a cutoff, {@code ndcg@10}, {@code map@100},
     * {@code P@5}, {@code recall@5}, {@code success@1}, written with {@code _at_} in an element name, e.g.
     * {@code <thresholds><mean_recall>0.90</mean_recall><ndcg_at_10>0.30</ndcg_at_10></thresholds>}. A child
     * module's entries override its parent's one by one. No thresholds: nothing is enforced. The {@code baseline}
     * goal records every metric they name. For {@code unj@c}, {@code rbp_resid} and {@code num_nonrel_judged_ret},
     * where more is worse, the threshold is a maximum.
     */
    @Parameter
    private Map<String, String> thresholds;

    /**
     * Thresholds on one line, applied over {@code thresholds} entry by entry, for the command line:
     * {@code -Drageval.thresholds=mean_recall=0.95,mrr=0.9}.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "thresholds")
    private String thresholdOverrides;

    /**
     * Thresholds on the means over one tag's queries (golden cases carry {@code "tags": ["critical"]}): per tag,
     * the one-line form, e.g. {@code <tagThresholds><critical>hit_rate=1.0,mrr=0.90</critical></tagThresholds>}.
     * Messages name the tag: {@code [critical] MRR 0.50 fell below the 0.90 gate}.
     */
    @Parameter
    private Map<String, String> tagThresholds;

    /**
     * Thresholds per tag on one line, applied over {@code tagThresholds} tag by tag, for the command line:
     * {@code -Drageval.tagThresholds=critical:hit_rate=1.0,mrr=0.9;billing:mrr=0.8}.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "tagThresholds")
    private String tagThresholdOverrides;

    /**
     * The baseline: where the {@code baseline} goal writes it ({@code src/test/rag/baseline.json} when unset), and
     * what {@code check} compares with. For {@code check}, unset means that default file when it exists (else no
     * comparison); set, the file must exist.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "baselineFile")
    private String baselineFile;
}
