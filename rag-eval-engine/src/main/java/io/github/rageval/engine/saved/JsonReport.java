package io.github.rageval.engine.saved;

import com.fasterxml.jackson.core.JsonGenerator;
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
import io.github.rageval.engine.baseline.RecordedCase;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.ResultSource;
import io.github.rageval.engine.format.PathLabel;
import io.github.rageval.engine.gate.Threshold;
import io.github.rageval.engine.gate.Violation;
import io.github.rageval.engine.metrics.Metric;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * {@code report.json}: the whole evaluation for machines. Keys come in a fixed order, floats in their shortest
 * round-trip form, lines end in {@code \n} on every platform: the same evaluation gives the same bytes.
 */
public final class JsonReport {
    public static final String FILE_NAME = "report.json";
    /**
     * The most results listed per query. Enough for every cutoff people read (10, 100) and for re-gating, which
     * takes the per-query values as written; the whole ranking is in the run file, or run.trec for a retriever.
     * A baseline keeps as many, so that a report and a baseline of one run list the same results.
     */
    public static final int RESULTS_PER_QUERY = RecordedCase.LISTED_RESULTS;

    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
            .disable(JsonWriteFeature.ESCAPE_NON_ASCII)
            .build();

    private JsonReport() {
    }

    /** Writes {@code report.json} into the folder atomically and returns its path. */
    public static Path write(EvaluationReport report, Path folder) throws IOException {
        return write(tree(report), folder);
    }

    /** Writes a report.json tree into the folder atomically, streamed to the file, and returns its path. */
    static Path write(JsonNode tree, Path folder) throws IOException {
        Path target = folder.resolve(FILE_NAME);
        AtomicFiles.write(target, out -> pretty(tree, out));
        return target;
    }

    public static String render(EvaluationReport report) throws IOException {
        return pretty(tree(report));
    }

    /** Any JSON tree in this report's layout: two-space indents, {@code \n} line ends, a final newline. */
    public static String pretty(JsonNode tree) throws IOException {
        StringWriter out = new StringWriter();
        pretty(tree, out);
        return out.toString();
    }

    /**
     * Writes a tree in this report's layout as UTF-8 (a lone surrogate becomes {@code ?}, as {@link String#getBytes}
     * makes it), leaving the stream open.
     */
    static void pretty(JsonNode tree, OutputStream out) throws IOException {
        Writer writer = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
        pretty(tree, writer);
        writer.flush();
    }

    private static void pretty(JsonNode tree, Writer out) throws IOException {
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        MAPPER.writer(printer).without(JsonGenerator.Feature.AUTO_CLOSE_TARGET).writeValue(out, tree);
        out.write('\n');
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
            thresholds.put(threshold.metric().key(), threshold.bound());
        }
        SegmentJson.rulesAndSummaries(root, report);
        TieRangesJson.write(report.tieRanges(), root);
        JudgmentRangesJson.write(report.judgmentRanges(), report.cases(), root);
        MachineGradesJson.write(report, root);
        root.put("passed", report.passed());
        ArrayNode violations = root.putArray("violations");
        for (Violation violation : report.violations()) {
            ObjectNode node = violations.addObject();
            if (violation.tag() != null) {
                node.put("tag", violation.tag());
            }
            node.put("metric", violation.metric().key());
            node.put("value", violation.value());
            node.put("threshold", violation.threshold().bound());
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

    /**
     * The cases array: per query its first {@link #RESULTS_PER_QUERY} results, judgments, values and explanation,
     * written out only when the tree is ({@link CasesJson}).
     */
    static JsonNode cases(EvaluationReport report) {
        return NODES.pojoNode(new CasesJson(report));
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

}
