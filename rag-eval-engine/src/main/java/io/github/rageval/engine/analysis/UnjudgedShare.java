package io.github.rageval.engine.analysis;

import io.github.rageval.engine.baseline.QueryPairing;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.format.Decimals;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Holes;
import java.util.List;
import java.util.Optional;

/**
 * {@code unjudged@k}: the share of a run's top k that are holes in the judgments ({@link Holes}), the mean over its
 * queries of (holes among the first k) / k. When what the judgments do not name is a hole it is trec_eval's
 * {@code unj@k}; under {@code unlistedDocuments = notRelevant} it counts only the documents graded negative.
 *
 * <p>Two runs are compared fairly only when their shares are close: a run whose top k holds more holes finds
 * documents nobody judged, which count as not relevant and may be relevant. The rule: shares {@link #BIAS} (0.10)
 * or more apart bias the comparison against the run with more holes.
 */
public final class UnjudgedShare {
    /** How far apart two runs' shares may be before their comparison is biased: 0.10, absolute. */
    public static final double BIAS = 0.10;
    /** Shares are read to this precision, so that 0.45 - 0.35 counts as 0.10 despite binary fractions. */
    private static final double PRECISION = 1e-9;

    private UnjudgedShare() {
    }

    /** The report's share: its cases held to its own rule of holes, at its k. */
    public static double of(EvaluationReport report) {
        List<CaseResult> cases = report.cases();
        if (cases.isEmpty()) {
            return 0.0;
        }
        double sum = 0;
        for (CaseResult result : cases) {
            sum += (double) report.holes().count(result, report.k()) / report.k();
        }
        return sum / cases.size();
    }

    /**
     * The shares of a baseline and of the report over the queries both have, the baseline's rankings held to the
     * report's judgments and rule of holes: the baseline is compared with the judgments as they are now.
     *
     * @return the baseline's share and the report's
     */
    private static double[] shared(RecordedRun baseline, QueryPairing pairing, EvaluationReport judged) {
        double before = 0;
        double after = 0;
        int shared = 0;
        for (int i = 0; i < judged.cases().size(); i++) {
            int paired = pairing.baselineIndex()[i];
            if (paired < 0) {
                continue;
            }
            CaseResult now = judged.cases().get(i);
            before += (double) judged.holes().count(baseline.cases().get(paired).retrieved(),
                    now.golden().grades(), judged.k()) / judged.k();
            after += (double) judged.holes().count(now, judged.k()) / judged.k();
            shared++;
        }
        return shared == 0 ? new double[] {0, 0} : new double[] {before / shared, after / shared};
    }

    /**
     * A run's {@code unjudged@k} beside its baseline's.
     *
     * @param before the baseline's, its rankings held to the run's judgments
     * @param after the run's
     * @param k the cutoff both are counted at
     */
    public record Change(double before, double after, int k) {
        /** {@code unjudged@10: 0.03 in the baseline, 0.38 in this run}. */
        public String describe() {
            return "unjudged@" + k + ": " + Decimals.two(before) + " in the baseline, " + Decimals.two(after)
                    + " in this run";
        }
    }

    /**
     * The run's share beside its baseline's over the queries both have, when either has a hole in its top k; empty
     * when neither has (the
     * reports then say nothing of holes).
     */
    public static Optional<Change> change(RecordedRun baseline, QueryPairing pairing, EvaluationReport report) {
        double[] shares = shared(baseline, pairing, report);
        double before = shares[0];
        double after = shares[1];
        return before == 0 && after == 0 ? Optional.empty() : Optional.of(new Change(before, after, report.k()));
    }

    /** Whether the case has a hole in its top k. */
    static boolean hasHole(Holes holes, CaseResult result, int k) {
        return holes.count(result, k) > 0;
    }

    /** Whether {@code share} exceeds {@code other} by {@link #BIAS} or more. */
    public static boolean biasedAgainst(double share, double other) {
        return share - other >= BIAS - PRECISION;
    }

    /** {@code 41%}: a share as the warnings write it. */
    public static String percent(double share) {
        return Math.round(share * 100) + "%";
    }
}
