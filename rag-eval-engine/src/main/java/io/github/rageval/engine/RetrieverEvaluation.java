package io.github.rageval.engine;

import io.github.rageval.engine.data.BeirDataset;
import io.github.rageval.engine.data.Corpus;
import io.github.rageval.engine.data.CorpusLoader;
import io.github.rageval.engine.data.GoldenDataset;
import io.github.rageval.engine.data.GoldenDatasetLoader;
import io.github.rageval.engine.data.InputException;
import io.github.rageval.engine.data.RelevantIdCheck;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TfidfExplainer;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.retrieval.TfidfRetriever;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The built-in retriever's evaluation: load a corpus and judged queries (the specification's two JSON files, or a
 * BEIR folder), fit TF-IDF on the corpus, and run every judged query through it.
 */
final class RetrieverEvaluation {
    private RetrieverEvaluation() {
    }

    static EvaluatedCases evaluate(EvaluationSettings settings, Evaluator evaluator, Integer depth)
            throws InputException {
        DataSources sources = settings.sources();
        Corpus corpus;
        GoldenDataset golden;
        Path corpusFile;
        if (sources.beirFolder() != null) {
            BeirDataset beir = new BeirDataset(sources.beirFolder(), sources.beirSplit());
            corpusFile = beir.corpusFile();
            corpus = beir.corpus();
            golden = beir.golden();
        } else {
            corpusFile = settings.corpus();
            corpus = new CorpusLoader().load(corpusFile);
            golden = new GoldenDatasetLoader().load(settings.goldenDataset());
            requireQueryTexts(golden);
        }
        RelevantIdCheck.requireKnown(golden, corpus, corpusFile);

        TfidfRetriever retriever = TfidfRetriever.fit(corpus.documents(), settings.tfidf());
        int asked = depth != null ? depth : evaluator.depth();
        List<CaseResult> cases = evaluator.evaluate(retriever, golden.cases(), asked);
        return new EvaluatedCases(new ResultSource.Retriever(settings.tfidf(), corpus.size(),
                retriever.vocabulary().size(), asked), cases, List.of(),
                explain(settings, retriever, corpus, cases));
    }

    private static List<QueryExplanation> explain(EvaluationSettings settings, TfidfRetriever retriever,
                                                  Corpus corpus, List<CaseResult> cases) {
        List<QueryExplanation> explanations = new ArrayList<>();
        if (settings.explain() == ExplainMode.NONE) {
            return explanations;
        }
        TfidfExplainer explainer = new TfidfExplainer(retriever, corpus.documents(), settings.k());
        for (int i = 0; i < cases.size(); i++) {
            if (settings.explain() == ExplainMode.ALL || !cases.get(i).hit()) {
                explanations.add(explainer.explain(i, cases.get(i)));
            }
        }
        return explanations;
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
