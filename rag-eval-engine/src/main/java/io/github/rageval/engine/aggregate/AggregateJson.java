package io.github.rageval.engine.aggregate;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.saved.JsonReport;
import java.io.IOException;
import java.util.List;

/**
 * The aggregate's {@code report.json}, for machines: the verdict and its failures, the metric columns, then every
 * module in reactor order with its report's path, status, verdict, failures and rows (a row per variant when the
 * module compares several). Keys in a fixed order and the layout of the modules' own report.json, so the same
 * module reports give the same bytes.
 */
public final class AggregateJson {
    public static final String FILE_NAME = JsonReport.FILE_NAME;
    public static final String FORMAT = "rag-eval-aggregate";
    public static final int VERSION = 1;

    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    private AggregateJson() {
    }

    public static String render(Aggregate aggregate) throws IOException {
        ObjectNode root = NODES.objectNode();
        root.put("format", FORMAT);
        root.put("version", VERSION);
        root.put("passed", aggregate.passed());
        root.set("failures", strings(aggregate.failures()));
        root.put("fail_on_missing_report", aggregate.failOnMissingReport());
        root.set("metrics", strings(aggregate.columns()));
        ArrayNode modules = root.putArray("modules");
        for (ModuleResult module : aggregate.modules()) {
            ObjectNode node = modules.addObject();
            node.put("name", module.name());
            node.put("report", module.source().reportLabel());
            node.put("status", module.status().key());
            node.put("passed", module.status() == ModuleStatus.PASSED);
            node.put("fail_on_violation", module.source().failOnViolation());
            node.set("failures", strings(module.failures()));
            ArrayNode rows = node.putArray("rows");
            module.rows().forEach(row -> rows.add(row(row)));
        }
        return JsonReport.pretty(root);
    }

    private static ObjectNode row(ResultRow row) {
        ObjectNode node = NODES.objectNode();
        node.put("variant", row.variant());
        node.put("gate", row.gate());
        node.put("retriever", row.retriever());
        node.put("k", row.k());
        ObjectNode summary = node.putObject("summary");
        row.summary().forEach(summary::put);
        if (row.queries() != null) {
            summary.put("queries", row.queries());
        }
        node.put("passed", row.passed());
        node.set("violations", strings(row.violations()));
        return node;
    }

    private static ArrayNode strings(List<String> values) {
        ArrayNode array = NODES.arrayNode();
        values.forEach(array::add);
        return array;
    }
}
