package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.gate.MissLimit;
import io.github.rageval.engine.gate.MissLimitViolation;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.Summary;
import java.util.List;

/**
 * The tag parts of report.json: {@code segments} (the means per tag), {@code tag_thresholds} and
 * {@code miss_limits} (the rules held), and {@code miss_limit_violations}. Each appears only when the golden
 * dataset has tags or the gate has such rules, so an untagged evaluation's report is unchanged.
 */
final class SegmentJson {
    private SegmentJson() {
    }

    static void rulesAndSummaries(ObjectNode root, EvaluationReport report) {
        if (!report.segments().isEmpty()) {
            ObjectNode segments = root.putObject("segments");
            report.segments().forEach((tag, summary) -> segments.set(tag, summaryNode(segments, summary)));
        }
        if (!report.segmentRules().tagThresholds().isEmpty()) {
            ObjectNode tagThresholds = root.putObject("tag_thresholds");
            report.segmentRules().tagThresholds().forEach((tag, thresholds) -> {
                ObjectNode node = tagThresholds.putObject(tag);
                for (Threshold threshold : thresholds) {
                    node.put(threshold.metric().key(), threshold.bound());
                }
            });
        }
        List<MissLimit> limits = report.segmentRules().missLimits();
        if (!limits.isEmpty()) {
            ArrayNode node = root.putArray("miss_limits");
            for (MissLimit limit : limits) {
                ObjectNode item = node.addObject();
                if (limit.tag() != null) {
                    item.put("tag", limit.tag());
                }
                item.put("allowed", limit.allowed());
            }
        }
    }

    static void missLimitViolations(ObjectNode root, EvaluationReport report) {
        if (report.segmentRules().missLimits().isEmpty()) {
            return;
        }
        ArrayNode violations = root.putArray("miss_limit_violations");
        for (MissLimitViolation violation : report.missLimitViolations()) {
            ObjectNode item = violations.addObject();
            if (violation.limit().tag() != null) {
                item.put("tag", violation.limit().tag());
            }
            item.put("allowed", violation.limit().allowed());
            item.put("missed", violation.missedQueries().size());
            ArrayNode queries = item.putArray("queries");
            violation.missedQueries().forEach(queries::add);
            item.put("message", violation.message());
        }
    }

    private static ObjectNode summaryNode(ObjectNode factory, Summary summary) {
        ObjectNode node = factory.objectNode();
        for (Metric metric : summary.metrics()) {
            node.put(metric.key(), summary.value(metric));
        }
        node.put("queries", summary.queries());
        return node;
    }
}
