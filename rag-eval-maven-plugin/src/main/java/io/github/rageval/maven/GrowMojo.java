package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.Defaults;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Proposes new golden cases from query logs: {@code candidates.jsonl} in {@code reportDirectory}, a seeded sample of
 * the logged questions the golden set does not ask yet, stratified by frequency, personal data redacted, with no
 * judgments yet; pool them ({@code rag-eval:pool -Drageval.goldenDataset=target/rag-eval/candidates.jsonl}) and judge
 * them. When the logs say what was shown and clicked, {@code implicit-judgments.jsonl} grades the golden set's pairs
 * by their clicks over expected clicks (COEC). Opt in, bound to no phase: {@code mvn rag-eval:grow
 * -Drageval.queryLog=logs/}.
 */
@Mojo(name = "grow", threadSafe = true)
public class GrowMojo extends AbstractFileGoalMojo {

    /** Where {@code candidates.jsonl} is written. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "reportDirectory",
            defaultValue = "${project.build.directory}/" + Defaults.REPORT_DIRECTORY)
    private String reportDirectory;

    /** The golden set whose questions are not proposed again; at its default place it may not exist yet. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "goldenDataset",
            defaultValue = "${project.basedir}/" + Defaults.GOLDEN_DATASET)
    private String goldenDataset;

    /** The query logs: a JSON Lines file, or a folder of them (plain {@code {"query": ...}} or UBI's records). */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "queryLog")
    private String queryLog;

    /** The most candidates proposed, shared equally by head, torso and tail. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "growSample", defaultValue = Defaults.GROW_SAMPLE)
    private String growSample;

    /** Where head and torso end, as shares of the log's volume: {@code 50%,80%}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "growStrata", defaultValue = Defaults.GROW_STRATA)
    private String growStrata;

    /** The seed of the candidates' draw. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "growSeed", defaultValue = Defaults.SEED)
    private String growSeed;

    /** COEC cut points of the implicit judgments, {@code coec:grade} rising: {@code 0.5:1,1:2,2:3}. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "clickGrades", defaultValue = Defaults.CLICK_GRADES)
    private String clickGrades;

    /** The fewest times a (query, document) pair is shown to be graded by its clicks. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "minImpressions", defaultValue = Defaults.MIN_IMPRESSIONS)
    private String minImpressions;
}
