package io.github.rageval.engine.baseline;

import io.github.rageval.engine.stats.PairedComparison;
import io.github.rageval.engine.stats.PairedTests;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * The current run against its baseline, over the queries both have ({@link QueryPairing}): what changed in the
 * retriever and in the inputs since ({@link SinceBaseline}), every summary metric's change with its paired tests and
 * drop rule, and every query whose result changed. When both runs have the same queries, in any order, each metric
 * compares the two summaries as recorded; when queries were added or removed since, it compares the means of both
 * runs over the shared queries, so that a query added is never counted as a drop.
 *
 * @param retrieverChanges retriever settings that differ from the baseline's
 * @param metrics one per summary metric both runs have, in the current run's order
 * @param queries the queries whose result changed, golden order
 * @param unpaired metric keys only one of the two runs has (not compared)
 * @param returnedBefore documents returned per query on average in the baseline
 * @param returnedAfter documents returned per query on average now
 * @param pairing which baseline query each current query is
 * @param since what changed in the corpus and the golden set since the baseline
 */
public record Comparison(List<Fingerprint.Difference> retrieverChanges, List<MetricChange> metrics,
                         List<QueryChange> queries, List<String> unpaired, double returnedBefore,
                         double returnedAfter, QueryPairing pairing, SinceBaseline since) {
    /** Drops are compared as decimals after rounding to this many places, as the threshold gate does. */
    static final int COMPARED_DECIMALS = 12;

    public Comparison {
        retrieverChanges = List.copyOf(retrieverChanges);
        metrics = List.copyOf(metrics);
        queries = List.copyOf(queries);
        unpaired = List.copyOf(unpaired);
    }

    /**
     * @param baseline the recorded run
     * @param current the run now; it must share at least one query with the baseline
     */
    public static Comparison of(RecordedRun baseline, RecordedRun current, ComparisonSettings settings) {
        return of(baseline, current, QueryPairing.of(baseline.cases(), current.cases()), settings);
    }

    /** As {@link #of(RecordedRun, RecordedRun, ComparisonSettings)}, the queries already paired. */
    public static Comparison of(RecordedRun baseline, RecordedRun current, QueryPairing pairing,
                                ComparisonSettings settings) {
        if (pairing.shared() == 0) {
            throw new IllegalArgumentException("the runs share no query; check sharesQueries first");
        }
        int[] paired = IntStream.range(0, current.cases().size()).filter(i -> pairing.baselineIndex()[i] >= 0)
                .toArray();
        List<MetricChange> metrics = new ArrayList<>();
        List<String> unpaired = new ArrayList<>();
        for (String key : current.summary().keySet()) {
            double[] beforeAll = baseline.perQuery(key);
            Double beforeValue = baseline.summary().get(key);
            double[] afterAll = current.perQuery(key);
            if (beforeAll == null || beforeValue == null || afterAll == null) {
                unpaired.add(key);
                continue;
            }
            double[] before = Arrays.stream(paired).mapToDouble(i -> beforeAll[pairing.baselineIndex()[i]]).toArray();
            double[] after = Arrays.stream(paired).mapToDouble(i -> afterAll[i]).toArray();
            boolean whole = pairing.complete();
            metrics.add(change(key, whole ? beforeValue : mean(before),
                    whole ? current.summary().get(key) : mean(after), before, after, settings));
        }
        baseline.summary().keySet().stream().filter(key -> !current.summary().containsKey(key))
                .forEach(unpaired::add);
        List<QueryChange> queries = new ArrayList<>();
        for (int i : paired) {
            QueryChange change = QueryChange.of(i, baseline.cases().get(pairing.baselineIndex()[i]),
                    current.cases().get(i), current.fingerprint().k());
            if (change.changed()) {
                queries.add(change);
            }
        }
        return new Comparison(baseline.fingerprint().retrieverChanges(current.fingerprint()), metrics, queries,
                unpaired, baseline.meanReturned(), current.meanReturned(), pairing,
                SinceBaseline.of(baseline, current, pairing));
    }

    /** Whether the runs share a query: the precondition of a comparison. */
    public static boolean sharesQueries(RecordedRun baseline, RecordedRun current) {
        return QueryPairing.of(baseline.cases(), current.cases()).shared() > 0;
    }

    /** The baseline's case of the current query at {@code index}; null for a query added since. */
    public RecordedCase baselineCase(RecordedRun baseline, int index) {
        int paired = pairing.baselineIndex()[index];
        return paired < 0 ? null : baseline.cases().get(paired);
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return sum / values.length;
    }

    private static MetricChange change(String key, double beforeValue, double afterValue, double[] before,
                                       double[] after, ComparisonSettings settings) {
        PairedComparison paired = PairedTests.compare(before, after, settings.randomizationSamples(),
                settings.seed());
        DropRule rule = settings.drops().stream().filter(r -> r.metric().equals(key)).findFirst().orElse(null);
        boolean exceeded = rule != null && rule.exceededBy(beforeValue, afterValue);
        boolean significant = paired.pValue(settings.test()).below(settings.alpha());
        return new MetricChange(key, beforeValue, afterValue, paired, rule, exceeded, significant, settings);
    }

    public Optional<MetricChange> metric(String key) {
        return metrics.stream().filter(m -> m.metric().equals(key)).findFirst();
    }

    /** Drops that fail the build. */
    public List<MetricChange> violations() {
        return metrics.stream().filter(MetricChange::violated).toList();
    }

    /** Drops beyond their rule that do not fail the build, not being significant. */
    public List<MetricChange> excused() {
        return metrics.stream().filter(MetricChange::excused).toList();
    }

    /** Metrics with a drop rule. */
    public List<MetricChange> ruled() {
        return metrics.stream().filter(m -> m.rule() != null).toList();
    }

    /** The queries counted by how they changed: the one count every report shows. */
    public QueryCounts counts() {
        return QueryCounts.of(this);
    }

    /** Queries that went HIT -> MISS (first) or MISS -> HIT, each group in golden order. */
    public List<QueryChange> flips() {
        return queries.stream().filter(QueryChange::flipped)
                .sorted(Comparator.comparing((QueryChange q) -> !q.before().hit()).thenComparing(QueryChange::index))
                .toList();
    }
}
