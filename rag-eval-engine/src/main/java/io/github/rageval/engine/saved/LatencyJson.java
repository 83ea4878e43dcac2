package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.input.JsonFields;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.latency.Latency;
import io.github.rageval.engine.latency.LatencyLimit;
import io.github.rageval.engine.latency.LatencyResult;
import io.github.rageval.engine.latency.LatencyViolation;
import io.github.rageval.engine.model.InputException;
import java.util.function.Function;

/**
 * report.json's {@code latency} object, {@code {"unit": "ms", "queries", "p50", "p95", "p99", "max"}} and the
 * {@code limits} held when any, and the latency violations in the metric violations' shape
 * ({@code {"metric": "latency_p95_ms", "value", "threshold", "message"}}). Milliseconds are written in the shortest
 * float form of the nanoseconds measured, so a re-gated report reads back the very same figures. The object is
 * the one part of a report that varies between runs of the same input, and only appears when latency is reported.
 */
final class LatencyJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    private LatencyJson() {
    }

    /** Adds the {@code latency} object when latency is reported. */
    static void write(LatencyResult latency, ObjectNode parent) {
        if (!latency.reported()) {
            return;
        }
        Latency summary = latency.summary();
        ObjectNode node = parent.putObject("latency");
        node.put("unit", Latency.UNIT);
        node.put("queries", summary.queries());
        node.put("p50", Latency.millis(summary.p50()));
        node.put("p95", Latency.millis(summary.p95()));
        node.put("p99", Latency.millis(summary.p99()));
        node.put("max", Latency.millis(summary.max()));
        if (!latency.limits().isEmpty()) {
            ObjectNode limits = node.putObject("limits");
            for (LatencyLimit limit : latency.limits()) {
                limits.put(limit.percentile().key(), limit.maximumMs());
            }
        }
    }

    /** Adds each exceeded latency limit to {@code violations}, in the shape of a metric's violation. */
    static void violations(LatencyResult latency, ArrayNode violations) {
        for (LatencyViolation violation : latency.violations()) {
            violations.addObject().put("metric", violation.limit().percentile().violationKey())
                    .put("value", Latency.millis(violation.nanos()))
                    .put("threshold", violation.limit().maximumMs())
                    .put("message", violation.message());
        }
    }

    /**
     * A saved report's {@code latency} object, or a variant's; null when it has none. Its unit is the one written,
     * and it times every query of the report, as the evaluation did.
     *
     * @param where the place of the object holding it ({@code variants[1]}), or null for the top level
     * @param queries how many queries the report holds
     * @param error turns a problem into the exception the reader throws, naming the file
     */
    static Latency read(JsonNode parent, String where, int queries, Function<String, InputException> error)
            throws InputException {
        if (!parent.has("latency")) {
            return null;
        }
        String place = where == null ? "latency" : where + ".latency";
        JsonFields json = new JsonFields(error);
        JsonNode node = parent.get("latency");
        if (!node.isObject()) {
            throw error.apply("\"" + place + "\" is not an object");
        }
        String unit = json.text(node, "unit", place);
        if (!unit.equals(Latency.UNIT)) {
            throw error.apply("\"" + place + ".unit\" is " + Shown.value(unit) + "; report.json gives times in "
                    + Latency.UNIT);
        }
        int timed = json.integer(node, "queries", place);
        if (timed != queries) {
            throw error.apply("\"" + place + ".queries\" is " + timed + ", but the report holds " + queries
                    + " queries, each timed");
        }
        try {
            return new Latency(timed, nanos(node, place, "p50", error), nanos(node, place, "p95", error),
                    nanos(node, place, "p99", error), nanos(node, place, "max", error));
        } catch (IllegalArgumentException e) {
            throw error.apply("\"" + place + "\" is not a summary of query times (" + e.getMessage() + ")");
        }
    }

    private static long nanos(JsonNode latency, String place, String field, Function<String, InputException> error)
            throws InputException {
        JsonNode value = latency.get(field);
        if (value == null || !value.isNumber()) {
            throw error.apply("\"" + place + "." + field + "\" is missing or not a number");
        }
        return Latency.nanos(value.doubleValue());
    }
}
