package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.config.DataSources;
import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.config.RunMismatch;
import io.github.rageval.engine.config.ScoringOptions;
import io.github.rageval.engine.config.Variant;
import io.github.rageval.engine.config.Variants;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.gate.SegmentGate;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.latency.Latency;
import io.github.rageval.engine.metrics.Cutoffs;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricSelection;
import io.github.rageval.engine.metrics.SegmentSummaries;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.metrics.TieRanges;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
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
        return evaluate(settings, progress).gate();
    }

    /**
     * As {@link #run(EvaluationSettings, ProgressListener)}, with every variant's report when the settings compare
     * several retrievers: each is held to the same rules, the gate variant's report is the one the gate holds, and it
     * also carries the other variants' warnings, led by their names.
     */
    public static Evaluations evaluate(EvaluationSettings settings, ProgressListener progress)
            throws ConfigurationException, InputException {
        GateRules rules = GateRules.of(settings);
        checkSettings(settings);
        boolean latency = LatencyReporting.reported(settings, rules.latency());
        ScoringOptions scoring = settings.scoring();
        Evaluator evaluator = new Evaluator(settings.k(),
                MetricSelection.of(Cutoffs.parse(scoring.cutoffs()), rules.metrics()), scoring.relevanceLevel());
        if (!settings.variants().isEmpty()) {
            List<EvaluatedCases> variants = VariantEvaluation.evaluate(settings, evaluator, scoring.depth(), progress);
            return judgeVariants(settings, evaluator, rules, latency ? variants
                    : variants.stream().map(EvaluatedCases::withoutLatencies).toList());
        }
        EvaluatedCases evaluated = settings.sources().run() != null ? runFile(settings, evaluator, progress)
                : RetrieverEvaluation.evaluate(settings, evaluator, scoring.depth(), progress);
        if (!latency) {
            evaluated = evaluated.withoutLatencies();
        }
        return new Evaluations(judgeWithTies(settings, evaluator, rules, evaluated), List.of());
    }

    /** A run file's evaluation, timed as one phase; out of heap, an input error naming the run file. */
    private static EvaluatedCases runFile(EvaluationSettings settings, Evaluator evaluator, ProgressListener progress)
            throws ConfigurationException, InputException {
        try {
            ProgressMeter phase = ProgressMeter.start("run file read and evaluated", -1, progress);
            EvaluatedCases evaluated = RunEvaluation.evaluate(settings, evaluator, settings.scoring().depth(),
                    runMismatch(settings.scoring()));
            phase.finish();
            return evaluated;
        } catch (OutOfMemoryError e) {
            throw InputMemory.outOfMemory("run file", settings.sources().run(), "reading and evaluating it", e);
        }
    }

    private static Evaluations judgeVariants(EvaluationSettings settings, Evaluator evaluator, GateRules rules,
                                             List<EvaluatedCases> evaluated) throws ConfigurationException {
        Variants variants = settings.variants();
        Variant gate = variants.gateVariant();
        List<String> othersWarnings = new ArrayList<>();
        for (int i = 0; i < evaluated.size(); i++) {
            String name = variants.list().get(i).name();
            if (!name.equals(gate.name())) {
                evaluated.get(i).warnings().forEach(w -> othersWarnings.add("variant " + name + ": " + w));
            }
        }
        List<VariantReport> reports = new ArrayList<>();
        EvaluationReport gated = null;
        for (int i = 0; i < evaluated.size(); i++) {
            Variant variant = variants.list().get(i);
            boolean isGate = variant.name().equals(gate.name());
            TieRanges ties = isGate ? tieRanges(settings, evaluator, evaluated.get(i)) : null;
            int level = settings.scoring().relevanceLevel();
            EvaluationReport report = judge(settings.k(), evaluator.metrics(), level, evaluated.get(i), rules, ties);
            reports.add(new VariantReport(variant.name(), variants.describe(variant), isGate, report));
            if (isGate) {
                gated = judge(settings.k(), evaluator.metrics(), level, evaluated.get(i).plusWarnings(othersWarnings),
                        rules, ties);
            }
        }
        return new Evaluations(gated, reports);
    }

    /** The gate's report, with tie ranges when asked for and some query ties documents of different grades. */
    private static EvaluationReport judgeWithTies(EvaluationSettings settings, Evaluator evaluator, GateRules rules,
                                                  EvaluatedCases evaluated) throws ConfigurationException {
        return judge(settings.k(), evaluator.metrics(), settings.scoring().relevanceLevel(), evaluated, rules,
                tieRanges(settings, evaluator, evaluated));
    }

    /** The metrics' ranges over tie orders; null when not asked for or when nothing ties across grades. */
    private static TieRanges tieRanges(EvaluationSettings settings, Evaluator evaluator, EvaluatedCases evaluated) {
        TieRanges ties = settings.scoring().tieRanges() ? TieRanges.of(evaluator, settings.k(), evaluated.cases(),
                evaluated.longer(), evaluated.depth()) : null;
        // Nothing ties across grades: every order gives the same numbers, and the reports say nothing of it.
        return ties != null && ties.queriesWithTies() == 0 ? null : ties;
    }

    /** Summarises evaluated cases over the given metrics and holds them to the rules: the gate's verdict. */
    public static EvaluationReport judge(int k, List<Metric> metrics, int relevanceLevel, EvaluatedCases evaluated,
                                         GateRules rules) throws ConfigurationException {
        return judge(k, metrics, relevanceLevel, evaluated, rules, null);
    }

    /**
     * As {@link #judge(int, List, int, EvaluatedCases, GateRules)}, with the metrics' ranges over tie orders, and
     * latency summarised from the cases' own times when they carry them.
     */
    public static EvaluationReport judge(int k, List<Metric> metrics, int relevanceLevel, EvaluatedCases evaluated,
                                         GateRules rules, TieRanges ties) throws ConfigurationException {
        Latency latency = evaluated.latencies() == null || evaluated.latencies().size() == 0 ? null
                : Latency.of(evaluated.latencies());
        return judge(k, metrics, relevanceLevel, evaluated, rules, ties, latency);
    }

    /**
     * As {@link #judge(int, List, int, EvaluatedCases, GateRules, TieRanges)}, with a latency summary given (a
     * saved report's, re-gated).
     *
     * @param latency the queries' times summarised; null when latency is not reported
     * @throws ConfigurationException also for latency limits without a latency to hold them to
     */
    public static EvaluationReport judge(int k, List<Metric> metrics, int relevanceLevel, EvaluatedCases evaluated,
                                         GateRules rules, TieRanges ties, Latency latency)
            throws ConfigurationException {
        if (latency == null && rules.latency().limited()) {
            throw new ConfigurationException("latency limits are set, but no query of this evaluation was timed."
                    + " Remove the limits, or evaluate a retriever with latency set to auto or true.");
        }
        Summary summary = Summary.of(k, metrics, evaluated.cases());
        Map<String, Summary> segments = SegmentSummaries.of(k, metrics, evaluated.cases());
        SegmentGate segmentGate = new SegmentGate(rules.segments());
        segmentGate.requireKnownTags(segments);
        List<Violation> violations = new ArrayList<>(rules.overall().check(summary));
        violations.addAll(segmentGate.checkTags(segments));
        return new EvaluationReport(evaluated.source(), relevanceLevel, evaluated.cases(), summary,
                rules.overall().thresholds(), violations, evaluated.warnings(), evaluated.explanations(), segments,
                rules.segments(), segmentGate.checkMisses(evaluated.cases()), ties, rules.latency().judge(latency));
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
        if (!settings.variants().isEmpty()) {
            checkVariants(settings);
        } else {
            settings.variants().check();
            if (settings.sources().run() == null) {
                Retrievers.check(settings.effectiveRetriever());
            }
        }
        checkScoring(settings.scoring());
        checkSources(settings);
    }

    /** Variants replace the build's one retriever: settings of that retriever next to them would be ignored. */
    private static void checkVariants(EvaluationSettings settings) throws ConfigurationException {
        RetrieverSpec retriever = settings.retriever();
        if (settings.sources().run() != null) {
            throw new ConfigurationException("variants and run " + settings.sources().run() + " are both set, but"
                    + " variants are retrievers run over the corpus, and a run file replaces the retriever. Remove"
                    + " one of them.");
        }
        if (!retriever.isDefault() || !retriever.options().isEmpty() || retriever.chunking() != null
                || !settings.tfidf().equals(TfidfOptions.defaults())) {
            throw new ConfigurationException("variants are set, and so is the build's own retriever (retriever "
                    + retriever.name() + ", retrieverOptions, chunking, tokenPattern, lowercase or sublinearTf),"
                    + " which variants replace and which would be ignored. Give each variant its <retriever>,"
                    + " <options> and <chunking>, and remove the others.");
        }
        settings.variants().check();
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
                "runMismatch = '" + Shown.value(scoring.runMismatch()) + "' is not allowed. Use error or warn."));
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
        RetrieverSpec retriever = settings.retriever();
        if (sources.run() != null && (!retriever.isDefault() || !retriever.options().isEmpty())) {
            throw new ConfigurationException("run " + sources.run() + " and retriever " + retriever.name()
                    + (retriever.options().isEmpty() ? "" : " (with retrieverOptions)") + " are both set, but a run"
                    + " file is evaluated instead of a retriever: the retriever would be ignored. Remove one of them.");
        }
        if (sources.run() != null && retriever.chunking() != null) {
            throw new ConfigurationException("run " + sources.run() + " and chunking are both set, but a run file's"
                    + " results are evaluated as they are, with no documents to chunk: chunking would be ignored."
                    + " Remove one of them.");
        }
        if (sources.run() != null && !settings.tfidf().equals(TfidfOptions.defaults())) {
            throw new ConfigurationException("run " + sources.run() + " and tokenPattern, lowercase or sublinearTf"
                    + " are both set, but those configure the tfidf retriever, and a run file is evaluated instead of"
                    + " a retriever: they would be ignored. Remove them.");
        }
        boolean judgmentsElsewhere = sources.qrels() != null || sources.beirFolder() != null;
        if (settings.goldenDataset() == null && !judgmentsElsewhere) {
            throw new ConfigurationException("no judgments: set goldenDataset, a BEIR folder (beir) or, with a run,"
                    + " qrels.");
        }
        boolean needsCorpus = settings.variants().isEmpty() ? Retrievers.needsCorpus(settings.retriever())
                : settings.variants().list().stream().anyMatch(v -> !v.isHybrid() && Retrievers.needsCorpus(v.retriever()));
        if (sources.run() == null && sources.beirFolder() == null && settings.corpus() == null && needsCorpus) {
            throw new ConfigurationException("no corpus for the built-in retriever: set corpus, a BEIR folder"
                    + " (beir), or evaluate a run file (run).");
        }
    }
}
