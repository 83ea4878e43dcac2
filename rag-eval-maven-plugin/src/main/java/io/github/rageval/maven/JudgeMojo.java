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
public class JudgeMojo extends AbstractChatModelMojo {

    /** Where the pool goal wrote {@code pool.jsonl}: the pool graded when {@code poolFile} is unset. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "reportDirectory",
            defaultValue = "${project.build.directory}/" + Defaults.REPORT_DIRECTORY)
    private String reportDirectory;

    /** The pool to grade, in place; unset: {@code pool.jsonl} in {@code reportDirectory}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "poolFile")
    private String poolFile;

    /**
     * How many of the pool lines a person graded (a grade and no {@code judged_by}) the judge is asked about first, to
     * measure its agreement with people (Cohen's kappa, as UMBRELA reports it): a seeded sample (seed 42) when there
     * are more. 0: none, and no agreement measured.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgeAgreementPairs",
            defaultValue = Defaults.JUDGE_AGREEMENT_PAIRS)
    private String judgeAgreementPairs;

    /** The least grade that counts as relevant, where the agreement with people is binarised (as the check reads). */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "relevanceLevel", defaultValue = Defaults.RELEVANCE_LEVEL)
    private String relevanceLevel;
}
