package io.github.rageval.engine.baseline;

import io.github.rageval.engine.stats.PairedComparison;
import io.github.rageval.engine.stats.PairedTests;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The current run against its baseline, over the same golden queries: what changed in the retriever, every
 * summary metric's change with its paired tests and drop rule, and every query whose result changed.
 *
 * @param retrieverChanges retriever settings that differ from the baseline's
 * @param metrics one per summary metric both runs have, in the current run's order
 * @param queries the queries whose result changed, golden order
 * @param unpaired metric keys only one of the two runs has (not compared)
 * @param returnedBefore documents returned per query on average in the baseline
 * @param returnedAfter documents returned per query on average now
 * @param paired the queries compared, changed or not
 */
public record Comparison(List<Fingerprint.Difference> retrieverChanges, List<MetricChange> metrics,
                         List<QueryChange> queries, List<String> unpaired, double returnedBefore,
                         double returnedAfter, int paired) {
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
     * @param current the run now; it must have the baseline's queries in the baseline's order
     */
    public static Comparison of(RecordedRun baseline, RecordedRun current, ComparisonSettings settings) {
        if (!sameQueries(baseline, current)) {
            throw new IllegalArgumentException("the runs do not have the same queries; check sameQueries first");
        }
        List<MetricChange> metrics = new ArrayList<>();
        List<String> unpaired = new ArrayList<>();
        for (String key : current.summary().keySet()) {
            double[] before = baseline.perQuery(key);
            Double beforeValue = baseline.summary().get(key);
            if (before == null || beforeValue == null) {
                unpaired.add(key);
                continue;
            }
            metrics.add(change(key, beforeValue, current.summary().get(key), before, current.perQuery(key),
                    settings));
        }
        baseline.summary().keySet().stream().filter(key -> !current.summary().containsKey(key))
                .forEach(unpaired::add);
        List<QueryChange> queries = new ArrayList<>();
        for (int i = 0; i < current.cases().size(); i++) {
            QueryChange change = QueryChange.of(i, baseline.cases().get(i), current.cases().get(i),
                    current.fingerprint().k());
            if (change.changed()) {
                queries.add(change);
            }
        }
        return new Comparison(baseline.fingerprint().retrieverChanges(current.fingerprint()), metrics, queries,
                unpaired, baseline.meanReturned(), current.meanReturned(), current.cases().size());
    }

    /** The same number of cases with the same query texts in the same order: the precondition of pairing. */
    public static boolean sameQueries(RecordedRun baseline, RecordedRun current) {
        if (baseline.cases().size() != current.cases().size()) {
            return false;
        }
        for (int i = 0; i < current.cases().size(); i++) {
            if (!baseline.cases().get(i).query().equals(current.cases().get(i).query())) {
                return false;
            }
        }
        return true;
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
        return QueryCounts.of(this, paired);
    }

    /** Queries that went HIT -> MISS (first) or MISS -> HIT, each group in golden order. */
    public List<QueryChange> flips() {
        return queries.stream().filter(QueryChange::flipped)
                .sorted(Comparator.comparing((QueryChange q) -> !q.before().hit()).thenComparing(QueryChange::index))
                .toList();
    }
}
