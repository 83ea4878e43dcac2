package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.input.BeirDataset;
import io.github.rageval.engine.input.CorpusLoader;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.JudgmentFiles;
import io.github.rageval.engine.input.JudgmentMerge;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Set;

/**
 * The judged queries an evaluation would read, and its corpus where there is one to read, for the checks of the
 * golden set that run before the evaluation: read as the evaluation reads them, judgments files merged in.
 *
 * @param golden the judged queries
 * @param corpusFile the corpus; null when there is none (a retriever with its own index and no corpus file, or a run
 *     file evaluated without one)
 * @param loader how the corpus is read
 */
public record JudgedInputs(GoldenDataset golden, Path corpusFile, CorpusLoader loader) {

    /** @throws io.github.rageval.engine.model.InputException as the evaluation would, for a file it cannot use */
    public static JudgedInputs of(EvaluationSettings settings)
            throws io.github.rageval.engine.model.InputException {
        return of(settings, Set.of());
    }

    /**
     * As {@link #of(EvaluationSettings)}, judged documents deleted since the golden set's lock known, as the
     * evaluation reads them.
     */
    public static JudgedInputs of(EvaluationSettings settings, Set<String> deletedSinceLock)
            throws io.github.rageval.engine.model.InputException {
        DataSources sources = settings.sources();
        if (sources.run() == null) {
            EvaluationInputs inputs = EvaluationInputs.of(settings, deletedSinceLock);
            Path corpus = inputs.corpusFile();
            boolean absent = corpus == null || settings.corpusOptional() && !exists(corpus);
            return new JudgedInputs(inputs.golden(), absent ? null : corpus, inputs.loader());
        }
        GoldenDataset golden = JudgmentMerge.merge(RunEvaluation.judging(settings),
                JudgmentFiles.readAll(sources.judgments(), sources.acceptMachineJudgments(), settings.words())
                        .lines());
        Path corpus = sources.beirFolder() != null
                ? new BeirDataset(sources.beirFolder(), sources.beirSplit()).corpusFile() : settings.corpus();
        // A run file needs no corpus: one is read only when it is there.
        return new JudgedInputs(golden, corpus != null && exists(corpus) ? corpus : null,
                sources.beirFolder() != null ? CorpusLoader.beir() : new CorpusLoader());
    }

    private static boolean exists(Path file) {
        return Files.exists(file, LinkOption.NOFOLLOW_LINKS);
    }
}
