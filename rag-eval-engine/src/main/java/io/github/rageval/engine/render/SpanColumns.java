package io.github.rageval.engine.render;

import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricFamily;
import io.github.rageval.engine.metrics.MetricSelection;
import java.util.List;

/**
 * The span metrics a report's query table adds per query, over a golden set labelled by spans: span_recall,
 * span_precision and span_iou, when the queries carry them (a document-labelled report has none, and no columns).
 */
final class SpanColumns {
    /** The span metrics of what was retrieved; precision_omega is the chunking's, not the ranking's. */
    private static final List<Metric> PER_QUERY = MetricSelection.SPAN_METRICS.stream()
            .filter(metric -> metric.family() != MetricFamily.PRECISION_OMEGA).toList();

    private SpanColumns() {
    }

    /** The span metrics the queries carry, in column order; empty for a report that labels documents. */
    static List<Metric> of(List<ReportView.QueryRow> rows) {
        if (rows.isEmpty()) {
            return List.of();
        }
        CaseResult first = rows.get(0).result();
        return PER_QUERY.stream().filter(first.values()::containsKey).toList();
    }

    /** What a column heading's tooltip says of it. */
    static String description(Metric metric, int k) {
        return switch (metric.family()) {
            case SPAN_RECALL -> "share of the answer's characters the top " + k + " chunks hold";
            case SPAN_PRECISION -> "share of the top " + k + " chunks' characters that are answer";
            default -> "answer characters retrieved / (characters retrieved + answer characters missed)";
        };
    }
}
