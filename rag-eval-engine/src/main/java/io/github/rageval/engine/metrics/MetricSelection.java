package io.github.rageval.engine.metrics;

import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * Which metrics an evaluation computes: always the specification's four at k; with cutoffs, trec_eval's
 * whole-list metrics (ndcg, map, Rprec, recip_rank) and, at every cutoff, ndcg@c, map@c, P@c, recall@c and
 * success@c; for a golden set labelled by character spans, span_recall, span_precision and span_iou at k and
 * precision_omega; and any metric a threshold names, so that a gate on {@code ndcg@20} works without listing 20.
 */
public final class MetricSelection {
    private static final List<MetricFamily> WHOLE_LIST = List.of(MetricFamily.NDCG, MetricFamily.MAP,
            MetricFamily.RPREC, MetricFamily.RECIP_RANK);
    private static final List<MetricFamily> AT_CUTOFF = List.of(MetricFamily.NDCG, MetricFamily.MAP,
            MetricFamily.P, MetricFamily.RECALL, MetricFamily.SUCCESS);
    /** Chroma's four span metrics, for a golden set labelled by spans, in report order. */
    public static final List<Metric> SPAN_METRICS = List.of(Metric.of(MetricFamily.SPAN_RECALL),
            Metric.of(MetricFamily.SPAN_PRECISION), Metric.of(MetricFamily.SPAN_IOU),
            Metric.of(MetricFamily.PRECISION_OMEGA));

    private MetricSelection() {
    }

    /** @return the metrics in report order: by family, the whole list before cutoffs, cutoffs ascending */
    public static List<Metric> of(List<Integer> cutoffs, Collection<Metric> named) {
        return of(cutoffs, named, false);
    }

    /**
     * As {@link #of(List, Collection)}, with Chroma's four span metrics for a golden set labelled by spans.
     *
     * @param spans whether the golden set labels its questions by character spans
     */
    public static List<Metric> of(List<Integer> cutoffs, Collection<Metric> named, boolean spans) {
        return of(cutoffs, named, spans, spans);
    }

    /**
     * As {@link #of(List, Collection, boolean)}, precision_omega only where it can be known.
     *
     * @param ceiling whether every retriever's chunking is known whole (a built-in {@code chunking}), which
     *     precision_omega reads: a retriever that chunks on its own shows only the chunks it returns
     */
    public static List<Metric> of(List<Integer> cutoffs, Collection<Metric> named, boolean spans, boolean ceiling) {
        TreeSet<Metric> metrics = new TreeSet<>(SummaryMetric.metrics());
        if (spans) {
            metrics.addAll(SPAN_METRICS);
            if (!ceiling) {
                metrics.remove(Metric.of(MetricFamily.PRECISION_OMEGA));
            }
        }
        if (!cutoffs.isEmpty()) {
            WHOLE_LIST.forEach(family -> metrics.add(Metric.of(family)));
            for (MetricFamily family : AT_CUTOFF) {
                cutoffs.forEach(cutoff -> metrics.add(Metric.at(family, cutoff)));
            }
        }
        metrics.addAll(named);
        return List.copyOf(metrics);
    }
}
