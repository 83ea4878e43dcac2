package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.gate.MissLimitViolation;
import io.github.rageval.engine.gate.SegmentRules;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.latency.LatencyResult;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Holes;
import io.github.rageval.engine.metrics.JudgmentRanges;
import io.github.rageval.engine.metrics.Summary;
import io.github.rageval.engine.metrics.TieRanges;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The outcome of one evaluation: per-query results, the summary, and the gate's verdict.
 *
 * @param source where the ranked lists came from
 * @param relevanceLevel the least grade that counted as relevant
 * @param cases per-query results, in judgment order: the queries the means are over
 * @param summary means over the cases
 * @param thresholds the gate's thresholds, in metric order
 * @param violations the thresholds not met, in metric order
 * @param warnings what the user should know but did not stop the evaluation (a run's mismatched queries)
 * @param explanations explanations of the queries chosen by the settings, in case order (built-in retriever only)
 * @param segments per tag the golden cases carry, the means over its queries, in tag order
 * @param segmentRules the thresholds per tag and the miss limits held
 * @param missLimitViolations the miss limits broken
 * @param tieRanges per metric, its range over the orders of tied documents; null when not asked for
 * @param latency the queries' times when reported, the latency limits held and those exceeded
 * @param holes which retrieved documents are holes in the judgments, and why
 * @param judgmentRanges per metric and query, its value if the holes were relevant; null when no ranking holds a
 *     hole
 * @param machineGrades the metrics corrected for a machine judge's errors where its grades are counted; null when no
 *     machine's grade is counted for any query evaluated
 */
public record EvaluationReport(ResultSource source, int relevanceLevel, List<CaseResult> cases, Summary summary,
                               List<Threshold> thresholds, List<Violation> violations, List<String> warnings,
                               List<QueryExplanation> explanations, Map<String, Summary> segments,
                               SegmentRules segmentRules, List<MissLimitViolation> missLimitViolations,
                               TieRanges tieRanges, LatencyResult latency, Holes holes,
                               JudgmentRanges judgmentRanges, MachineGradeCorrection machineGrades) {
    public EvaluationReport {
        cases = List.copyOf(cases);
        thresholds = List.copyOf(thresholds);
        violations = List.copyOf(violations);
        warnings = List.copyOf(warnings);
        // In case order, so that a case's explanation is found by binary search: reports ask for every case's.
        explanations = explanations.stream().sorted(Comparator.comparingInt(QueryExplanation::caseIndex)).toList();
        segments = Collections.unmodifiableMap(new LinkedHashMap<>(segments));
        missLimitViolations = List.copyOf(missLimitViolations);
        latency = latency == null ? LatencyResult.NONE : latency;
        holes = holes == null ? Holes.TREC_EVAL : holes;
        if (judgmentRanges != null && judgmentRanges.queries() != cases.size()) {
            throw new IllegalArgumentException("judgment ranges over " + judgmentRanges.queries() + " queries for "
                    + cases.size() + " cases");
        }
    }

    /** A builder with every field at the default its method names. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this report, to change some of its fields. */
    public Builder toBuilder() {
        return new Builder().source(source).relevanceLevel(relevanceLevel).cases(cases).summary(summary)
                .thresholds(thresholds).violations(violations).warnings(warnings).explanations(explanations)
                .segments(segments).segmentRules(segmentRules).missLimitViolations(missLimitViolations)
                .tieRanges(tieRanges).latency(latency).holes(holes).judgmentRanges(judgmentRanges)
                .machineGrades(machineGrades);
    }

    /** Builds {@link EvaluationReport}; every field starts at the default its method names. */
    public static final class Builder {
        private ResultSource source;
        private int relevanceLevel = ScoringOptions.DEFAULT_RELEVANCE_LEVEL;
        private List<CaseResult> cases = List.of();
        private Summary summary;
        private List<Threshold> thresholds = List.of();
        private List<Violation> violations = List.of();
        private List<String> warnings = List.of();
        private List<QueryExplanation> explanations = List.of();
        private Map<String, Summary> segments = Map.of();
        private SegmentRules segmentRules = SegmentRules.NONE;
        private List<MissLimitViolation> missLimitViolations = List.of();
        private TieRanges tieRanges;
        private LatencyResult latency = LatencyResult.NONE;
        private Holes holes = Holes.TREC_EVAL;
        private JudgmentRanges judgmentRanges;
        private MachineGradeCorrection machineGrades;

        private Builder() {
        }

        /** Where the ranked lists came from; no default (required). */
        public Builder source(ResultSource value) {
            source = value;
            return this;
        }

        /** The least grade that counted as relevant; default {@link ScoringOptions#DEFAULT_RELEVANCE_LEVEL}. */
        public Builder relevanceLevel(int value) {
            relevanceLevel = value;
            return this;
        }

        /** Per-query results, in judgment order; default none. */
        public Builder cases(List<CaseResult> value) {
            cases = value;
            return this;
        }

        /** Means over the cases; no default (required). */
        public Builder summary(Summary value) {
            summary = value;
            return this;
        }

        /** The gate's thresholds, in metric order; default none. */
        public Builder thresholds(List<Threshold> value) {
            thresholds = value;
            return this;
        }

        /** The thresholds not met; default none. */
        public Builder violations(List<Violation> value) {
            violations = value;
            return this;
        }

        /** What the user should know; default none. */
        public Builder warnings(List<String> value) {
            warnings = value;
            return this;
        }

        /** Explanations of the chosen queries; default none. */
        public Builder explanations(List<QueryExplanation> value) {
            explanations = value;
            return this;
        }

        /** Per tag, the means over its queries; default none. */
        public Builder segments(Map<String, Summary> value) {
            segments = value;
            return this;
        }

        /** The thresholds per tag and miss limits held; default {@link SegmentRules#NONE}. */
        public Builder segmentRules(SegmentRules value) {
            segmentRules = value;
            return this;
        }

        /** The miss limits broken; default none. */
        public Builder missLimitViolations(List<MissLimitViolation> value) {
            missLimitViolations = value;
            return this;
        }

        /** Per metric, its range over tie orders; default null (not asked for). */
        public Builder tieRanges(TieRanges value) {
            tieRanges = value;
            return this;
        }

        /** The queries' times and latency limits; default {@link LatencyResult#NONE} (not reported). */
        public Builder latency(LatencyResult value) {
            latency = value;
            return this;
        }

        /** Which retrieved documents are holes; default {@link Holes#TREC_EVAL}, trec_eval's rule. */
        public Builder holes(Holes value) {
            holes = value;
            return this;
        }

        /** Per metric and query, its value were the holes relevant; default null (no hole). */
        public Builder judgmentRanges(JudgmentRanges value) {
            judgmentRanges = value;
            return this;
        }

        /** The metrics corrected for a machine judge's errors; default null (no machine's grade counted). */
        public Builder machineGrades(MachineGradeCorrection value) {
            machineGrades = value;
            return this;
        }

        public EvaluationReport build() {
            return new EvaluationReport(source, relevanceLevel, cases, summary, thresholds, violations, warnings,
                    explanations, segments, segmentRules, missLimitViolations, tieRanges, latency, holes,
                    judgmentRanges, machineGrades);
        }
    }

    /**
     * Every message of the gate's verdict: threshold violations (overall, then per tag), latency limits, then miss
     * limits.
     */
    public List<String> violationMessages() {
        List<String> messages = new ArrayList<>();
        violations.forEach(v -> messages.add(v.message()));
        latency.violations().forEach(v -> messages.add(v.message()));
        missLimitViolations.forEach(v -> messages.add(v.message()));
        return messages;
    }

    /** How many rules the gate held: thresholds overall and per tag, latency limits, and miss limits. */
    public int ruleCount() {
        return thresholds.size() + segmentRules.tagThresholds().values().stream().mapToInt(List::size).sum()
                + latency.limits().size() + segmentRules.missLimits().size();
    }

    /** The explanation of the case at this index, when it has one. */
    public Optional<QueryExplanation> explanation(int caseIndex) {
        int low = 0;
        int high = explanations.size() - 1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            int index = explanations.get(middle).caseIndex();
            if (index == caseIndex) {
                return Optional.of(explanations.get(middle));
            }
            if (index < caseIndex) {
                low = middle + 1;
            } else {
                high = middle - 1;
            }
        }
        return Optional.empty();
    }

    public boolean passed() {
        return violations.isEmpty() && latency.violations().isEmpty() && missLimitViolations.isEmpty();
    }

    public int k() {
        return summary.k();
    }

    /** The number of terms the built-in retriever fitted; 0 when the results came from a run file. */
    public int vocabularySize() {
        return source instanceof ResultSource.Retriever retriever ? retriever.vocabularySize() : 0;
    }
}
