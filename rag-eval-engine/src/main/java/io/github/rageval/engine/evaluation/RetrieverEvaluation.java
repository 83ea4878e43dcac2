package io.github.rageval.engine.evaluation;

import io.github.rageval.api.Document;
import io.github.rageval.engine.concurrent.ParallelTasks;
import io.github.rageval.engine.config.DataSources;
import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.data.BeirDataset;
import io.github.rageval.engine.data.Corpus;
import io.github.rageval.engine.data.CorpusLoader;
import io.github.rageval.engine.data.GoldenDataset;
import io.github.rageval.engine.data.GoldenDatasetLoader;
import io.github.rageval.engine.data.RelevantIdCheck;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.retriever.LoadedRetriever;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.capability.ExplainingRetriever;
import io.github.rageval.engine.retriever.capability.ReportingRetriever;
import io.github.rageval.engine.retriever.capability.IndexedRetriever;
import io.github.rageval.engine.retriever.capability.StreamingIndexer;
import io.github.rageval.engine.retriever.chunking.ChunkedRetriever;
import io.github.rageval.engine.retriever.index.IndexStats;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A retriever's evaluation: load the judged queries and the corpus (the specification's two JSON files, or a BEIR
 * folder), hand the corpus to the retriever, run every judged query through it, and close it, always.
 *
 * <p>The judgments are read first, so that the corpus can stream: a built-in retriever that indexes as documents
 * arrive ({@link StreamingIndexer}) gets each document as it is read, and its text is dropped, except the texts of
 * judged documents, which explanations quote. A corpus of a million documents is so never held as text. Any other
 * retriever receives the corpus as one list. A retriever with its own index may run without a corpus, when the
 * corpus file was left at its default and does not exist.
 */
final class RetrieverEvaluation {
    private RetrieverEvaluation() {
    }

    static EvaluatedCases evaluate(EvaluationSettings settings, Evaluator evaluator, Integer depth,
                                   ProgressListener progress) throws ConfigurationException, InputException {
        DataSources sources = settings.sources();
        GoldenDataset golden;
        Path corpusFile;
        CorpusLoader loader;
        if (sources.beirFolder() != null) {
            BeirDataset beir = new BeirDataset(sources.beirFolder(), sources.beirSplit());
            golden = beir.golden();
            corpusFile = beir.corpusFile();
            loader = CorpusLoader.beir();
        } else {
            golden = new GoldenDatasetLoader().load(settings.goldenDataset());
            requireQueryTexts(golden);
            corpusFile = settings.corpus();
            loader = new CorpusLoader();
        }
        try (LoadedRetriever retriever = Retrievers.open(settings.effectiveRetriever())) {
            if (corpusFile != null && settings.corpusOptional() && !retriever.needsCorpus()
                    && !Files.exists(corpusFile)) {
                corpusFile = null;
            }
            return evaluate(settings, evaluator, depth, progress, golden, corpusFile, loader, retriever);
        } catch (LoadedRetriever.Failure failure) {
            throw failure.exception();
        }
    }

    private static EvaluatedCases evaluate(EvaluationSettings settings, Evaluator evaluator, Integer depth,
                                           ProgressListener progress, GoldenDataset golden, Path corpusFile,
                                           CorpusLoader loader, LoadedRetriever retriever) throws InputException {
        Set<String> quoted = settings.explain() == ExplainMode.NONE ? Set.of() : judgedIds(golden);
        Map<String, String> judgedTexts = new HashMap<>();
        int documents = ResultSource.Retriever.NO_CORPUS;
        boolean chunkLabels = false;
        if (corpusFile != null) {
            Corpus corpus = index(retriever, corpusFile, loader, quoted, judgedTexts, progress);
            chunkLabels = requireKnownLabels(golden, corpus, corpusFile, retriever);
            documents = corpus.size();
        }

        int asked = depth != null ? depth : evaluator.depth();
        int threads = retriever.threadSafe() ? settings.effectiveThreads() : 1;
        // A built-in retriever is asked further than the depth, to see ties across it whole; the team's own retriever
        // (perhaps a search service) is asked for what it always was.
        LongerLists longer = settings.scoring().tieRanges()
                ? new LongerLists(golden, asked, settings.retriever() == null || !settings.retriever().isClassName())
                : null;
        Evaluator.Ranker ranker = longer != null ? longer.ranker(retriever) : retriever::rank;
        List<CaseResult> cases = evaluator.evaluate(ranker, golden.cases(), asked, threads, progress);
        List<QueryExplanation> explanations = explain(settings, retriever, judgedTexts, cases, threads, progress);
        List<String> warnings = new ArrayList<>();
        if (chunkLabels) {
            warnings.add("the golden set labels chunk ids (doc_id#n), so chunks are ranked and judged as chunks, not"
                    + " documents: a chunk size other than the one labelled changes the ids");
        }
        if (retriever.retriever() instanceof ReportingRetriever reporting) {
            warnings.addAll(reporting.warnings());
        }
        warnings.addAll(retriever.warnings(longer != null ? longer.fetched : asked));
        int vocabularySize = 0;
        IndexStats stats = null;
        if (retriever.retriever() instanceof IndexedRetriever indexed) {
            vocabularySize = indexed.vocabularySize();
            stats = indexed.stats();
        }
        retriever.closeReporting().ifPresent(warnings::add);
        return new EvaluatedCases(new ResultSource.Retriever(retriever.settings(), documents, vocabularySize, asked,
                stats), cases, warnings, explanations, longer != null ? longer.lists : List.of(), asked);
    }

    /** Streams the corpus into a retriever that indexes as it reads, else loads it and hands it over as a list. */
    private static Corpus index(LoadedRetriever retriever, Path corpusFile, CorpusLoader loader, Set<String> quoted,
                                Map<String, String> judgedTexts, ProgressListener progress) throws InputException {
        if (retriever.retriever() instanceof ReportingRetriever reporting) {
            reporting.progressTo(progress);
        }
        StreamingIndexer streaming = retriever.retriever() instanceof StreamingIndexer s ? s : null;
        List<Document> documents = new ArrayList<>();
        ProgressMeter indexing = ProgressMeter.start(streaming != null ? "documents indexed" : "documents read", -1,
                progress);
        Corpus corpus = loader.load(corpusFile, document -> {
            if (streaming != null) {
                streaming.add(document);
            } else {
                documents.add(document);
            }
            if (quoted.contains(document.id())) {
                judgedTexts.put(document.id(), document.text());
            }
            indexing.advance();
        });
        indexing.finish();

        ProgressMeter building = ProgressMeter.start("index built", -1, progress);
        if (streaming != null) {
            streaming.finishIndexing();
        } else {
            retriever.index(List.copyOf(documents));
        }
        building.finish();
        return corpus;
    }

    /**
     * Checks the golden set's labels against what was indexed: document ids, or, when the golden set labels chunks
     * of a chunked corpus ({@code doc_id#n}), chunk ids, which chunks are then ranked as.
     *
     * @return whether the golden set labels chunks
     */
    private static boolean requireKnownLabels(GoldenDataset golden, Corpus corpus, Path corpusFile,
                                              LoadedRetriever retriever) throws InputException {
        if (retriever.retriever() instanceof ChunkedRetriever chunked && labelsChunks(golden, chunked)) {
            RelevantIdCheck.requireKnown(golden, chunked::isChunk, "not among the chunks of " + corpusFile
                    + " as chunking cuts it, though other labels are chunk ids", "Label chunks only, with the"
                    + " ids doc_id#n that chunking gives (n from 1), or documents only.");
            chunked.rankChunks();
            return true;
        }
        RelevantIdCheck.requireKnown(golden, corpus, corpusFile);
        return false;
    }

    /**
     * For tie ranges: each list is kept whole, and a built-in retriever's fetched further than it is evaluated (twice
     * the depth and ten more), so that a run of equal scores across the cutoff is seen whole; the evaluation still
     * scores the first {@code depth}.
     */
    private static final class LongerLists {
        final int fetched;
        final List<List<ScoredDocument>> lists;
        private final Map<GoldenCase, Integer> positions = new IdentityHashMap<>();

        LongerLists(GoldenDataset golden, int depth, boolean further) {
            this.fetched = further ? depth * 2 + 10 : depth;
            this.lists = new ArrayList<>(Collections.nCopies(golden.size(), null));
            for (int i = 0; i < golden.size(); i++) {
                positions.put(golden.cases().get(i), i);
            }
        }

        /** Ranks with the retriever to the longer depth, keeps the whole list, and hands back the evaluated part. */
        Evaluator.Ranker ranker(LoadedRetriever retriever) {
            return (judged, depth) -> {
                List<ScoredDocument> ranking = retriever.rank(judged, fetched);
                lists.set(positions.get(judged), ranking);
                return ranking.size() <= depth ? ranking : ranking.subList(0, depth);
            };
        }
    }

    /** Whether any judged id of the golden set is a chunk id rather than a document id. */
    private static boolean labelsChunks(GoldenDataset golden, ChunkedRetriever chunked) {
        for (GoldenCase judged : golden.cases()) {
            for (String id : judged.grades().keySet()) {
                if (chunked.isChunk(id)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Set<String> judgedIds(GoldenDataset golden) {
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
            explanations[j] = explainer.explain(caseIndex, cases.get(caseIndex));
        });
        meter.finish();
        return Arrays.asList(explanations);
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
