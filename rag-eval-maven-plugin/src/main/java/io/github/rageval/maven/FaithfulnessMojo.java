package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.Defaults;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Judges the faithfulness of the recorded answers ({@code recordedAnswers}) with a chat model, as ragas'
 * {@code Faithfulness} does: each answer split into statements, each statement judged against the contexts the answer
 * was given, the share judged faithful. Opt in, bound to no phase: {@code mvn rag-eval:faithfulness
 * -Drageval.judgeUrl=http://localhost:11434/v1 -Drageval.judgeModel=qwen3:8b}. The replies are kept in
 * {@code judgeCache}, from which {@code check} reads them, offline, to gate on {@code faithfulness}. Answers a person
 * labelled {@code "faithful"} measure the judge's agreement with people, which {@code minJudgeAgreement} can require.
 */
@Mojo(name = "faithfulness", threadSafe = true)
public class FaithfulnessMojo extends AbstractChatModelMojo {

    /** The golden questions the answers were recorded for. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "goldenDataset",
            defaultValue = "${project.basedir}/" + Defaults.GOLDEN_DATASET)
    private String goldenDataset;

    /** What the RAG pipeline answered each golden question: JSON Lines of {query_id, response, retrieved_contexts}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "recordedAnswers")
    private String recordedAnswers;

    /**
     * Where {@code faithfulness-agreement.json} goes when some recorded answers carry a person's {@code "faithful"}:
     * the judge's agreement with those labels.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "reportDirectory",
            defaultValue = "${project.build.directory}/" + Defaults.REPORT_DIRECTORY)
    private String reportDirectory;

}
