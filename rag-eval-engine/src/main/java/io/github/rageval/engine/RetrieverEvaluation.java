package io.github.rageval.engine;

import io.github.rageval.engine.concurrent.ParallelTasks;
import io.github.rageval.engine.data.BeirDataset;
import io.github.rageval.engine.data.Corpus;
import io.github.rageval.engine.data.CorpusLoader;
import io.github.rageval.engine.data.GoldenCase;
import io.github.rageval.engine.data.GoldenDataset;
import io.github.rageval.engine.data.GoldenDatasetLoader;
import io.github.rageval.engine.data.InputException;
import io.github.rageval.engine.data.RelevantIdCheck;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TfidfExplainer;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.retrieval.IndexBuilder;
import io.github.rageval.engine.retrieval.TfidfRetriever;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The built-in retriever's evaluation: load judged queries and a corpus (the specification's two JSON files, or a
 * BEIR folder), fit TF-IDF on the corpus, and run every judged query through it.
 *
 * <p>The judgments are read first, so that the corpus can stream: each document is indexed as it is read and its
 * text dropped, except the texts of judged documents, which explanations quote. A corpus of a million documents
 * is so never held as text.
 */
final class RetrieverEvaluation {
    private RetrieverEvaluation() {
    }

    static EvaluatedCases evaluate(EvaluationSettings settings, Evaluator evaluator, Integer depth,
                                   ProgressListener progress) throws InputException {
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

        Set<String> quoted = settings.explain() == ExplainMode.NONE ? Set.of() : judgedIds(golden);
        Map<String, String> judgedTexts = new HashMap<>();
        IndexBuilder index = new IndexBuilder(settings.tfidf());
        ProgressMeter indexing = ProgressMeter.start("documents indexed", -1, progress);
        Corpus corpus = loader.load(corpusFile, document -> {
            index.add(document.id(), document.text());
            if (quoted.contains(document.id())) {
                judgedTexts.put(document.id(), document.text());
            }
            indexing.advance();
        });
        indexing.finish();
        RelevantIdCheck.requireKnown(golden, corpus, corpusFile);

        ProgressMeter building = ProgressMeter.start("index built", -1, progress);
        TfidfRetriever retriever = index.build();
        building.finish();

        int asked = depth != null ? depth : evaluator.depth();
        List<CaseResult> cases = evaluator.evaluate(retriever, golden.cases(), asked, settings.effectiveThreads(),
                progress);
        return new EvaluatedCases(new ResultSource.Retriever(settings.tfidf(), corpus.size(),
                retriever.vocabulary().size(), asked, retriever.stats()), cases, List.of(),
                explain(settings, retriever, judgedTexts, cases, progress));
    }

    private static Set<String> judgedIds(GoldenDataset golden) {
        Set<String> ids = new HashSet<>();
        for (GoldenCase judged : golden.cases()) {
            ids.addAll(judged.grades().keySet());
        }
        return ids;
    }

    /** Explanations of the chosen queries, in case order, computed on the query threads. */
    private static List<QueryExplanation> explain(EvaluationSettings settings, TfidfRetriever retriever,
                                                  Map<String, String> judgedTexts, List<CaseResult> cases,
                                                  ProgressListener progress) {
        if (settings.explain() == ExplainMode.NONE) {
            return List.of();
        }
        List<Integer> chosen = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            if (settings.explain() == ExplainMode.ALL || !cases.get(i).hit()) {
                chosen.add(i);
            }
        }
        TfidfExplainer explainer = new TfidfExplainer(retriever, judgedTexts, settings.k());
        QueryExplanation[] explanations = new QueryExplanation[chosen.size()];
        ProgressMeter meter = ProgressMeter.start("queries explained", chosen.size(), progress);
        ParallelTasks.run(chosen.size(), settings.effectiveThreads(), meter, j -> {
            int caseIndex = chosen.get(j);
            explanations[j] = explainer.explain(caseIndex, cases.get(caseIndex));
        });
        meter.finish();
        return Arrays.asList(explanations);
    }

    /** A golden case keyed only by query_id can be joined to a run, but the retriever needs words to search. */
    private static void requireQueryTexts(GoldenDataset golden) throws InputException {
        for (int i = 0; i < golden.size(); i++) {
            if (golden.cases().get(i).query() == null) {
                throw new InputException("golden dataset file " + golden.source() + ", " + golden.places().get(i)
                        + ": has no \"query\" field, which the built-in retriever needs to search with. Add the"
                        + " query text, or evaluate a run file (run) that holds the results for its query_id.");
            }
        }
    }
}
