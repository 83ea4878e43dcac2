package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.concurrent.ParallelTasks;
import io.github.rageval.engine.input.BeirDataset;
import io.github.rageval.engine.input.Examples;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.GoldenDatasetLoader;
import io.github.rageval.engine.input.JudgmentFiles;
import io.github.rageval.engine.input.JudgmentLine;
import io.github.rageval.engine.input.JudgmentMerge;
import io.github.rageval.engine.input.QrelsLoader;
import io.github.rageval.engine.input.ReadJudgments;
import io.github.rageval.engine.input.Run;
import io.github.rageval.engine.input.RunCoverage;
import io.github.rageval.engine.input.RunLoader;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.RunMismatch;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.util.ArrayList;
import java.util.List;

/**
 * A run file's evaluation, as trec_eval evaluates one: no corpus, no retriever; each judged query's results are
 * sorted by score (ties by document id descending), optionally cut to a depth, and scored against its judgments.
 * Queries of the run without judgments are left out; judged queries without results count as 0 or are left out,
 * as {@link ScoringOptions#countMissingQueries()} says (trec_eval's {@code -c} or its default).
 */
final class RunEvaluation {
    private RunEvaluation() {
    }

    /**
     * A run file's evaluation and the judgments merged into it.
     *
     * @param cases the evaluated cases
     * @param judgments the grades the judgments files gave, a machine's among them when counted
     */
    record Evaluated(EvaluatedCases cases, List<JudgmentLine> judgments) {
    }

    static Evaluated evaluate(EvaluationSettings settings, Evaluator evaluator, Integer depth,
                              RunMismatch mismatch) throws InputException {
        DataSources sources = settings.sources();
        RunLoader loader = new RunLoader();
        loader.requireFile(sources.run());
        GoldenDataset judging = judging(settings);
        // The judgments files merged in, their warnings (a machine's grades left out) with the run's.
        ReadJudgments read = JudgmentFiles.readAll(sources.judgments(), sources.acceptMachineJudgments(),
                settings.words());
        GoldenDataset golden = EvaluationInputs.answered(settings, JudgmentMerge.merge(judging, read.lines()));
        AnswerJudging.requireLabels(evaluator.metrics(), golden);
        Run run = loader.load(sources.run());
        boolean countMissing = settings.scoring().countMissingQueries();
        RunCoverage coverage = RunCoverage.of(run, golden, countMissing);
        List<String> mismatches = coverage.describe(run, golden,
                settings.words().assigned(GoalSettings.COUNT_MISSING_QUERIES, String.valueOf(countMissing)));
        if (coverage.missing().size() == golden.size()) {
            String unicode = coverage.normalisation(golden).map(sentence -> ". " + sentence).orElse("");
            throw new InputException("run file " + run.source() + " has results for none of the "
                    + golden.size() + " judged queries of " + golden.source() + " (the run's queries: "
                    + Examples.of(run.queryIds()) + ")" + unicode
                    + ". Check that the run and the judgments belong together: their query ids must match.");
        }
        if (!mismatches.isEmpty() && mismatch == RunMismatch.ERROR) {
            throw new InputException(String.join("; ", mismatches) + ". Check that the run and the judgments"
                    + " belong together, or set " + settings.words().setTo(GoalSettings.RUN_MISMATCH,
                            RunMismatch.WARN.key())
                    + " to evaluate what lines up.");
        }
        List<GoldenCase> scored = new ArrayList<>();
        List<List<ScoredDocument>> whole = new ArrayList<>();
        for (GoldenCase judged : golden.cases()) {
            if (run.contains(judged.queryId())) {
                scored.add(judged);
                whole.add(run.ranking(judged.queryId()));
            } else if (countMissing) {
                scored.add(judged);
                whole.add(List.of());
            }
        }
        // Each query is scored on its own (the evaluator holds no mutable state), each result in its query's slot.
        List<CaseResult> cases = ParallelTasks.results(scored.size(), ParallelTasks.processors(),
                i -> evaluator.score(scored.get(i), cut(whole.get(i), depth)));
        List<String> warnings = new ArrayList<>(read.warnings());
        warnings.addAll(mismatches);
        RunCoverage.documentForms(run, golden).ifPresent(warnings::add);
        return new Evaluated(new EvaluatedCases(new ResultSource.RunFile(run.source(), run.size(), coverage,
                depth == null ? 0 : depth), cases, warnings, List.of(),
                settings.scoring().tieRanges() ? whole : List.of(), depth == null ? 0 : depth), read.lines());
    }

    /** What judges: a qrels file, a BEIR folder's split, or the golden dataset, whose cases need a query_id. */
    static GoldenDataset judging(EvaluationSettings settings) throws InputException {
        DataSources sources = settings.sources();
        if (sources.qrels() != null) {
            return new QrelsLoader().load(sources.qrels());
        }
        if (sources.beirFolder() != null) {
            return new BeirDataset(sources.beirFolder(), sources.beirSplit()).judgments();
        }
        GoldenDataset golden = new GoldenDatasetLoader().load(settings.goldenDataset());
        if (golden.labelsSpans()) {
            throw new InputException("golden dataset file " + golden.source() + " labels its questions by character"
                    + " spans (\"references\"), which judge chunks by the characters they hold, and a run file lists"
                    + " document ids without them. Evaluate a retriever that chunks the corpus (the setting"
                    + " chunking), or label documents (\"relevant_doc_ids\").");
        }
        for (int i = 0; i < golden.size(); i++) {
            if (golden.cases().get(i).queryId() == null) {
                throw new InputException("golden dataset file " + golden.source() + ", " + golden.places().get(i)
                        + ": has no \"query_id\" field, which joins a case to the run's results. Give every case"
                        + " the query id the run uses.");
            }
        }
        return golden;
    }

    private static List<ScoredDocument> cut(List<ScoredDocument> ranking, Integer depth) {
        return depth == null || ranking.size() <= depth ? ranking : ranking.subList(0, depth);
    }
}
