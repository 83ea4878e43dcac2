package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.JudgmentRanges;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.model.InputException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * report.json's {@code judgment_ranges}, written when some evaluated ranking holds a hole in the judgments:
 * {@code {"basis", "results_evaluated", "queries_with_holes", "metrics": {metric: {"as_judged", "if_relevant"}},
 * "holes_per_query": [...], "if_relevant_per_query": {metric: [...]}}}, the per-query arrays in case order. They
 * are read back with the report to re-gate it: the values if the holes were relevant come from whole rankings,
 * which report.json does not keep, and the per-query ones let a re-gated report weigh its tags' thresholds as the
 * evaluation did.
 */
final class JudgmentRangesJson {
    /** How far a written mean may be from the per-query values' (floats are written in their shortest form). */
    private static final double MEAN_TOLERANCE = 1e-9;

    private JudgmentRangesJson() {
    }

    /** Adds {@code judgment_ranges} to a report's (or a variant's) node when there are any. */
    static void write(JudgmentRanges ranges, List<CaseResult> cases, ObjectNode node) {
        if (ranges == null) {
            return;
        }
        ObjectNode out = node.putObject("judgment_ranges");
        out.put("basis", ranges.basis());
        out.put("results_evaluated", ranges.resultsEvaluated());
        out.put("queries_with_holes", ranges.queriesWithHoles());
        ObjectNode metrics = out.putObject("metrics");
        ranges.ranges(cases).forEach((metric, range) -> metrics.putObject(metric.key())
                .put("as_judged", range.asJudged()).put("if_relevant", range.ifRelevant()));
        ArrayNode holes = out.putArray("holes_per_query");
        for (int i = 0; i < ranges.queries(); i++) {
            holes.add(ranges.holes(i));
        }
        ObjectNode perQuery = out.putObject("if_relevant_per_query");
        for (Metric metric : ranges.metrics()) {
            ArrayNode values = perQuery.putArray(metric.key());
            for (double value : ranges.ifRelevant(metric)) {
                values.add(value);
            }
        }
    }

    /**
     * A saved report's (or variant's) judgment ranges, checked against its cases: a basis, each query's holes (at
     * least one query with some, none deeper than the results evaluated), each summary metric's values per query
     * from 0 to 1 and those of a query without a hole its own, and the means the per-query values give.
     *
     * @param node the report's top level, or a variant's node
     * @param where the place of {@code node} in messages ({@code variants[1]}), or null for the top level
     * @return null when it has none
     */
    static JudgmentRanges read(JsonNode node, String where, List<Metric> metrics, List<CaseResult> cases,
                               ReadBackValues values) throws InputException {
        if (!node.has("judgment_ranges")) {
            return null;
        }
        String place = where == null ? "judgment_ranges" : where + ".judgment_ranges";
        JsonNode ranges = values.object(node.get("judgment_ranges"), place);
        String basis = values.text(ranges, "basis", place);
        int depth = values.integerAtLeast(ranges, "results_evaluated", place, 1);
        int[] holes = holes(values.array(ranges, "holes_per_query", place), place, depth, cases.size(), values);
        int withHoles = values.integerAtLeast(ranges, "queries_with_holes", place, 1);
        long counted = Arrays.stream(holes).filter(h -> h > 0).count();
        if (withHoles != counted) {
            throw values.problem("\"" + place + ".queries_with_holes\" is " + withHoles + ", but \"" + place
                    + ".holes_per_query\" has " + counted + " queries with holes");
        }
        JsonNode perQuery = values.object(ranges.get("if_relevant_per_query"), place + ".if_relevant_per_query");
        Map<Metric, double[]> ifRelevant = new LinkedHashMap<>();
        for (Metric metric : metrics) {
            ifRelevant.put(metric, perQuery(perQuery.get(metric.key()), place + ".if_relevant_per_query."
                    + metric.key(), metric, cases, holes, values));
        }
        for (Map.Entry<String, JsonNode> field : perQuery.properties()) {
            if (metrics.stream().noneMatch(m -> m.key().equals(field.getKey()))) {
                throw values.problem("\"" + place + ".if_relevant_per_query." + field.getKey() + "\" is a metric"
                        + " \"summary\" does not hold");
            }
        }
        JudgmentRanges read = new JudgmentRanges(basis, depth, holes, ifRelevant);
        checkMeans(values.object(ranges.get("metrics"), place + ".metrics"), place + ".metrics", read, cases, values);
        return read;
    }

    private static int[] holes(JsonNode array, String place, int depth, int queries, ReadBackValues values)
            throws InputException {
        if (array.size() != queries) {
            throw values.problem("\"" + place + ".holes_per_query\" holds " + array.size() + " values for "
                    + queries + " queries");
        }
        int[] holes = new int[queries];
        for (int i = 0; i < queries; i++) {
            JsonNode value = array.get(i);
            if (!value.canConvertToInt() || !value.isIntegralNumber() || value.intValue() < 0
                    || value.intValue() > depth) {
                throw values.problem("\"" + place + ".holes_per_query[" + i + "]\" is " + value + "; it must be a"
                        + " whole number from 0 to the " + depth + " results evaluated");
            }
            holes[i] = value.intValue();
        }
        return holes;
    }

    private static double[] perQuery(JsonNode array, String place, Metric metric, List<CaseResult> cases,
                                     int[] holes, ReadBackValues values) throws InputException {
        if (array == null || !array.isArray() || array.size() != cases.size()) {
            throw values.problem("\"" + place + "\" is missing or does not hold one value per query ("
                    + cases.size() + ")");
        }
        double[] read = new double[cases.size()];
        for (int i = 0; i < read.length; i++) {
            read[i] = values.metricValue(array.get(i), place + "[" + i + "]", metric.key());
            if (holes[i] == 0 && read[i] != cases.get(i).value(metric)) {
                // Without a hole nothing can move: a different value was edited in, or belongs to another query.
                throw values.problem("\"" + place + "[" + i + "]\" is " + read[i] + ", but the query has no hole"
                        + " and its " + metric.key() + " is " + cases.get(i).value(metric));
            }
        }
        return read;
    }

    private static void checkMeans(JsonNode metrics, String place, JudgmentRanges read, List<CaseResult> cases,
                                   ReadBackValues values) throws InputException {
        Map<Metric, JudgmentRanges.Range> means = read.ranges(cases);
        for (Map.Entry<Metric, JudgmentRanges.Range> entry : means.entrySet()) {
            String at = place + "." + entry.getKey().key();
            JsonNode range = values.object(metrics.get(entry.getKey().key()), at);
            mean(range, at + ".as_judged", entry.getKey(), entry.getValue().asJudged(), values);
            mean(range, at + ".if_relevant", entry.getKey(), entry.getValue().ifRelevant(), values);
        }
        if (metrics.size() != means.size()) {
            throw values.problem("\"" + place + "\" names a metric \"summary\" does not hold");
        }
    }

    private static void mean(JsonNode range, String place, Metric metric, double expected, ReadBackValues values)
            throws InputException {
        String field = place.substring(place.lastIndexOf('.') + 1);
        double written = values.metricValue(range.get(field), place, metric.key());
        if (!(Math.abs(written - expected) <= MEAN_TOLERANCE)) {
            throw values.problem("\"" + place + "\" is " + written + ", but the per-query values average "
                    + expected + "; the means and the values come from one evaluation");
        }
    }
}
