package io.github.rageval.engine.analysis;

import io.github.rageval.engine.baseline.Comparison;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.Verdict;
import io.github.rageval.engine.goldenset.lock.StaleJudgments;
import io.github.rageval.engine.metrics.MetricValues;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
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
        return toBuilder().diagnostics(all).goldenSetNotes(notes).build();
    }

    /** This analysis with the corpus compared with the golden set's lock. */
    public Analysis withStaleJudgments(StaleJudgments stale) {
        return toBuilder().staleJudgments(stale).build();
    }

    /** A builder with every field at the default its method names. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this analysis, to change some of its fields. */
    public Builder toBuilder() {
        return new Builder().evaluation(evaluation).fingerprint(fingerprint).values(values).intervals(intervals)
                .settings(settings).baselineLabel(baselineLabel).baseline(baseline).mismatches(mismatches)
                .comparison(comparison).diagnostics(diagnostics).variants(variants).staleJudgments(staleJudgments)
                .goldenSetNotes(goldenSetNotes);
    }

    /** Builds {@link Analysis}; every field starts at the default its method names. */
    public static final class Builder {
        private EvaluationReport evaluation;
        private Fingerprint fingerprint;
        private MetricValues values;
        private Map<String, ConfidenceInterval> intervals = Map.of();
        private AnalysisSettings settings;
        private String baselineLabel;
        private RecordedRun baseline;
        private List<Fingerprint.Difference> mismatches = List.of();
        private Comparison comparison;
        private List<Diagnostic> diagnostics = List.of();
        private VariantComparison variants;
        private StaleJudgments staleJudgments;
        private List<String> goldenSetNotes = List.of();

        private Builder() {
        }

        /** The run and the threshold gate's verdict; no default (required). */
        public Builder evaluation(EvaluationReport value) {
            evaluation = value;
            return this;
        }

        /** What the run was measured on; no default (required). */
        public Builder fingerprint(Fingerprint value) {
            fingerprint = value;
            return this;
        }

        /** The run's metric values by key; no default (required). */
        public Builder values(MetricValues value) {
            values = value;
            return this;
        }

        /** Each summary metric's bootstrap interval; default none. */
        public Builder intervals(Map<String, ConfidenceInterval> value) {
            intervals = value;
            return this;
        }

        /** The settings it was analysed with; no default (required). */
        public Builder settings(AnalysisSettings value) {
            settings = value;
            return this;
        }

        /** How the baseline file is named in reports; default null (no baseline). */
        public Builder baselineLabel(String value) {
            baselineLabel = value;
            return this;
        }

        /** The recorded baseline; default null (none). */
        public Builder baseline(RecordedRun value) {
            baseline = value;
            return this;
        }

        /** Why the baseline is not comparable; default none. */
        public Builder mismatches(List<Fingerprint.Difference> value) {
            mismatches = value;
            return this;
        }

        /** The comparison with the baseline; default null (none, or not comparable). */
        public Builder comparison(Comparison value) {
            comparison = value;
            return this;
        }

        /** Warnings, in a fixed order; default none. */
        public Builder diagnostics(List<Diagnostic> value) {
            diagnostics = value;
            return this;
        }

        /** The retrievers compared; default null (one retriever). */
        public Builder variants(VariantComparison value) {
            variants = value;
            return this;
        }

        /** The corpus compared with the golden set's lock; default null (no lock). */
        public Builder staleJudgments(StaleJudgments value) {
            staleJudgments = value;
            return this;
        }

        /** What the checks of the golden set counted; default none. */
        public Builder goldenSetNotes(List<String> value) {
            goldenSetNotes = value;
            return this;
        }

        public Analysis build() {
            return new Analysis(evaluation, fingerprint, values, intervals, settings, baselineLabel, baseline,
                    mismatches, comparison, diagnostics, variants, staleJudgments, goldenSetNotes);
        }
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
        return comparison == null ? Optional.empty() : UnjudgedShare.change(baseline, comparison.pairing(), evaluation);
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
        SettingWords words = settings.words();
        return "Re-record the baseline with " + words.command(Goal.BASELINE) + " and commit it, or set "
                + words.assignment(GoalSettings.BASELINE_MISMATCH, "warn") + " to only warn.";
    }
}
