package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.Defaults;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * The parameters of the goals that ask a chat model ({@code judge}, {@code faithfulness}): the OpenAI-compatible
 * endpoint, the model, the key, the cache of its answers, how long one may take and the least agreement with people it
 * must reach, declared once for both.
 */
public abstract class AbstractChatModelMojo extends AbstractFileGoalMojo {

    /** An OpenAI-compatible API's base, to which {@code /chat/completions} is added: {@code http://localhost:11434/v1}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeUrl")
    private String judgeUrl;

    /** The chat model that judges; {@code check} reads its faithfulness replies from {@code judgeCache} for a gate. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeModel")
    private String judgeModel;

    /**
     * The {@code <server>} of settings.xml whose password is the API key (encrypted or not); unset: the environment
     * variable {@code RAGEVAL_JUDGE_API_KEY}, else no key (a local server).
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeServerId")
    private String judgeServerId;

    /** The answers kept, by model and prompt, so that a rerun asks nothing twice (and check reads them offline). */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeCache", defaultValue = Defaults.JUDGE_CACHE)
    private String judgeCache;

    /**
     * Seconds one answer may take, whole (a body that trickles counts), before it is asked again: 1 to 3600. A slow
     * local model may need more.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeTimeoutSeconds",
            defaultValue = Defaults.JUDGE_TIMEOUT_SECONDS)
    private String judgeTimeoutSeconds;

    /**
     * The least Cohen's kappa between the judge and people at which the goal passes, from -1 to 1 (0.6 is a usual
     * bar). {@code judge}: on relevant or not, over the pool lines a person graded, before it grades the pool, which
     * it leaves ungraded when refused. {@code faithfulness}: on faithful or not, over the recorded answers a person
     * labelled {@code "faithful"}, the judge saying faithful at a score of 1. Below it, or with fewer than 10 pairs to
     * measure it on, the goal fails. Unset: the agreement is reported only.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "minJudgeAgreement")
    private String minJudgeAgreement;
}
