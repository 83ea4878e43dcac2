package io.github.rageval.engine;

import io.github.rageval.engine.data.Corpus;
import io.github.rageval.engine.data.CorpusLoader;
import io.github.rageval.engine.data.GoldenDataset;
import io.github.rageval.engine.data.GoldenDatasetLoader;
import io.github.rageval.engine.data.InputException;
import io.github.rageval.engine.data.RelevantIdCheck;
import io.github.rageval.engine.gate.Gate;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.retrieval.Analyzer;
import io.github.rageval.engine.retrieval.IndexBuilder;
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
        return run(settings, ProgressListener.NONE);
    }

    /**
     * @param progress told how indexing and the queries advance (see {@link ProgressListener})
     * @throws ConfigurationException for a bad setting, before any file is read
     * @throws InputException for a file that cannot be used
     */
    public static EvaluationReport run(EvaluationSettings settings, ProgressListener progress)
            throws ConfigurationException, InputException {
        Gate gate = new Gate(parseThresholds(settings.thresholds()));
        checkSettings(settings);

        // Each document is tokenized as it is read; its text is not kept.
        IndexBuilder index = new IndexBuilder(settings.tfidf());
        ProgressMeter indexing = ProgressMeter.start("documents indexed", -1, progress);
        Corpus corpus = new CorpusLoader().load(settings.corpus(), document -> {
            index.add(document.id(), document.text());
            indexing.advance();
        });
        indexing.finish();
        GoldenDataset golden = new GoldenDatasetLoader().load(settings.goldenDataset());
        RelevantIdCheck.requireKnown(golden, corpus, settings.corpus());

        ProgressMeter building = ProgressMeter.start("index built", -1, progress);
        TfidfRetriever retriever = index.build();
        building.finish();

        List<CaseResult> cases = new Evaluator(settings.k(), settings.effectiveThreads(), progress)
                .evaluate(retriever, golden.cases());
        Summary summary = Summary.of(settings.k(), cases);
        return new EvaluationReport(settings.tfidf(), corpus.size(), retriever.vocabulary().size(),
                retriever.stats(), cases, summary, gate.thresholds(), gate.check(summary));
    }

    private static void checkSettings(EvaluationSettings settings) throws ConfigurationException {
        if (settings.k() < 1) {
            throw new ConfigurationException("k = " + settings.k() + " is not allowed: each query must be able to"
                    + " return at least one document. Set k to 1 or more (default "
                    + EvaluationSettings.DEFAULT_K + ").");
        }
        if (settings.threads() < 0) {
            throw new ConfigurationException("threads = " + settings.threads() + " is not allowed. Set threads to"
                    + " the number of threads that run the queries, or to 0 for one per available processor ("
                    + Runtime.getRuntime().availableProcessors() + " here).");
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
