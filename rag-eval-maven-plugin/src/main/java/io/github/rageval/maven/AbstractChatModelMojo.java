package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.Defaults;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * The parameters of the goals that ask a chat model ({@code judge}, {@code faithfulness}): the OpenAI-compatible
 * endpoint, the model, the key, the cache of its answers and how long one may take, declared once for both.
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
}
