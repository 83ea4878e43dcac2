package io.github.rageval.engine;

import io.github.rageval.engine.data.InputException;
import io.github.rageval.engine.gate.Gate;
import io.github.rageval.engine.gate.SegmentGate;
import io.github.rageval.engine.gate.SegmentRules;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.SegmentSummaries;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.metrics.Cutoffs;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.metrics.MetricSelection;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.retrieval.Analyzer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One evaluation from files to verdict: check the settings, get a ranked list per judged query (from the built-in
 * TF-IDF retriever, or from a run file produced elsewhere), score the lists, summarise, and hold the summary to
 * the gate.
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
        SegmentSettings segmentSettings = settings.segments();
        SegmentRules rules = SegmentRules.parse(segmentSettings.tagThresholds(),
                segmentSettings.maxFailingQueries(), segmentSettings.maxFailingQueriesPerTag());
        checkSettings(settings);
        ScoringOptions scoring = settings.scoring();
        List<Metric> held = new ArrayList<>(gate.metrics());
        held.addAll(rules.metrics());
        Evaluator evaluator = new Evaluator(settings.k(),
                MetricSelection.of(Cutoffs.parse(scoring.cutoffs()), held), scoring.relevanceLevel());

        EvaluatedCases evaluated = settings.sources().run() != null
                ? RunEvaluation.evaluate(settings, evaluator, scoring.depth(), runMismatch(scoring))
                : RetrieverEvaluation.evaluate(settings, evaluator, scoring.depth(), progress);
        Summary summary = Summary.of(settings.k(), evaluator.metrics(), evaluated.cases());
        Map<String, Summary> segments = SegmentSummaries.of(settings.k(), evaluator.metrics(), evaluated.cases());
        SegmentGate segmentGate = new SegmentGate(rules);
        segmentGate.requireKnownTags(segments);
        List<Violation> violations = new ArrayList<>(gate.check(summary));
        violations.addAll(segmentGate.checkTags(segments));
        return new EvaluationReport(evaluated.source(), scoring.relevanceLevel(), evaluated.cases(), summary,
                gate.thresholds(), violations, evaluated.warnings(), evaluated.explanations(), segments,
                rules, segmentGate.checkMisses(evaluated.cases()));
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
        checkScoring(settings.scoring());
        checkSources(settings);
    }

    private static void checkScoring(ScoringOptions scoring) throws ConfigurationException {
        Cutoffs.parse(scoring.cutoffs());
        if (scoring.relevanceLevel() < 1) {
            throw new ConfigurationException("relevanceLevel = " + scoring.relevanceLevel() + " is not allowed:"
                    + " grade 0 means judged not relevant. Set it to 1 (the default, as trec_eval) or more.");
        }
        if (scoring.depth() != null && scoring.depth() < 1) {
            throw new ConfigurationException("depth = " + scoring.depth() + " is not allowed. Set it to 1 or more,"
                    + " or leave it unset to evaluate every result.");
        }
        runMismatch(scoring);
    }

    private static RunMismatch runMismatch(ScoringOptions scoring) throws ConfigurationException {
        return RunMismatch.parse(scoring.runMismatch()).orElseThrow(() -> new ConfigurationException(
                "runMismatch = '" + scoring.runMismatch() + "' is not allowed. Use error or warn."));
    }

    private static void checkSources(EvaluationSettings settings) throws ConfigurationException {
        DataSources sources = settings.sources();
        if (sources.qrels() != null && sources.run() == null) {
            throw new ConfigurationException("qrels " + sources.qrels() + " is set without a run: qrels judge the"
                    + " results of a run file. Set run too, or use the golden dataset or a BEIR folder (beir) for"
                    + " the built-in retriever.");
        }
        if (sources.beirFolder() != null && sources.beirSplit().isBlank()) {
            throw new ConfigurationException("beirSplit is empty. Name the qrels split to evaluate, e.g. test"
                    + " (the file qrels/test.tsv).");
        }
        boolean judgmentsElsewhere = sources.qrels() != null || sources.beirFolder() != null;
        if (settings.goldenDataset() == null && !judgmentsElsewhere) {
            throw new ConfigurationException("no judgments: set goldenDataset, a BEIR folder (beir) or, with a run,"
                    + " qrels.");
        }
        if (sources.run() == null && sources.beirFolder() == null && settings.corpus() == null) {
            throw new ConfigurationException("no corpus for the built-in retriever: set corpus, a BEIR folder"
                    + " (beir), or evaluate a run file (run).");
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
