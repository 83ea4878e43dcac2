package io.github.rageval.maven;

import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.check.Analyses;
import io.github.rageval.engine.check.BaselineRecording;
import io.github.rageval.engine.config.Defaults;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.GoalRequest;
import io.github.rageval.engine.report.BaselineConsole;
import io.github.rageval.engine.store.BaselineFile;
import io.github.rageval.engine.store.WriteProblem;
import java.io.IOException;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Records the current per-query results, summary and configuration fingerprint (k, retriever settings, SHA-256
 * of the corpus and golden dataset) as the baseline that {@code check} compares with: by default
 * {@code src/test/rag/baseline.json}, to be committed. Written atomically, and only when this goal runs. Reads what
 * {@code check} reads to evaluate (corpus, golden dataset, k, retriever, cutoffs, the metrics the thresholds name,
 * {@code baselineFile}); the gate's and the reports' parameters are {@code check}'s alone. A run that fails the
 * thresholds or miss limits is not recorded (the file is left as it was) unless {@code force} is set.
 */
@Mojo(name = "baseline", threadSafe = true, requiresDependencyResolution = ResolutionScope.TEST)
public class BaselineMojo extends AbstractGateMojo {

    /**
     * Record the run even when it fails the thresholds: otherwise such a run is refused (a baseline below the gate
     * makes every later check compare with a failing run).
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "force", defaultValue = Defaults.FORCE)
    private String force;

    /**
     * The drop in a metric's mean that the thresholds suggested from the run should catch (absolute, {@code 0.05}),
     * and by which the golden set's size is judged: how many queries would detect it.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "suggestDrop", defaultValue = Defaults.SUGGEST_DROP)
    private String suggestDrop;

    /** Resamples per bootstrap interval, of which the suggested thresholds are the ends. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "bootstrapSamples", defaultValue = Defaults.BOOTSTRAP_SAMPLES)
    private String bootstrapSamples;

    /** The seed of the bootstrap the suggested thresholds come from: the same inputs suggest the same thresholds. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "seed", defaultValue = Defaults.SEED)
    private String seed;

    /**
     * The golden set's lock the corpus is compared with, when it exists (written by {@code rag-eval:lock}); unset:
     * {@code <golden set's name>.lock.json} beside the golden set.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "lockFile")
    private String lockFile;

    /**
     * What judged documents changed or deleted since the lock, or added documents the retriever ranks in the top k,
     * do: {@code warn}, or {@code fail} the gate.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "staleJudgments", defaultValue = Defaults.STALE_JUDGMENTS)
    private String staleJudgments;

    /**
     * Which checks of the golden set run: {@code all}, or {@code basic}, which skips those that read the corpus
     * (queries found word for word in a relevant document, near-duplicates judged apart, coverage). A query judged
     * two ways is an error whatever this says.
     */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "goldenSetChecks", defaultValue = Defaults.GOLDEN_SET_CHECKS)
    private String goldenSetChecks;

    @Override
    protected void run(GoalRequest request, MavenFrontEnd files) throws ConfigurationException, InputException,
            MojoExecutionException, MojoFailureException {
        BaselineRecording recording = Analyses.recording(request.evaluation(), request.analysis().goldenSetChecks(),
                request.lock(), progressLog());
        recording.goldenSetNotes().forEach(note -> getLog().info("rag-eval: golden set: " + note));
        recording.warnings().forEach(warning -> getLog().warn("rag-eval: " + warning));
        Path target = request.baseline().file();
        if (!recording.passes()) {
            String failures = String.join("\n  ", recording.violations());
            if (!request.force()) {
                throw new MojoFailureException("rag-eval baseline not recorded for " + projectName() + ": the run "
                        + "fails the POM's thresholds (" + recording.headline() + "):\n  " + failures + "\n"
                        + request.baseline().label() + " is left as it was. Fix the retriever or the thresholds first,"
                        + " or record this run anyway with -Drageval.force=true.");
            }
            getLog().warn("rag-eval: recording a baseline that fails the POM's thresholds (" + recording.headline()
                    + ", -Drageval.force=true):");
            recording.violations().forEach(violation -> getLog().warn("  " + violation));
        }
        RecordedRun run = recording.run();
        try {
            BaselineFile.write(run, target);
        } catch (IOException e) {
            throw new MojoExecutionException("rag-eval baseline error: cannot write " + target + ": "
                    + WriteProblem.of(e, "rageval.baselineFile"));
        }
        BaselineConsole.lines(run, request.baseline().label(), request.analysis()).forEach(getLog()::info);
    }
}
