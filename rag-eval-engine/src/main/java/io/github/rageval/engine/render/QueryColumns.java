package io.github.rageval.engine.render;

import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.MetricFamily;
import io.github.rageval.engine.metrics.MetricSelection;
import java.util.ArrayList;
import java.util.List;

/**
 * The metrics a report's query table adds per query beside precision, recall and reciprocal rank, when the queries
 * carry them: over a golden set labelled by spans, span_recall, span_precision and span_iou; with reference answers,
 * answer_containment and key_fact_recall; with recorded answers, exact_match, token_f1 and rouge_l. A report without
 * them has no such columns.
 */
final class QueryColumns {
    /** In column order; precision_omega is the chunking's, not the ranking's, and is not among them. */
    private static final List<Metric> PER_QUERY;

    static {
        List<Metric> metrics = new ArrayList<>(MetricSelection.SPAN_METRICS.stream()
                .filter(metric -> metric.family() != MetricFamily.PRECISION_OMEGA).toList());
        for (MetricFamily family : List.of(MetricFamily.ANSWER_CONTAINMENT, MetricFamily.KEY_FACT_RECALL,
                MetricFamily.EXACT_MATCH, MetricFamily.TOKEN_F1, MetricFamily.ROUGE_L)) {
            metrics.add(Metric.of(family));
        }
        PER_QUERY = List.copyOf(metrics);
    }

    private QueryColumns() {
    }

    /** The metrics the queries carry, in column order; empty for a report without them. */
    static List<Metric> of(List<ReportView.QueryRow> rows) {
        if (rows.isEmpty()) {
            return List.of();
        }
        CaseResult first = rows.get(0).result();
        return PER_QUERY.stream().filter(first.values()::containsKey).toList();
    }

    /**
     * A column's heading in report.html, short where the metric's name would widen the table past the page: its name
     * stays in the heading's tooltip.
     */
    static String heading(Metric metric) {
        return switch (metric.family()) {
            case ANSWER_CONTAINMENT -> "contains";
            case KEY_FACT_RECALL -> "facts";
            case EXACT_MATCH -> "EM";
            case TOKEN_F1 -> "F1";
            case ROUGE_L -> "ROUGE-L";
            default -> metric.key();
        };
    }

    /** What a column heading's tooltip says of it. */
    static String description(Metric metric, int k) {
        return switch (metric.family()) {
            case SPAN_RECALL -> "share of the answer's characters the top " + k + " chunks hold";
            case SPAN_PRECISION -> "share of the top " + k + " chunks' characters that are answer";
            case SPAN_IOU -> "answer characters retrieved / (characters retrieved + answer characters missed)";
            case ANSWER_CONTAINMENT -> "answer_containment: 1 when a reference answer is in one of the top " + k
                    + " contexts";
            case KEY_FACT_RECALL -> "key_fact_recall: share of the key facts found in the top " + k + " contexts";
            case EXACT_MATCH -> "exact_match: 1 when the recorded answer is a reference answer (SQuAD)";
            case TOKEN_F1 -> "token_f1: token F1 of the recorded answer against the best reference (SQuAD)";
            default -> "rouge_l: ROUGE-L F of the recorded answer against the best reference (rouge_score)";
        };
    }
}
