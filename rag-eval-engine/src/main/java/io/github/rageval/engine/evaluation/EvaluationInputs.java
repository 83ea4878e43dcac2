package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.input.BeirDataset;
import io.github.rageval.engine.input.CorpusLoader;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.GoldenDatasetLoader;
import io.github.rageval.engine.input.JudgmentFiles;
import io.github.rageval.engine.input.JudgmentLine;
import io.github.rageval.engine.input.JudgmentMerge;
import io.github.rageval.engine.input.ReadJudgments;
import io.github.rageval.engine.input.RecordedAnswersLoader;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.retriever.LoadedRetriever;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a retriever's evaluation reads before any retriever runs: the judged queries (with the {@code judgments}
 * files merged in), and where the corpus is and how it is read (the specification's JSON files, or a BEIR folder).
 *
 * @param golden the judged queries
 * @param corpusFile the corpus file; null when there is none to read
 * @param loader how the corpus file is read
 * @param judgments the judgments merged from other files, which the corpus, once read, must hold the documents of
 * @param warnings what reading those files warned about (a machine's grades left out), for the gated evaluation's
 *     warnings
 * @param deletedSinceLock judged documents the golden set's lock says were deleted from the corpus since: known ids,
 *     not typos, so the relevant-id check lets them through (they stay relevant, and no retriever can find them)
 */
record EvaluationInputs(GoldenDataset golden, Path corpusFile, CorpusLoader loader, List<JudgmentLine> judgments,
                        List<String> warnings, Set<String> deletedSinceLock) {

    /** Reads the judgments; the corpus is only located. */
    static EvaluationInputs of(EvaluationSettings settings, Set<String> deletedSinceLock) throws InputException {
        DataSources sources = settings.sources();
        ReadJudgments read = JudgmentFiles.readAll(sources.judgments(), sources.acceptMachineJudgments(),
                settings.words());
        List<JudgmentLine> judgments = read.lines();
        if (sources.beirFolder() != null) {
            BeirDataset beir = new BeirDataset(sources.beirFolder(), sources.beirSplit());
            GoldenDataset golden = InputMemory.guard("BEIR folder", sources.beirFolder(),
                    "reading its queries and qrels", beir::golden);
            return new EvaluationInputs(answered(settings, JudgmentMerge.merge(golden, judgments)),
                    beir.corpusFile(), CorpusLoader.beir(), judgments, read.warnings(), Set.copyOf(deletedSinceLock));
        }
        GoldenDataset golden = InputMemory.guard("golden dataset file", settings.goldenDataset(), "reading it",
                () -> new GoldenDatasetLoader().load(settings.goldenDataset()));
        requireQueryTexts(golden);
        return new EvaluationInputs(answered(settings, JudgmentMerge.merge(golden, judgments)), settings.corpus(),
                new CorpusLoader(), judgments, read.warnings(), Set.copyOf(deletedSinceLock));
    }

    /**
     * The golden set with the recorded answers read into it, when {@code recordedAnswers} is set; and with their
     * faithfulness read from the judge's cache when a rule names {@code faithfulness} (offline: nothing is asked).
     */
    static GoldenDataset answered(EvaluationSettings settings, GoldenDataset golden) throws InputException {
        DataSources sources = settings.sources();
        if (sources.recordedAnswers() == null) {
            return golden;
        }
        GoldenDataset answered = new RecordedAnswersLoader().attach(sources.recordedAnswers(), golden);
        // Without judgeModel the rule is refused with what to set (AnswerJudging.requireSources), not read here.
        boolean faithfulness = sources.faithfulness() != null
                && settings.rules().metrics().stream().anyMatch(m -> m.family().readsJudgeReplies());
        return faithfulness ? sources.faithfulness().attach(answered) : answered;
    }

    /**
     * These inputs without a corpus when none of the retrievers needs one, the corpus was left at its default and
     * that file does not exist (retrievers with their own index); else as they are.
     */
    EvaluationInputs forRetrievers(EvaluationSettings settings, List<LoadedRetriever> retrievers) {
        if (corpusFile != null && settings.corpusOptional() && retrievers.stream().noneMatch(
                LoadedRetriever::needsCorpus) && !Files.exists(corpusFile, LinkOption.NOFOLLOW_LINKS)) {
            return new EvaluationInputs(golden, null, loader, judgments, warnings, deletedSinceLock);
        }
        return this;
    }

    /** These inputs with more judged documents known deleted since the lock, as the corpus's read found them. */
    EvaluationInputs deletedToo(Set<String> deleted) {
        if (deleted.isEmpty()) {
            return this;
        }
        Set<String> all = new HashSet<>(deletedSinceLock);
        all.addAll(deleted);
        return new EvaluationInputs(golden, corpusFile, loader, judgments, warnings, Set.copyOf(all));
    }

    /** The ids whose texts explanations quote: every judged id, and a judged chunk's document. */
    Set<String> judgedIds() {
        Set<String> ids = new HashSet<>();
        for (GoldenCase judged : golden.cases()) {
            for (String id : judged.grades().keySet()) {
                ids.add(id);
                // A chunk id (doc_id#n) is quoted from its document's text, cut again.
                int hash = id.lastIndexOf('#');
                if (hash > 0) {
                    ids.add(id.substring(0, hash));
                }
            }
        }
        return ids;
    }

    /** A golden case keyed only by query_id can be joined to a run, but a retriever needs words to search. */
    private static void requireQueryTexts(GoldenDataset golden) throws InputException {
        for (int i = 0; i < golden.size(); i++) {
            if (golden.cases().get(i).query() == null) {
                throw new InputException("golden dataset file " + golden.source() + ", " + golden.places().get(i)
                        + ": has no \"query\" field, which the retriever needs to search with. Add the"
                        + " query text, or evaluate a run file (run) that holds the results for its query_id.");
            }
        }
    }
}
