package io.github.rageval.engine.report;

import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.EvaluationReport;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.retrieval.ScoredDocument;
import java.io.IOException;
import java.nio.file.Path;

/**
 * {@code report.json}: the whole evaluation for machines. Keys come in a fixed order, floats in their shortest
 * round-trip form, lines end in {@code \n} on every platform: the same evaluation gives the same bytes.
 */
public final class JsonReport {
    public static final String FILE_NAME = "report.json";

    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
            .disable(JsonWriteFeature.ESCAPE_NON_ASCII)
            .build();

    private JsonReport() {
    }

    /** Writes {@code report.json} into the folder atomically and returns its path. */
    public static Path write(EvaluationReport report, Path folder) throws IOException {
        Path target = folder.resolve(FILE_NAME);
        AtomicFiles.write(target, render(report));
        return target;
    }

    public static String render(EvaluationReport report) throws IOException {
        return pretty(tree(report));
    }

    /** Any JSON tree in this report's layout: two-space indents, {@code \n} line ends, a final newline. */
    public static String pretty(JsonNode tree) throws IOException {
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        return MAPPER.writer(printer).writeValueAsString(tree) + "\n";
    }

    static ObjectNode tree(EvaluationReport report) {
        ObjectNode root = NODES.objectNode();
        root.put("k", report.k());
        ObjectNode retriever = root.putObject("retriever");
        retriever.put("type", "tfidf");
        retriever.put("token_pattern", report.tfidf().tokenPattern());
        retriever.put("lowercase", report.tfidf().lowercase());
        retriever.put("sublinear_tf", report.tfidf().sublinearTf());
        root.put("documents", report.documents());
        root.put("vocabulary_size", report.vocabularySize());
        ObjectNode summary = root.putObject("summary");
        for (SummaryMetric metric : SummaryMetric.values()) {
            summary.put(metric.key(), report.summary().value(metric));
        }
        summary.put("queries", report.summary().queries());
        ObjectNode thresholds = root.putObject("thresholds");
        for (Threshold threshold : report.thresholds()) {
            thresholds.put(threshold.metric().key(), threshold.minimum());
        }
        root.put("passed", report.passed());
        ArrayNode violations = root.putArray("violations");
        for (Violation violation : report.violations()) {
            ObjectNode node = violations.addObject();
            node.put("metric", violation.metric().key());
            node.put("value", violation.value());
            node.put("threshold", violation.threshold().minimum());
            node.put("message", violation.message());
        }
        ArrayNode cases = root.putArray("cases");
        for (CaseResult result : report.cases()) {
            cases.add(caseNode(result));
        }
        return root;
    }

    private static ObjectNode caseNode(CaseResult result) {
        ObjectNode node = NODES.objectNode();
        node.put("query", result.query());
        ArrayNode retrieved = node.putArray("retrieved");
        for (ScoredDocument document : result.retrieved()) {
            retrieved.addObject().put("doc_id", document.docId()).put("score", document.score());
        }
        ArrayNode relevant = node.putArray("relevant_doc_ids");
        result.relevantDocIds().forEach(relevant::add);
        node.put("precision", result.precision());
        node.put("recall", result.recall());
        node.put("reciprocal_rank", result.reciprocalRank());
        node.put("hit", result.hit());
        return node;
    }
}
