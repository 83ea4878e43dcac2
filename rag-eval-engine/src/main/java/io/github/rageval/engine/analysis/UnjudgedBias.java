package io.github.rageval.engine.analysis;

import io.github.rageval.engine.baseline.Comparison;
import io.github.rageval.engine.baseline.MetricChange;
import io.github.rageval.engine.format.Sentences;
import io.github.rageval.engine.metrics.SummaryMetric;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The warnings of a comparison that holes in the judgments may bias: two runs whose {@code unjudged@k} are
 * {@link UnjudgedShare#BIAS} (0.10) or more apart, the variants against the gate variant (either way round) and the
 * run against its baseline. The run with more holes counts more documents nobody judged as not relevant, so where it
 * scores lower the difference may be relevant documents no one read; the advice is to pool and judge them. A
 * warning, never a failure: the judgments, not the retriever, are what it questions.
 */
public final class UnjudgedBias {
    static final String KIND = "unjudged_bias";

    private UnjudgedBias() {
    }

    /**
     * Per variant but the gate's, in configuration order: a warning when it has 0.10 or more of its top k in holes
     * beyond the gate variant's, or the gate variant beyond its.
     */
    public static List<Diagnostic> variants(VariantComparison comparison, String poolCommand) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        VariantComparison.Row gate = comparison.row(comparison.gate());
        for (VariantComparison.Row row : comparison.variants()) {
            if (row.gate()) {
                continue;
            }
            if (UnjudgedShare.biasedAgainst(row.unjudged(), gate.unjudged())) {
                diagnostics.add(variant(comparison, row, gate, poolCommand));
            } else if (UnjudgedShare.biasedAgainst(gate.unjudged(), row.unjudged())) {
                diagnostics.add(variant(comparison, gate, row, poolCommand));
            }
        }
        return diagnostics;
    }

    /**
     * The warning of a run compared with its baseline whose shares of holes are 0.10 or more apart; null when they
     * are closer.
     *
     * @param shares the baseline's {@code unjudged@k} (its rankings held to the current judgments) and the run's
     */
    public static Diagnostic baseline(Comparison comparison, UnjudgedShare.Change shares, String poolCommand) {
        double before = shares.before();
        double after = shares.after();
        int k = shares.k();
        String said = "the baseline had " + UnjudgedShare.percent(before) + " unjudged documents in its top " + k
                + ", this run " + UnjudgedShare.percent(after);
        if (UnjudgedShare.biasedAgainst(after, before)) {
            List<String> dropped = comparison.metrics().stream().filter(m -> m.delta() < 0 && read(m))
                    .map(MetricChange::metric).toList();
            String what = dropped.isEmpty() ? "its scores count them as not relevant"
                    : "its drop in " + Sentences.and(dropped) + " may be unjudged relevant documents";
            return new Diagnostic(KIND, null, said + ": " + what + "; pool and judge them (" + poolCommand + ").");
        }
        if (UnjudgedShare.biasedAgainst(before, after)) {
            return new Diagnostic(KIND, null, said + ": the baseline's scores count its unjudged documents as not"
                    + " relevant, so this run's gains over it may be holes in the judgments; pool and judge them ("
                    + poolCommand + ").");
        }
        return null;
    }

    /** {@code dense has 41% unjudged documents in its top 10 against bm25's 3%: its lower mean_recall ...}. */
    private static Diagnostic variant(VariantComparison comparison, VariantComparison.Row more,
                                      VariantComparison.Row fewer, String poolCommand) {
        List<String> lower = comparison.compared().stream()
                .filter(key -> more.intervals().get(key).value() < fewer.intervals().get(key).value()).toList();
        String what = lower.isEmpty() ? "its scores count them as not relevant"
                : "its lower " + Sentences.and(lower) + " may be unjudged relevant documents";
        return new Diagnostic(KIND, null, more.name() + " has " + UnjudgedShare.percent(more.unjudged())
                + " unjudged documents in its top " + comparison.k() + " against " + fewer.name() + "'s "
                + UnjudgedShare.percent(fewer.unjudged()) + ": " + what + "; pool and judge them (" + poolCommand
                + ").");
    }

    /** The metrics a baseline warning names: the specification's four and those with a drop rule. */
    private static boolean read(MetricChange change) {
        Set<String> four = SummaryMetric.metrics().stream().map(m -> m.key()).collect(Collectors.toSet());
        return change.rule() != null || four.contains(change.metric());
    }
}
