package io.github.rageval.engine;

import io.github.rageval.engine.data.Corpus;
import io.github.rageval.engine.data.CorpusLoader;
import io.github.rageval.engine.data.GoldenDataset;
import io.github.rageval.engine.data.GoldenDatasetLoader;
import io.github.rageval.engine.data.InputException;
import io.github.rageval.engine.data.RelevantIdCheck;
import io.github.rageval.engine.explain.ExplainMode;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TfidfExplainer;
import io.github.rageval.engine.gate.Gate;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.retrieval.Analyzer;
import io.github.rageval.engine.retrieval.TfidfRetriever;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One evaluation from files to verdict: check the settings, load and cross-check the data, fit the built-in
 * TF-IDF retriever, run every golden query, summarise, and hold the summary to the gate.
 */
public final class RagEvaluation {
    private RagEvaluation() {
    }

    /**
     * @throws ConfigurationException for a bad setting, before any file is read
     * @throws InputException for a file that cannot be used
     */
    public static EvaluationReport run(EvaluationSettings settings) throws ConfigurationException, InputException {
        Gate gate = new Gate(parseThresholds(settings.thresholds()));
        checkSettings(settings);

        Corpus corpus = new CorpusLoader().load(settings.corpus());
        GoldenDataset golden = new GoldenDatasetLoader().load(settings.goldenDataset());
        RelevantIdCheck.requireKnown(golden, corpus, settings.corpus());

        TfidfRetriever retriever = TfidfRetriever.fit(corpus.documents(), settings.tfidf());
        List<CaseResult> cases = new Evaluator(settings.k()).evaluate(retriever, golden.cases());
        Summary summary = Summary.of(settings.k(), cases);
        return new EvaluationReport(settings.tfidf(), corpus.size(), retriever.vocabulary().size(), cases, summary,
                gate.thresholds(), gate.check(summary), explain(settings.explain(), retriever, corpus, cases));
    }

    private static List<QueryExplanation> explain(ExplainMode mode, TfidfRetriever retriever, Corpus corpus,
                                                  List<CaseResult> cases) {
        List<QueryExplanation> explanations = new ArrayList<>();
        if (mode == ExplainMode.NONE) {
            return explanations;
        }
        TfidfExplainer explainer = new TfidfExplainer(retriever, corpus.documents());
        for (int i = 0; i < cases.size(); i++) {
            if (mode == ExplainMode.ALL || !cases.get(i).hit()) {
                explanations.add(explainer.explain(i, cases.get(i)));
            }
        }
        return explanations;
    }

    private static void checkSettings(EvaluationSettings settings) throws ConfigurationException {
        if (settings.k() < 1) {
            throw new ConfigurationException("k = " + settings.k() + " is not allowed: each query must be able to"
                    + " return at least one document. Set k to 1 or more (default "
                    + EvaluationSettings.DEFAULT_K + ").");
        }
        try {
            Analyzer.of(settings.tfidf());
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException(e.getMessage()
                    + ". Write the pattern in Python's regular expression syntax, as for scikit-learn.", e);
        }
    }

    static List<Threshold> parseThresholds(Map<String, String> thresholds) throws ConfigurationException {
        List<Threshold> parsed = new ArrayList<>();
        for (Map.Entry<String, String> entry : thresholds.entrySet()) {
            parsed.add(Threshold.parse(entry.getKey(), entry.getValue()));
        }
        return parsed;
    }
}
