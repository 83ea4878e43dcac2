package io.github.rageval.engine.analysis;

import io.github.rageval.engine.baseline.Comparison;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.Verdict;
import io.github.rageval.engine.freshness.StaleJudgments;
import io.github.rageval.engine.metrics.MetricValues;
import io.github.rageval.engine.stats.ConfidenceInterval;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A check's whole outcome: the evaluation and the threshold gate, each metric's confidence interval, the
 * comparison with the baseline when there is a comparable one, the diagnostics, and the verdict over all of them.
 *
 * @param evaluation the run and the threshold gate's verdict
 * @param fingerprint what the run was measured on
 * @param values the run's metric values by key
 * @param intervals each summary metric's bootstrap interval, in report order
 * @param settings the settings it was analysed with
 * @param baselineLabel how the baseline file is named in reports; null when there is no baseline
 * @param baseline the recorded baseline; null when there is none
 * @param mismatches why the baseline is not comparable; empty when it is (or there is none)
 * @param comparison the comparison with the baseline; null when there is none or it is not comparable
 * @param diagnostics warnings, in a fixed order
 * @param variants the retrievers compared, when the build compares several; null otherwise
 * @param staleJudgments the corpus compared with the golden set's lock; null when there is no lock to compare with
 * @param goldenSetNotes what the checks of the golden set counted (its coverage of the corpus, queries found word for
 *     word), as sentences; empty when they did not read the corpus
 */
public record Analysis(EvaluationReport evaluation, Fingerprint fingerprint, MetricValues values,
                       Map<String, ConfidenceInterval> intervals, AnalysisSettings settings, String baselineLabel,
                       RecordedRun baseline, List<Fingerprint.Difference> mismatches, Comparison comparison,
                       List<Diagnostic> diagnostics, VariantComparison variants, StaleJudgments staleJudgments,
                       List<String> goldenSetNotes) {
    public Analysis {
        intervals = Collections.unmodifiableMap(new LinkedHashMap<>(intervals));
        mismatches = List.copyOf(mismatches);
        diagnostics = List.copyOf(diagnostics);
        goldenSetNotes = goldenSetNotes == null ? List.of() : List.copyOf(goldenSetNotes);
    }

    /**
     * This analysis with what the checks of the golden set found: their warnings before the others (they are about
     * the inputs, which every number after them rests on), and their notes.
     */
    public Analysis withGoldenSet(List<Diagnostic> warnings, List<String> notes) {
        List<Diagnostic> all = new ArrayList<>(warnings);
        all.addAll(diagnostics);
        return new Analysis(evaluation, fingerprint, values, intervals, settings, baselineLabel, baseline, mismatches,
                comparison, all, variants, staleJudgments, notes);
    }

    /** An analysis without a lock to compare the corpus with, nor notes of the golden set's checks. */
    public Analysis(EvaluationReport evaluation, Fingerprint fingerprint, MetricValues values,
                    Map<String, ConfidenceInterval> intervals, AnalysisSettings settings, String baselineLabel,
                    RecordedRun baseline, List<Fingerprint.Difference> mismatches, Comparison comparison,
                    List<Diagnostic> diagnostics, VariantComparison variants) {
        this(evaluation, fingerprint, values, intervals, settings, baselineLabel, baseline, mismatches, comparison,
                diagnostics, variants, null, List.of());
    }

    /** An analysis of one retriever, no variants compared. */
    public Analysis(EvaluationReport evaluation, Fingerprint fingerprint, MetricValues values,
                    Map<String, ConfidenceInterval> intervals, AnalysisSettings settings, String baselineLabel,
                    RecordedRun baseline, List<Fingerprint.Difference> mismatches, Comparison comparison,
                    List<Diagnostic> diagnostics) {
        this(evaluation, fingerprint, values, intervals, settings, baselineLabel, baseline, mismatches, comparison,
                diagnostics, null);
    }

    /** This analysis with the corpus compared with the golden set's lock. */
    public Analysis withStaleJudgments(StaleJudgments stale) {
        return new Analysis(evaluation, fingerprint, values, intervals, settings, baselineLabel, baseline, mismatches,
                comparison, diagnostics, variants, stale, goldenSetNotes);
    }

    /** Whether stale judgments fail the gate: some were found, and {@code staleJudgments} is {@code fail}. */
    public boolean staleJudgmentsFail() {
        return staleJudgments != null && staleJudgments.fails();
    }

    /**
     * The stale judgments' messages when they warn (found, and {@code staleJudgments} is {@code warn}): the console
     * and the reports say them as warnings; when they fail the gate they are among {@link #failures()} instead.
     */
    public List<String> staleJudgmentWarnings() {
        return staleJudgments == null || staleJudgmentsFail() ? List.of() : staleJudgments.lines();
    }

    /** The current run in the baseline's shape (per-query ranks, ids and values by metric key). */
    public RecordedRun current() {
        return RecordedRun.of(evaluation, fingerprint);
    }

    /**
     * The run's and the baseline's {@code unjudged@k} when they were compared and either has a hole in its top k;
     * empty otherwise.
     */
    public Optional<UnjudgedShare.Change> unjudged() {
        return comparison == null ? Optional.empty() : UnjudgedShare.change(baseline, evaluation);
    }

    /** Whether a baseline was found, and whether it could be compared. */
    public enum BaselineStatus {
        NONE, COMPARED, MISMATCH;

        public String key() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public BaselineStatus baselineStatus() {
        if (baseline == null) {
            return BaselineStatus.NONE;
        }
        return mismatches.isEmpty() ? BaselineStatus.COMPARED : BaselineStatus.MISMATCH;
    }

    /** The baseline is not comparable and the policy makes that fail the build. */
    public boolean mismatchFails() {
        return baselineStatus() == BaselineStatus.MISMATCH && settings.mismatch() == MismatchPolicy.FAIL;
    }

    /** The drops that fail the build. */
    public List<MetricChange> dropViolations() {
        return comparison == null ? List.of() : comparison.violations();
    }

    /**
     * Thresholds met, no drop beyond its rule (or only insignificant ones, when so configured), no failing mismatch,
     * no stale judgment when they fail.
     */
    public boolean passed() {
        return evaluation.passed() && dropViolations().isEmpty() && !mismatchFails() && !staleJudgmentsFail();
    }

    /** {@code 3 of 3 thresholds not met, 1 of 2 max drops exceeded}: what failed, for the failure's first line. */
    public String failureSummary() {
        List<String> parts = new ArrayList<>();
        if (!evaluation.passed()) {
            parts.add(Verdict.headline(evaluation));
        }
        if (!dropViolations().isEmpty()) {
            parts.add(dropViolations().size() + " of " + comparison.ruled().size() + " max drops exceeded");
        }
        if (mismatchFails()) {
            parts.add("the baseline " + baselineLabel + " was recorded with another configuration");
        }
        if (staleJudgmentsFail()) {
            parts.add(staleJudgments.headline());
        }
        return String.join(", ", parts);
    }

    /** {@code  (gate variant bm25)} when variants are compared, else empty: how a failure names what it gated. */
    public String gatedVariant() {
        return variants == null ? "" : " (gate variant " + variants.gate() + ")";
    }

    /** The failure's summary, then one indented line per reason: the failure's text after its first words. */
    public String failureText() {
        return failureSummary() + ":\n  " + String.join("\n  ", failures());
    }

    /** One line per reason the build fails, in the order of {@link #failureSummary()}. */
    public List<String> failures() {
        List<String> lines = new ArrayList<>();
        lines.addAll(evaluation.violationMessages());
        dropViolations().stream().map(MetricChange::message).forEach(lines::add);
        if (mismatchFails()) {
            mismatches.stream().map(difference -> difference.describe(settings.words())).forEach(lines::add);
            lines.add(mismatchAdvice());
        }
        if (staleJudgmentsFail()) {
            lines.addAll(staleJudgments.lines());
        }
        return lines;
    }

    /** What to do about a baseline from another configuration, in the front end's words. */
    public String mismatchAdvice() {
        return settings.advice().reRecord();
    }
}
