package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.TieRanges;
import io.github.rageval.engine.model.InputException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * report.json's {@code tie_ranges}, {@code {"queries_with_ties", "metrics": {metric: {"worst", "best"}}}}, written
 * when some query ties documents of different grades, and read back with the report to re-gate it: the ranges are
 * computed from whole rankings, which report.json does not keep, so a re-gated report carries them as written.
 */
final class TieRangesJson {
    private TieRangesJson() {
    }

    /** Adds {@code tie_ranges} when there are any. */
    static void write(TieRanges ties, ObjectNode root) {
        if (ties == null) {
            return;
        }
        ObjectNode node = root.putObject("tie_ranges");
        node.put("queries_with_ties", ties.queriesWithTies());
        ObjectNode metrics = node.putObject("metrics");
        ties.ranges().forEach((metric, range) -> metrics.putObject(metric.key())
                .put("worst", range.worst()).put("best", range.best()));
    }

    /**
     * A saved report's tie ranges, checked against the rest of it: at least one and at most every query tied, a
     * range for each metric of the summary and no other, each from 0 to 1, the worst no more than the best.
     *
     * @return null when the report has none
     */
    static TieRanges read(JsonNode root, List<Metric> metrics, int queries, ReadBackValues values)
            throws InputException {
        if (!root.has("tie_ranges")) {
            return null;
        }
        JsonNode node = values.object(root.get("tie_ranges"), "tie_ranges");
        int withTies = values.integerAtLeast(node, "queries_with_ties", "tie_ranges", 1);
        if (withTies > queries) {
            throw values.problem("\"tie_ranges.queries_with_ties\" is " + withTies + ", more than the " + queries
                    + " queries");
        }
        JsonNode ranges = values.object(node.get("metrics"), "tie_ranges.metrics");
        Map<Metric, TieRanges.Range> read = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> field : ranges.properties()) {
            String place = "tie_ranges.metrics." + field.getKey();
            Metric metric = metrics.stream().filter(m -> m.key().equals(field.getKey())).findFirst()
                    .orElseThrow(() -> values.problem("\"" + place + "\" is a metric \"summary\" does not hold"));
            JsonNode range = values.object(field.getValue(), place);
            double worst = values.metricValue(range.get("worst"), place + ".worst", metric.key());
            double best = values.metricValue(range.get("best"), place + ".best", metric.key());
            if (worst > best) {
                throw values.problem("\"" + place + "\" has a worst of " + worst + ", above its best of " + best);
            }
            read.put(metric, new TieRanges.Range(worst, best));
        }
        for (Metric metric : metrics) {
            if (!read.containsKey(metric)) {
                throw values.problem("\"tie_ranges.metrics\" has no range for " + metric.key());
            }
        }
        return new TieRanges(read, withTies);
    }
}
