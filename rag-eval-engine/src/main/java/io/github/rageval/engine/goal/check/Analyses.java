package io.github.rageval.engine.goal.check;

import io.github.rageval.engine.analysis.Analysis;
import io.github.rageval.engine.analysis.AnalysisSettings;
import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.analysis.Diagnostics;
import io.github.rageval.engine.analysis.HoleSensitivity;
import io.github.rageval.engine.analysis.MachineGradeSensitivity;
import io.github.rageval.engine.analysis.MetricIntervals;
import io.github.rageval.engine.analysis.MismatchPolicy;
import io.github.rageval.engine.analysis.SmallTags;
import io.github.rageval.engine.analysis.ThresholdSuggestions;
import io.github.rageval.engine.analysis.UnjudgedBias;
import io.github.rageval.engine.analysis.UnjudgedShare;
import io.github.rageval.engine.analysis.VariantComparison;
import io.github.rageval.engine.baseline.Comparison;
import io.github.rageval.engine.baseline.DropRule;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.QueryPairing;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.Evaluations;
import io.github.rageval.engine.evaluation.VariantReport;
import io.github.rageval.engine.evaluation.Verdict;
import io.github.rageval.engine.goldenset.checks.Finding;
import io.github.rageval.engine.goldenset.checks.GoldenSetInspection;
import io.github.rageval.engine.goldenset.checks.GoldenSetReport;
import io.github.rageval.engine.goldenset.lock.LockCheck;
import io.github.rageval.engine.goldenset.lock.StaleJudgments;
import io.github.rageval.engine.metrics.MetricValues;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.saved.BaselineLocation;
import io.github.rageval.engine.saved.SavedGoldenSet;
import io.github.rageval.engine.saved.SavedReport;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.GoldenSetChecks;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.stats.ConfidenceInterval;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/** Runs a check from settings to verdict: evaluation, intervals, baseline comparison and diagnostics. */
public final class Analyses {
    private Analyses() {
    }

    /**
     * @throws ConfigurationException for a bad evaluation setting, before any file is read
     * @throws InputException for an input file or a baseline file that cannot be used
     */
    public static Analysis run(EvaluationSettings settings, AnalysisSettings analysis, BaselineLocation location)
            throws ConfigurationException, InputException {
        return run(settings, analysis, location, ProgressListener.NONE);
    }

    /** As {@link #run(EvaluationSettings, AnalysisSettings, BaselineLocation)}, telling progress as it goes. */
    public static Analysis run(EvaluationSettings settings, AnalysisSettings analysis, BaselineLocation location,
                               ProgressListener progress) throws ConfigurationException, InputException {
        return run(settings, analysis, location, null, progress);
    }

    /**
     * As {@link #run(EvaluationSettings, AnalysisSettings, BaselineLocation, ProgressListener)}, with the corpus
     * compared with the golden set's lock first, when there is one: the judged documents deleted since are then
     * evaluated as known, and the added ones' ranks counted from the gated evaluation's rankings.
     *
     * @param lock the comparison with the golden set's lock; null for none
     */
    public static Analysis run(EvaluationSettings settings, AnalysisSettings analysis, BaselineLocation location,
                               LockCheck lock, ProgressListener progress)
            throws ConfigurationException, InputException {
        return run(settings, analysis, location, lock, progress, Runtime.getRuntime().availableProcessors());
    }

    /** @param processors the processors available: with two or more the golden set's corpus checks run alongside */
    static Analysis run(EvaluationSettings settings, AnalysisSettings analysis, BaselineLocation location,
                        LockCheck lock, ProgressListener progress, int processors)
            throws ConfigurationException, InputException {
        // Before any retrieval: a lock that cannot be used, or a query judged two ways, stops the build here.
        try (CheckReads reads = CheckReads.begin(settings, analysis.goldenSetChecks(), lock,
                location.present(), progress, processors)) {
            Evaluations evaluations = reads.evaluate(progress);
            Optional<StaleJudgments> stale = reads.stale();
            // Timed apart: on a run file of thousands of queries the bootstrap can cost as much as the evaluation.
            ProgressMeter statistics = ProgressMeter.start("statistics (intervals, baseline)", -1, progress);
            Analysis analysed = analyse(evaluations, reads.fingerprint(), reads::documents, location, analysis);
            statistics.finish();
            GoldenSetReport goldenSet = reads.goldenSet();
            Analysis checked = analysed.withGoldenSet(goldenSet.warnings().stream()
                    .map(finding -> new Diagnostic(finding.kind(), null, finding.message())).toList(),
                    goldenSet.notes());
            return stale.isEmpty() ? checked : checked.withStaleJudgments(stale.get().withRanked(
                    evaluations.gate().cases(), settings.k()));
        }
    }

    /** The gate's report analysed, with the variants compared when there are several. */
    private static Analysis analyse(Evaluations evaluations, Fingerprint fingerprint,
                                    Supplier<Map<String, String>> documents,
                                    BaselineLocation location, AnalysisSettings analysis) throws InputException {
        Analysis analysed = analyse(evaluations.gate(), fingerprint, documents, location.load(analysis.words()),
                location.label(), analysis, !evaluations.variants().isEmpty());
        if (evaluations.variants().isEmpty()) {
            return analysed;
        }
        VariantComparison variants = VariantComparison.of(evaluations.variants(), analysis);
        List<Diagnostic> diagnostics = new ArrayList<>(analysed.diagnostics());
        diagnostics.addAll(UnjudgedBias.variants(variants, analysis.words().command(Goal.POOL)));
        // The other variants are held to the same rules: a verdict of theirs that hangs on the holes is said too.
        for (VariantReport variant : evaluations.variants()) {
            if (!variant.gate()) {
                HoleSensitivity.thresholds(variant.report(), analysis.words()).forEach(d -> diagnostics.add(new Diagnostic(d.kind(),
                        d.metric(), "variant " + variant.name() + ": " + d.message())));
            }
        }
        return analysed.toBuilder().diagnostics(diagnostics).variants(variants).build();
    }

    /**
     * A check over an earlier evaluation: its report.json re-gated by the settings' rules, every variant of it too
     * ({@link SavedReport#regateAll}), then compared and analysed as {@link #run} does.
     */
    public static Analysis reuse(Path reportFile, EvaluationSettings settings, AnalysisSettings analysis,
                                 BaselineLocation location) throws ConfigurationException, InputException {
        SavedReport saved = SavedReport.read(reportFile, analysis.words());
        Evaluations evaluations = SavedReport.regateAll(saved, reportFile, settings, analysis.words());
        // What the report was evaluated on, as it recorded it: its k and retriever, and the files as they were then
        // (which need not be there any more). A report written without one is fingerprinted from the settings.
        Fingerprint fingerprint = saved.fingerprint() != null ? saved.fingerprint() : Fingerprint.of(settings);
        SavedGoldenSet goldenSet = SavedGoldenSet.read(reportFile);
        return analyse(evaluations, fingerprint, Map::of, location, analysis).withGoldenSet(goldenSet.warnings(),
                goldenSet.notes());
    }

    /** Records the run these settings describe, for the baseline goal. */
    public static RecordedRun record(EvaluationSettings settings) throws ConfigurationException, InputException {
        return record(settings, ProgressListener.NONE);
    }

    /** As {@link #record(EvaluationSettings)}, telling the listener how long phases go. */
    public static RecordedRun record(EvaluationSettings settings, ProgressListener progress)
            throws ConfigurationException, InputException {
        return recording(settings, progress).run();
    }

    /** The run the baseline goal would record, with the rules of the settings it breaks. */
    public static BaselineRecording recording(EvaluationSettings settings, ProgressListener progress)
            throws ConfigurationException, InputException {
        return recording(settings, GoldenSetChecks.ALL, null, progress);
    }

    /**
     * As {@link #recording(EvaluationSettings, ProgressListener)}, the golden set checked as {@code check}
     * checks it ({@link GoldenSetInspection}) and the corpus compared with the golden set's lock: stale judgments are
     * the recording's warnings, and, when they fail, rules it breaks.
     *
     * @param lock the comparison with the golden set's lock; null for none
     */
    public static BaselineRecording recording(EvaluationSettings settings, GoldenSetChecks checks, LockCheck lock,
                                              ProgressListener progress)
            throws ConfigurationException, InputException {
        return recording(settings, checks, lock, progress, Runtime.getRuntime().availableProcessors());
    }

    /** @param processors the processors available: with two or more the golden set's corpus checks run alongside */
    static BaselineRecording recording(EvaluationSettings settings, GoldenSetChecks checks, LockCheck lock,
                                       ProgressListener progress, int processors)
            throws ConfigurationException, InputException {
        EvaluationReport report;
        Optional<StaleJudgments> found;
        GoldenSetReport goldenSet;
        Fingerprint taken;
        Map<String, String> documents;
        try (CheckReads reads = CheckReads.begin(settings, checks, lock, true, progress, processors)) {
            report = reads.evaluate(progress).gate();
            found = reads.stale();
            goldenSet = reads.goldenSet();
            taken = reads.fingerprint();
            documents = reads.documents();
        }
        List<String> headline = new ArrayList<>();
        List<String> violations = new ArrayList<>(report.violationMessages());
        if (!report.passed()) {
            headline.add(Verdict.headline(report));
        }
        List<String> warnings = new ArrayList<>(goldenSet.warnings().stream().map(Finding::message).toList());
        if (found.isPresent()) {
            StaleJudgments stale = found.get().withRanked(report.cases(), settings.k());
            if (stale.fails()) {
                headline.add(stale.headline());
                violations.addAll(stale.lines());
            } else {
                warnings.addAll(stale.lines());
            }
        }
        return new BaselineRecording(RecordedRun.of(report, taken, documents), String.join(", ", headline),
                violations, warnings, goldenSet.notes());
    }

    /**
     * @param baseline the recorded baseline, or null for none
     * @param label how reports name the baseline file
     */
    public static Analysis analyse(EvaluationReport report, Fingerprint fingerprint, RecordedRun baseline,
                                   String label, AnalysisSettings settings) {
        return analyse(report, fingerprint, baseline, label, settings, false);
    }

    /**
     * As {@link #analyse(EvaluationReport, Fingerprint, RecordedRun, String, AnalysisSettings)}, knowing whether
     * variants are compared (which read the paired test's settings when there is no baseline).
     */
    public static Analysis analyse(EvaluationReport report, Fingerprint fingerprint, RecordedRun baseline,
                                   String label, AnalysisSettings settings, boolean variantsCompared) {
        return analyse(report, fingerprint, Map::of, baseline, label, settings, variantsCompared);
    }

    /**
     * As {@link #analyse(EvaluationReport, Fingerprint, RecordedRun, String, AnalysisSettings, boolean)}, knowing the
     * corpus documents' text hashes ({@link io.github.rageval.engine.baseline.DocumentDigests}, asked for only
     * when there is a baseline), so that the documents changed since the baseline are named.
     */
    static Analysis analyse(EvaluationReport report, Fingerprint fingerprint,
                            Supplier<Map<String, String>> documents,
                            RecordedRun baseline, String label, AnalysisSettings settings, boolean variantsCompared) {
        MetricValues values = MetricValues.of(report.summary(), report.cases());
        Map<String, ConfidenceInterval> intervals = new LinkedHashMap<>();
        intervals.putAll(MetricIntervals.of(values, settings));

        List<Diagnostic> diagnostics = new ArrayList<>(Diagnostics.smallGoldenSet(report, intervals, values,
                settings.suggestDrop()));
        diagnostics.addAll(Diagnostics.slackThresholds(report, ThresholdSuggestions.of(values, intervals,
                settings.suggestDrop())));
        diagnostics.addAll(Diagnostics.slackTagThresholds(report, settings));
        diagnostics.addAll(Diagnostics.tieSensitive(report));
        diagnostics.addAll(SmallTags.warnings(report, values, settings.suggestDrop()));
        diagnostics.addAll(HoleSensitivity.thresholds(report, settings.words()));
        diagnostics.addAll(MachineGradeSensitivity.thresholds(report, settings.words()));
        List<Fingerprint.Difference> mismatches = List.of();
        Comparison comparison = null;
        if (baseline == null) {
            diagnostics.addAll(Diagnostics.dropsWithoutBaseline(settings.comparison().drops(), label,
                    settings.words()));
            if (!variantsCompared) {
                diagnostics.addAll(Diagnostics.testWithoutBaseline(settings.testSettings(), label, settings.words()));
            }
        } else {
            RecordedRun current = RecordedRun.of(report, fingerprint, documents.get());
            // Paired once: the mismatch check and the comparison both need it.
            QueryPairing pairing = QueryPairing.of(baseline.cases(), current.cases());
            mismatches = mismatches(baseline, current, pairing, settings.comparison().drops());
            if (mismatches.isEmpty()) {
                comparison = Comparison.of(baseline, current, pairing, settings.comparison());
                Diagnostics.precisionTrap(comparison).ifPresent(diagnostics::add);
                Comparison compared = comparison;
                UnjudgedShare.change(baseline, comparison.pairing(), report).map(change -> UnjudgedBias.baseline(
                        compared, change, settings.words().command(Goal.POOL))).ifPresent(diagnostics::add);
                diagnostics.addAll(HoleSensitivity.drops(comparison, report, settings.words()));
                diagnostics.addAll(Diagnostics.unpaired(comparison.unpaired(), settings.words()));
            } else if (settings.mismatch() == MismatchPolicy.WARN) {
                diagnostics.add(Diagnostics.mismatch(label, mismatches, settings.words()));
            }
        }
        return Analysis.builder().evaluation(report).fingerprint(fingerprint).values(values).intervals(intervals)
                .settings(settings).baselineLabel(baseline == null ? null : label).baseline(baseline)
                .mismatches(mismatches).comparison(comparison).diagnostics(diagnostics).build();
    }

    /**
     * The fingerprint's differences, a baseline that shares no query with the golden set (another golden set's), and
     * a max drop on a metric the baseline does not hold (recorded without the cutoff it needs): that drop could not be
     * held, and a gate that cannot hold a rule must not pass as if it did.
     */
    private static List<Fingerprint.Difference> mismatches(RecordedRun baseline, RecordedRun current,
                                                           QueryPairing pairing, List<DropRule> drops) {
        List<Fingerprint.Difference> mismatches = new ArrayList<>(
                baseline.fingerprint().mismatches(current.fingerprint()));
        if (mismatches.isEmpty() && pairing.shared() == 0) {
            mismatches.add(new Fingerprint.Difference("queries", baseline.cases().size() + " queries",
                    current.cases().size() + " queries"));
        }
        for (DropRule drop : drops) {
            if (!baseline.summary().containsKey(drop.metric())) {
                mismatches.add(new Fingerprint.Difference("max_drop", drop.metric(), drop.metric()));
            } else if (!current.summary().containsKey(drop.metric())) {
                // Only the metrics the rules and cutoffs name are computed: unheld, the rule would pass unseen.
                mismatches.add(new Fingerprint.Difference("max_drop_now", drop.metric(), drop.metric()));
            }
        }
        return mismatches;
    }
}
