package io.github.rageval.engine.store;

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
import io.github.rageval.engine.config.ScoringOptions;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.ResultSource;
import io.github.rageval.engine.format.PathLabel;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.model.ScoredDocument;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

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
        source(root, report);
        if (report.relevanceLevel() != ScoringOptions.DEFAULT_RELEVANCE_LEVEL) {
            root.put("relevance_level", report.relevanceLevel());
        }
        root.set("summary", summary(report));
        LatencyJson.write(report.latency(), root);
        ObjectNode thresholds = root.putObject("thresholds");
        for (Threshold threshold : report.thresholds()) {
            thresholds.put(threshold.metric().key(), threshold.minimum());
        }
        SegmentJson.rulesAndSummaries(root, report);
        if (report.tieRanges() != null) {
            ObjectNode ties = root.putObject("tie_ranges");
            ties.put("queries_with_ties", report.tieRanges().queriesWithTies());
            ObjectNode metrics = ties.putObject("metrics");
            report.tieRanges().ranges().forEach((metric, range) -> metrics.putObject(metric.key())
                    .put("worst", range.worst()).put("best", range.best()));
        }
        root.put("passed", report.passed());
        ArrayNode violations = root.putArray("violations");
        for (Violation violation : report.violations()) {
            ObjectNode node = violations.addObject();
            if (violation.tag() != null) {
                node.put("tag", violation.tag());
            }
            node.put("metric", violation.metric().key());
            node.put("value", violation.value());
            node.put("threshold", violation.threshold().minimum());
            node.put("message", violation.message());
        }
        LatencyJson.violations(report.latency(), violations);
        SegmentJson.missLimitViolations(root, report);
        if (!report.warnings().isEmpty()) {
            ArrayNode warnings = root.putArray("warnings");
            report.warnings().forEach(warnings::add);
        }
        root.set("cases", cases(report));
        return root;
    }

    /** The summary object: each metric's mean, then the number of queries. */
    static ObjectNode summary(EvaluationReport report) {
        ObjectNode summary = NODES.objectNode();
        for (Metric metric : report.summary().metrics()) {
            summary.put(metric.key(), report.summary().value(metric));
        }
        summary.put("queries", report.summary().queries());
        return summary;
    }

    /** The cases array: per query its results, judgments, values and explanation. */
    static ArrayNode cases(EvaluationReport report) {
        List<Metric> extra = report.summary().metrics().stream()
                .filter(m -> !SummaryMetric.metrics().contains(m)).toList();
        ArrayNode cases = NODES.arrayNode();
        for (int i = 0; i < report.cases().size(); i++) {
            ObjectNode node = caseNode(report.cases().get(i), extra);
            report.explanation(i).ifPresent(explanation -> node.set("explanation", ExplanationJson.of(explanation)));
            cases.add(node);
        }
        return cases;
    }

    /** Where the ranked lists came from; a field only one source has appears only for it. */
    private static void source(ObjectNode root, EvaluationReport report) {
        if (report.source() instanceof ResultSource.Retriever source) {
            ObjectNode retriever = root.putObject("retriever");
            RetrieverSettingsJson.write(source.settings(), retriever);
            if (source.depth() != report.k()) {
                root.put("depth", source.depth());
            }
            if (source.documents() != ResultSource.Retriever.NO_CORPUS) {
                root.put("documents", source.documents());
            }
            if (source.describesIndex()) {
                root.put("vocabulary_size", source.vocabularySize());
                ObjectNode index = root.putObject("index");
                index.put("documents", source.index().documents());
                index.put("terms", source.index().terms());
                index.put("postings", source.index().postings());
                index.put("bytes_per_posting", source.index().bytesPerPosting());
                index.put("estimated_bytes", source.index().estimatedBytes());
            }
        } else if (report.source() instanceof ResultSource.RunFile run) {
            ObjectNode node = root.putObject("run");
            node.put("file", PathLabel.of(run.file()));
            node.put("results", run.results());
            node.put("queries", run.coverage().runQueries());
            ArrayNode unjudged = node.putArray("unjudged_queries");
            run.coverage().unjudged().forEach(unjudged::add);
            ArrayNode missing = node.putArray("missing_queries");
            run.coverage().missing().forEach(missing::add);
            node.put("missing_counted", run.coverage().missingCounted());
            if (run.depth() > 0) {
                root.put("depth", run.depth());
            }
        }
    }

    /** A score, or null when the retriever gave none (NaN). */
    static JsonNode score(double score) {
        return Double.isNaN(score) ? NODES.nullNode() : NODES.numberNode(score);
    }

    private static ObjectNode caseNode(CaseResult result, List<Metric> extra) {
        ObjectNode node = NODES.objectNode();
        if (result.queryId() != null) {
            node.put("query_id", result.queryId());
        }
        if (result.query() != null) {
            node.put("query", result.query());
        }
        ArrayNode retrieved = node.putArray("retrieved");
        for (ScoredDocument document : result.retrieved()) {
            ObjectNode item = retrieved.addObject().put("doc_id", document.docId());
            item.set("score", score(document.score()));
            if (document.chunk() != null) {
                item.putObject("chunk").put("id", document.chunk().id()).put("text", document.chunk().excerpt());
            }
        }
        ArrayNode relevant = node.putArray("relevant_doc_ids");
        result.relevantDocIds().forEach(relevant::add);
        if (result.golden().isGraded()) {
            ObjectNode grades = node.putObject("grades");
            result.golden().grades().forEach(grades::put);
        }
        if (!result.golden().tags().isEmpty()) {
            ArrayNode tags = node.putArray("tags");
            result.golden().tags().forEach(tags::add);
        }
        node.put("precision", result.precision());
        node.put("recall", result.recall());
        node.put("reciprocal_rank", result.reciprocalRank());
        node.put("hit", result.hit());
        if (!extra.isEmpty()) {
            ObjectNode metrics = node.putObject("metrics");
            extra.forEach(metric -> metrics.put(metric.key(), result.value(metric)));
        }
        return node;
    }
}
