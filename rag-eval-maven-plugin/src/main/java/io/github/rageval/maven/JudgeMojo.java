package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.Defaults;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Grades a pool ({@code pool.jsonl}, written by {@code rag-eval:pool}) with a chat model, as UMBRELA does: each
 * ungraded document gets the model's 0 to 3 grade, marked {@code "judged_by": "umbrela:<model>"}; a person's grade is
 * never changed. Opt in, bound to no phase: {@code mvn rag-eval:judge -Drageval.judgeUrl=http://localhost:11434/v1
 * -Drageval.judgeModel=qwen3:8b}. Machine grades are for triage: the gate counts them only with
 * {@code acceptMachineJudgments}.
 */
@Mojo(name = "judge", threadSafe = true)
public class JudgeMojo extends AbstractFileGoalMojo {

    /** Where the pool goal wrote {@code pool.jsonl}: the pool graded when {@code poolFile} is unset. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "reportDirectory",
            defaultValue = "${project.build.directory}/" + Defaults.REPORT_DIRECTORY)
    private String reportDirectory;

    /** The pool to grade, in place; unset: {@code pool.jsonl} in {@code reportDirectory}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "poolFile")
    private String poolFile;

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
