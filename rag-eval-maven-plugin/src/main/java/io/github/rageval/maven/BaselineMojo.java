package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.Defaults;
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
}
