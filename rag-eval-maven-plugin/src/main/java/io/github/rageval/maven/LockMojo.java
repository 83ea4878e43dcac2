package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.Defaults;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Writes the golden set's lock, {@code <golden set's name>.lock.json} beside it: each judged document's content hash
 * and the corpus's ids, to be committed with the golden set. Every later {@code check} compares the corpus with it and
 * reports judged documents changed or deleted since, and documents added that nobody judged. Run again after
 * reviewing such a change, it accepts it (the re-lock); an unchanged lock is not written again. Bound to no phase:
 * {@code mvn rag-eval:lock}.
 */
@Mojo(name = "lock", threadSafe = true)
public class LockMojo extends AbstractFileGoalMojo {

    /** The corpus whose judged documents are hashed. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "corpus")
    private String corpus;

    /** The golden set whose judged documents are locked. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "goldenDataset",
            defaultValue = "${project.basedir}/" + Defaults.GOLDEN_DATASET)
    private String goldenDataset;

    /** A BEIR folder instead of corpus and goldenDataset: its corpus.jsonl and qrels are locked. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "beir")
    private String beir;

    /** The BEIR folder's qrels split. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "beirSplit", defaultValue = Defaults.BEIR_SPLIT)
    private String beirSplit;

    /** More judgments merged with the golden set, as check merges them: their documents are locked too. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "judgments")
    private String judgments;

    /** Whether grades a machine gave (a pool line with {@code judged_by}) count, as check counts them. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "acceptMachineJudgments",
            defaultValue = Defaults.ACCEPT_MACHINE_JUDGMENTS)
    private String acceptMachineJudgments;

    /** Where the lock is written; unset: {@code <golden set's name>.lock.json} beside the golden set. */
    @Parameter(property = Defaults.PROPERTY_PREFIX + "lockFile")
    private String lockFile;
}
