package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.concurrent.ParallelTasks;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.retriever.LoadedRetriever;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.capability.ExplainingRetriever;
import io.github.rageval.engine.retriever.capability.IndexedRetriever;
import io.github.rageval.engine.retriever.capability.ReportingRetriever;
import io.github.rageval.engine.retriever.index.IndexStats;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A retriever's evaluation: load the judged queries and the corpus (the specification's two JSON files, or a BEIR
 * folder), hand the corpus to the retriever ({@link CorpusIndexing}), run every judged query through it, and close
 * it, always.
 *
 * <p>The judgments are read first, so that the corpus can stream into a retriever that indexes as it reads. A
 * retriever with its own index may run without a corpus, when the corpus file was left at its default and does not
 * exist.
 */
final class RetrieverEvaluation {
    private RetrieverEvaluation() {
    }

    /**
     * @param inputs the judgments read and where the corpus is ({@link EvaluationInputs#of})
     * @param rider what else takes the corpus from the evaluation's read; the judged documents it knows were deleted
     *     since the golden set's lock are let through the relevant-id check ({@link EvaluationInputs})
     */
    static EvaluatedCases evaluate(EvaluationSettings settings, EvaluationInputs inputs, Evaluator evaluator,
                                   Integer depth, ProgressListener progress, CorpusRider rider)
            throws ConfigurationException, InputException {
        try (LoadedRetriever retriever = Retrievers.open(settings.retriever())) {
            EvaluationInputs used = inputs.forRetrievers(settings, List.of(retriever));
            if (evaluator.readsContextTexts()) {
                retriever.keepTexts();
            }
            SpanJudging.requireCorpus(used);
            CorpusIndexing.Indexed indexed = null;
            CorpusIndexing.Labels labels = new CorpusIndexing.Labels(used.golden(), false);
            if (used.corpusFile() != null) {
                CorpusTexts texts = new CorpusTexts();
                CorpusRider riders = CorpusTexts.needed(used, List.of(retriever), evaluator)
                        ? CorpusRider.all(List.of(rider, texts)) : rider;
                indexed = CorpusIndexing.index(List.of(retriever), used.corpusFile(), used, quoted(settings, used),
                        riders, progress, r -> progress, 1);
                used = used.deletedToo(riders.knownAbsent());
                labels = CorpusIndexing.requireKnownLabels(used, indexed.corpus(), retriever,
                        SpanJudging.located(used, indexed), texts.texts());
                texts.keepFor(evaluator);
            }
            EvaluatedCases evaluated = evaluate(settings, evaluator, depth, progress, labels, indexed, retriever,
                    retriever::rank, !settings.retriever().isClassName(), true);
            return evaluated.plusWarnings(used.warnings()).plusWarnings(retriever.closeReporting().stream().toList());
        } catch (LoadedRetriever.Failure failure) {
            throw failure.exception();
        }
    }

    /**
     * The ids whose texts the corpus's read keeps: those explanations may quote (none when nothing is explained),
     * and the documents a golden set labelled by spans refers to, which its references are located in.
     */
    static Set<String> quoted(EvaluationSettings settings, EvaluationInputs inputs) {
        Set<String> referenced = SpanJudging.referencedDocuments(inputs.golden());
        if (settings.explain() == ExplainMode.NONE) {
            return referenced;
        }
        Set<String> quoted = new java.util.HashSet<>(inputs.judgedIds());
        quoted.addAll(referenced);
        return quoted;
    }

    /**
     * One indexed retriever's cases; the caller closes it.
     *
     * @param labels the golden set as its rankings are held to it ({@link CorpusIndexing#requireKnownLabels})
     * @param indexed the corpus it indexed; null when it ran without one
     * @param ranking how its rankings are got: from it, or from rankings shared with other variants
     * @param builtIn whether it is one of rag-eval's own, which tie ranges fetch further than the depth
     * @param gated whether this is the gated evaluation, which gets tie ranges and explanations
     */
    static EvaluatedCases evaluate(EvaluationSettings settings, Evaluator evaluator, Integer depth,
                                   ProgressListener progress, CorpusIndexing.Labels labels,
                                   CorpusIndexing.Indexed indexed, LoadedRetriever retriever,
                                   Evaluator.Ranker ranking, boolean builtIn, boolean gated)
            throws InputException {
        GoldenDataset golden = labels.golden();
        int asked = depth != null ? depth : evaluator.depth();
        int threads = retriever.threadSafe() ? settings.effectiveThreads() : 1;
        // A built-in retriever is asked further than the depth, to see ties across it whole; the team's own retriever
        // (perhaps a search service) is asked for what it always was.
        LongerLists longer = gated && settings.scoring().tieRanges() ? new LongerLists(golden, asked, builtIn) : null;
        Evaluator.Ranker ranker = longer != null ? longer.ranker(ranking) : ranking;
        Evaluator.Timed timed = evaluator.timed(ranker, golden.cases(), asked, threads, progress, System::nanoTime);
        List<CaseResult> cases = timed.cases();
        // A retriever's own passages are explained by nothing of rag-eval's: only built-in retrievers explain.
        List<QueryExplanation> explanations = gated && indexed != null && retriever.passagePlaces() == null
                ? explain(settings, retriever, indexed.judgedTexts(), cases, threads, progress) : List.of();
        List<String> warnings = new ArrayList<>();
        if (labels.chunkIds()) {
            warnings.add(CorpusIndexing.chunkLabelWarning());
        }
        if (retriever.retriever() instanceof ReportingRetriever reporting) {
            warnings.addAll(reporting.warnings());
        }
        warnings.addAll(retriever.warnings(longer != null ? longer.fetched : asked));
        if (retriever.passagePlaces() != null) {
            retriever.passagePlaces().warning(retriever.name()).ifPresent(warnings::add);
        }
        if (indexed != null && !labels.chunksRanked()) {
            UnknownIds.warning(retriever.name(), indexed.corpus(), cases).ifPresent(warnings::add);
        }
        if (evaluator.readsContextTexts()) {
            evaluator.texts().missing(retriever.name(), cases, settings.k(), evaluator.metrics().stream()
                    .filter(m -> m.family().readsContextTexts()).map(Metric::key).toList()).ifPresent(warnings::add);
        }
        int vocabularySize = 0;
        IndexStats stats = null;
        if (retriever.retriever() instanceof IndexedRetriever indexedRetriever) {
            vocabularySize = indexedRetriever.vocabularySize();
            stats = indexedRetriever.stats();
        }
        int documents = indexed != null ? indexed.corpus().size() : ResultSource.Retriever.NO_CORPUS;
        return new EvaluatedCases(new ResultSource.Retriever(retriever.settings(), documents, vocabularySize, asked,
                stats), cases, warnings, explanations, longer != null ? longer.lists : List.of(), asked,
                timed.latencies());
    }

    /**
     * For tie ranges: each list is kept whole, and a built-in retriever's fetched further than it is evaluated (twice
     * the depth and ten more), so that a run of equal scores across the cutoff is seen whole; the evaluation still
     * scores the first {@code depth}.
     */
    static final class LongerLists {
        final int fetched;
        final List<List<ScoredDocument>> lists;
        private final Map<GoldenCase, Integer> positions = new IdentityHashMap<>();

        LongerLists(GoldenDataset golden, int depth, boolean further) {
            this.fetched = fetched(depth, further);
            this.lists = new ArrayList<>(Collections.nCopies(golden.size(), null));
            for (int i = 0; i < golden.size(); i++) {
                positions.put(golden.cases().get(i), i);
            }
        }

        /** How far a list evaluated to this depth is fetched. */
        static int fetched(int depth, boolean further) {
            return further ? depth * 2 + 10 : depth;
        }

        /** Ranks to the longer depth, keeps the whole list, and hands back the evaluated part. */
        Evaluator.Ranker ranker(Evaluator.Ranker base) {
            return (judged, depth) -> {
                List<ScoredDocument> ranking = base.rank(judged, fetched);
                lists.set(positions.get(judged), ranking);
                return ranking.size() <= depth ? ranking : ranking.subList(0, depth);
            };
        }
    }

    /** Explanations of the chosen queries, in case order, computed on the query threads; built-in retrievers only. */
    private static List<QueryExplanation> explain(EvaluationSettings settings, LoadedRetriever retriever,
                                                  Map<String, String> judgedTexts, List<CaseResult> cases,
                                                  int threads, ProgressListener progress) {
        if (settings.explain() == ExplainMode.NONE
                || !(retriever.retriever() instanceof ExplainingRetriever explaining) || !explaining.explains()) {
            return List.of();
        }
        List<Integer> chosen = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            if (settings.explain() == ExplainMode.ALL || !cases.get(i).hit()) {
                chosen.add(i);
            }
        }
        ExplainingRetriever.Explainer explainer = explaining.explainer(judgedTexts, settings.k());
        QueryExplanation[] explanations = new QueryExplanation[chosen.size()];
        ProgressMeter meter = ProgressMeter.start("queries explained", chosen.size(), progress);
        ParallelTasks.run(chosen.size(), threads, meter, j -> {
            int caseIndex = chosen.get(j);
            explanations[j] = explainer.explain(caseIndex, cases.get(caseIndex), meter::stillWorking);
        });
        meter.finish();
        return Arrays.asList(explanations);
    }
}
