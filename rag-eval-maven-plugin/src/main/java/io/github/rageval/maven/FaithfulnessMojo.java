package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.Defaults;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Judges the faithfulness of the recorded answers ({@code recordedAnswers}) with a chat model, as ragas'
 * {@code Faithfulness} does: each answer split into statements, each statement judged against the contexts the answer
 * was given, the share judged faithful. Opt in, bound to no phase: {@code mvn rag-eval:faithfulness
 * -Drageval.judgeUrl=http://localhost:11434/v1 -Drageval.judgeModel=qwen3:8b}. The replies are kept in
 * {@code judgeCache}, from which {@code check} reads them, offline, to gate on {@code faithfulness}.
 */
@Mojo(name = "faithfulness", threadSafe = true)
public class FaithfulnessMojo extends AbstractFileGoalMojo {

    /** The golden questions the answers were recorded for. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "goldenDataset",
            defaultValue = "${project.basedir}/" + Defaults.GOLDEN_DATASET)
    private String goldenDataset;

    /** What the RAG pipeline answered each golden question: JSON Lines of {query_id, response, retrieved_contexts}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "recordedAnswers")
    private String recordedAnswers;

    /**
     * An OpenAI-compatible API's base, to which {@code /chat/completions} is added: {@code http://localhost:11434/v1}.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeUrl")
    private String judgeUrl;

    /** The chat model that judges; {@code check} reads its replies from {@code judgeCache} for a gate. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeModel")
    private String judgeModel;

    /**
     * The {@code <server>} of settings.xml whose password is the API key (encrypted or not); unset: the environment
     * variable {@code RAGEVAL_JUDGE_API_KEY}, else no key (a local server).
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeServerId")
    private String judgeServerId;

    /** The replies kept, by model and prompt, so that a rerun asks nothing twice and check reads them offline. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeCache", defaultValue = Defaults.JUDGE_CACHE)
    private String judgeCache;

    /** Seconds one answer may take, whole (a body that trickles counts), before it is asked again: 1 to 3600. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeTimeoutSeconds",
            defaultValue = Defaults.JUDGE_TIMEOUT_SECONDS)
    private String judgeTimeoutSeconds;
}
