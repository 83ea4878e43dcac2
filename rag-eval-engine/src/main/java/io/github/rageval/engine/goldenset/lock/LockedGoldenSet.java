package io.github.rageval.engine.goldenset.lock;

import io.github.rageval.engine.input.BeirDataset;
import io.github.rageval.engine.input.CorpusLoader;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.GoldenDatasetLoader;
import io.github.rageval.engine.input.JudgmentFiles;
import io.github.rageval.engine.input.JudgmentMerge;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Path;
import java.util.List;

/**
 * What a lock is about, located as the evaluation locates it: the golden set's file (a BEIR folder's qrels file) with
 * the {@code judgments} files merged in, as the check grades with them, and the corpus file with the loader that
 * reads it (so that the text hashed is the text indexed).
 *
 * @param goldenDataset the golden set's file; ignored with a BEIR folder
 * @param corpus the corpus file; ignored with a BEIR folder
 * @param beirFolder a BEIR folder instead of the two files; null for none
 * @param beirSplit the BEIR folder's qrels split
 * @param judgments more judgments merged with the golden set, as the check merges them
 * @param acceptMachineJudgments whether a machine's grades count
 */
public record LockedGoldenSet(Path goldenDataset, Path corpus, Path beirFolder, String beirSplit,
                              List<Path> judgments, boolean acceptMachineJudgments) {
    public LockedGoldenSet {
        judgments = List.copyOf(judgments);
    }

    /** The golden set and corpus an evaluation reads. */
    public static LockedGoldenSet of(EvaluationSettings settings) {
        return new LockedGoldenSet(settings.goldenDataset(), settings.corpus(), settings.sources().beirFolder(),
                settings.sources().beirSplit(), settings.sources().judgments(),
                settings.sources().acceptMachineJudgments());
    }

    /** The file that holds the judgments: the golden set, or the BEIR folder's qrels file. */
    public Path goldenFile() {
        return beirFolder != null ? new BeirDataset(beirFolder, beirSplit).qrelsFile() : goldenDataset;
    }

    /** The corpus file: the given one, or the BEIR folder's {@code corpus.jsonl}. */
    public Path corpusFile() {
        return beirFolder != null ? new BeirDataset(beirFolder, beirSplit).corpusFile() : corpus;
    }

    /** How the corpus file is read: BEIR's loader for a BEIR folder. */
    public CorpusLoader loader() {
        return beirFolder != null ? CorpusLoader.beir() : new CorpusLoader();
    }

    /** The judgments, read and merged; a BEIR folder's qrels need no queries file to be locked. */
    public GoldenDataset read() throws InputException {
        GoldenDataset golden = beirFolder != null ? new BeirDataset(beirFolder, beirSplit).judgments()
                : new GoldenDatasetLoader().load(goldenDataset);
        golden.requireDocumentLabels("locking the judged documents");
        // Only the lines: the lock warns of nothing, so the advice about machine grades is never shown.
        return JudgmentMerge.merge(golden, JudgmentFiles.readAll(judgments, acceptMachineJudgments,
                SettingWords.PARAMETERS).lines());
    }
}
