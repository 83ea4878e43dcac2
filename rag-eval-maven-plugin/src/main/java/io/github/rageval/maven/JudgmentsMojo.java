package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.Defaults;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Writes the golden set with the grades of the {@code judgments} files folded in, for teams that keep one file rather
 * than a golden set and judgment files: read and checked as {@code check} reads them, written to
 * {@code judgedGoldenDataset} (beside the reports unless pointed elsewhere), every line it does not grade as it was.
 * Gates nothing and is bound to no phase: {@code mvn rag-eval:judgments}.
 */
@Mojo(name = "judgments", threadSafe = true)
public class JudgmentsMojo extends AbstractFileGoalMojo {

    /** The corpus the judged documents must be in; at its default and absent, they are not checked. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "corpus")
    private String corpus;

    /** The golden set the grades are folded into. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "goldenDataset",
            defaultValue = "${project.basedir}/" + Defaults.GOLDEN_DATASET)
    private String goldenDataset;

    /** The judgments to fold in: filled {@code pool.jsonl} or {@code pool.csv} files, or qrels, comma-separated. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgments")
    private String judgments;

    /** Whether grades a machine gave (a pool line with {@code judged_by}) are folded in. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "acceptMachineJudgments",
            defaultValue = Defaults.ACCEPT_MACHINE_JUDGMENTS)
    private String acceptMachineJudgments;

    /**
     * Where the judged golden set is written: by default beside the reports ({@code golden-judged.jsonl} for a
     * {@code .jsonl} golden set), never over the golden set unless pointed at it.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgedGoldenDataset",
            defaultValue = "${project.build.directory}/" + Defaults.JUDGED_GOLDEN_DATASET)
    private String judgedGoldenDataset;
}
