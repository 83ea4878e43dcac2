package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.Defaults;
import org.apache.maven.plugins.annotations.Parameter;

/** A goal that asks the judge's chat endpoint ({@code judge}, {@code faithfulness}): the endpoint's parameters. */
abstract class AbstractJudgeMojo extends AbstractFileGoalMojo {

    /** An OpenAI-compatible API's base, to which {@code /chat/completions} is added: {@code http://localhost:11434/v1}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeUrl")
    private String judgeUrl;

    /** The chat model that judges. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeModel")
    private String judgeModel;

    /**
     * The {@code <server>} of settings.xml whose password is the API key (encrypted or not); unset: the environment
     * variable {@code RAGEVAL_JUDGE_API_KEY}, else no key (a local server).
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeServerId")
    private String judgeServerId;

    /** The answers kept, by model and prompt, so that a rerun asks nothing twice. */
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
