package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.settings.Variant;
import io.github.rageval.engine.settings.Variants;
import io.github.rageval.engine.settings.GateRules;
import io.github.rageval.engine.gate.SegmentGate;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.input.JudgmentLine;
import io.github.rageval.engine.latency.Latency;
import io.github.rageval.engine.metrics.Evaluator;
import io.github.rageval.engine.metrics.JudgmentRanges;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricSelection;
import io.github.rageval.engine.metrics.SegmentSummaries;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.metrics.TieRanges;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One evaluation from files to verdict: get a ranked list per judged query (from a retriever, or from a run file
 * produced elsewhere), score the lists, summarise, and hold the summary to the gate. The settings come checked from
 * the settings pass (the settings package's GoalRequest), which every front end goes through.
 */
public final class RagEvaluation {
    private RagEvaluation() {
    }

    /**
     * @throws ConfigurationException for a gate rule that cannot be read
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
        return evaluate(settings, progress, CorpusRider.NONE);
    }

    /**
     * As {@link #evaluate(EvaluationSettings, ProgressListener)}, with work that takes the corpus from the
     * evaluation's one read of it ({@link CorpusRider}; a run file's evaluation reads none, and never ends it). The
     * judged documents the rider knows were deleted from the corpus since the golden set's lock are let through the
     * relevant-id check, since the lock's comparison says what became of them; they stay relevant, and count as
     * missed.
     */
    public static Evaluations evaluate(EvaluationSettings settings, ProgressListener progress, CorpusRider rider)
            throws ConfigurationException, InputException {
        GateRules rules = settings.rules();
        boolean latency = LatencyReporting.reported(settings, rules.latency());
        ScoringOptions scoring = settings.scoring();
        // A retriever's judgments are read first: whether they label spans decides which metrics there are.
        EvaluationInputs inputs = settings.sources().run() != null ? null : EvaluationInputs.of(settings, Set.of());
        boolean spans = inputs != null && inputs.golden().labelsSpans();
        SpanJudging.requireSpansFor(rules.metrics(), spans, inputs, settings.words());
        boolean ceiling = spans && SpanJudging.requireCeilingFor(rules.metrics(), settings);
        AnswerJudging.requireSources(rules.metrics(), settings.sources().recordedAnswers() != null,
                inputs == null, settings.sources().faithfulness() != null, settings.words());
        List<Metric> named = new ArrayList<>(rules.metrics());
        if (inputs != null) {
            named.addAll(AnswerJudging.defaults(inputs.golden(), true));
        }
        Evaluator evaluator = new Evaluator(settings.k(),
                MetricSelection.of(scoring.cutoffs(), named, spans, ceiling), scoring.relevanceLevel(),
                scoring.judgedOnly());
        if (inputs != null) {
            AnswerJudging.requireLabels(evaluator.metrics(), inputs.golden());
        }
        if (!settings.variants().isEmpty()) {
            List<EvaluatedCases> variants = VariantEvaluation.evaluate(settings, inputs, evaluator, scoring.depth(),
                    progress, rider)
                    .stream().map(v -> withHoles(settings, v)).toList();
            return withMachineGrades(judgeVariants(settings, evaluator, rules, latency ? variants
                    : variants.stream().map(EvaluatedCases::withoutLatencies).toList()), evaluator,
                    inputs.judgments(), settings);
        }
        EvaluatedCases evaluated;
        List<JudgmentLine> judgments;
        if (settings.sources().run() != null) {
            RunEvaluation.Evaluated run = runFile(settings, evaluator, progress);
            evaluated = run.cases();
            judgments = run.judgments();
        } else {
            evaluated = RetrieverEvaluation.evaluate(settings, inputs, evaluator, scoring.depth(), progress, rider);
            judgments = inputs.judgments();
        }
        evaluated = withHoles(settings, evaluated);
        if (!latency) {
            evaluated = evaluated.withoutLatencies();
        }
        return withMachineGrades(new Evaluations(judgeWithTies(settings, evaluator, rules, evaluated), List.of()),
                evaluator, judgments, settings);
    }

    /**
     * The gate's report with its metrics corrected for a machine judge's errors, when a machine's grades are counted
     * ({@link MachineGradeCorrection}).
     *
     * @param judgments the grades the judgments files gave
     */
    private static Evaluations withMachineGrades(Evaluations evaluations, Evaluator evaluator,
                                                 List<JudgmentLine> judgments, EvaluationSettings settings) {
        EvaluationReport gate = evaluations.gate();
        MachineGradeCorrection correction = MachineGradeCorrection.of(evaluator, gate.cases(), judgments,
                settings.words());
        return correction == null ? evaluations
                : new Evaluations(gate.toBuilder().machineGrades(correction).build(), evaluations.variants());
    }

    /**
     * The cases with the holes' rule their judgments and the setting {@code unlistedDocuments} give: an evaluation's,
     * and a saved report's re-gated, whose cases hold their judgments as they were evaluated.
     */
    public static EvaluatedCases withHoles(EvaluationSettings settings, EvaluatedCases evaluated) {
        return evaluated.withHoles(HoleRule.resolve(settings.sources().unlisted(), settings.sources(),
                evaluated.cases().stream().map(CaseResult::golden).toList()));
    }

    /** A run file's evaluation, timed as one phase; out of heap, an input error naming the run file. */
    private static RunEvaluation.Evaluated runFile(EvaluationSettings settings, Evaluator evaluator,
                                                   ProgressListener progress)
            throws ConfigurationException, InputException {
        try {
            ProgressMeter phase = ProgressMeter.start("run file read and evaluated", -1, progress);
            RunEvaluation.Evaluated evaluated = RunEvaluation.evaluate(settings, evaluator, settings.scoring().depth(),
                    settings.scoring().runMismatch());
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
            // Every variant's own: a variant that finds what nobody judged is the one the ranges are for.
            JudgmentRanges ranges = judgmentRanges(evaluator, evaluated.get(i));
            int level = settings.scoring().relevanceLevel();
            EvaluationReport report = judge(settings.k(), evaluator.metrics(), level, evaluated.get(i), rules, ties,
                    ranges);
            reports.add(new VariantReport(variant.name(), variants.describe(variant), isGate, report));
            if (isGate) {
                gated = judge(settings.k(), evaluator.metrics(), level, evaluated.get(i).plusWarnings(othersWarnings),
                        rules, ties, ranges);
            }
        }
        return new Evaluations(gated, reports);
    }

    /**
     * The gate's report, with tie ranges when asked for and some query ties documents of different grades, and
     * judgment ranges when some ranking holds a hole.
     */
    private static EvaluationReport judgeWithTies(EvaluationSettings settings, Evaluator evaluator, GateRules rules,
                                                  EvaluatedCases evaluated) throws ConfigurationException {
        return judge(settings.k(), evaluator.metrics(), settings.scoring().relevanceLevel(), evaluated, rules,
                tieRanges(settings, evaluator, evaluated), judgmentRanges(evaluator, evaluated));
    }

    /** What the holes in the judgments can do to the metrics; null when no evaluated ranking holds one. */
    private static JudgmentRanges judgmentRanges(Evaluator evaluator, EvaluatedCases evaluated) {
        return JudgmentRanges.of(evaluator, evaluated.cases(), evaluated.holes());
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
        return judge(k, metrics, relevanceLevel, evaluated, rules, ties, (JudgmentRanges) null);
    }

    /** As {@link #judge(int, List, int, EvaluatedCases, GateRules, TieRanges)}, with the judgment ranges. */
    private static EvaluationReport judge(int k, List<Metric> metrics, int relevanceLevel, EvaluatedCases evaluated,
                                          GateRules rules, TieRanges ties, JudgmentRanges ranges)
            throws ConfigurationException {
        Latency latency = evaluated.latencies() == null || evaluated.latencies().size() == 0 ? null
                : Latency.of(evaluated.latencies());
        return judge(k, metrics, relevanceLevel, evaluated, rules, ties, latency, ranges);
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
        return judge(k, metrics, relevanceLevel, evaluated, rules, ties, latency, null);
    }

    /**
     * As {@link #judge(int, List, int, EvaluatedCases, GateRules, TieRanges, Latency)}, with the metrics' judgment
     * ranges (a saved report's, re-gated, are carried as written).
     *
     * @param ranges each metric's values if the holes were relevant; null when no ranking holds a hole
     */
    public static EvaluationReport judge(int k, List<Metric> metrics, int relevanceLevel, EvaluatedCases evaluated,
                                         GateRules rules, TieRanges ties, Latency latency, JudgmentRanges ranges)
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
        return EvaluationReport.builder().source(evaluated.source()).relevanceLevel(relevanceLevel)
                .cases(evaluated.cases()).summary(summary).thresholds(rules.overall().thresholds())
                .violations(violations).warnings(evaluated.warnings()).explanations(evaluated.explanations())
                .segments(segments).segmentRules(rules.segments())
                .missLimitViolations(segmentGate.checkMisses(evaluated.cases())).tieRanges(ties)
                .latency(rules.latency().judge(latency)).holes(evaluated.holes()).judgmentRanges(ranges).build();
    }
}
