package io.github.rageval.engine.aggregate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.input.JsonSyntax;
import io.github.rageval.engine.input.PathProblems;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.saved.ReadBackValues;
import io.github.rageval.engine.saved.UnfinishedReports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the part of a module's {@code report.json} the aggregate shows: the verdict ({@code passed}, the whole
 * verdict of the check), the failures, k, the retriever and the summary; and, when the module compares several
 * retrievers ({@code variants}), the same per variant, with the gate variant's verdict as the module's. Only
 * {@code passed} and {@code summary} are required (and, per variant, {@code name}, {@code passed} and
 * {@code summary}): the aggregate reads reports of other versions of the plugin as far as they go.
 */
public final class ModuleReportReader {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String QUERIES = "queries";

    private final ModuleSource source;
    /** The checks re-gating makes of the same values: a report the check would refuse is not aggregated either. */
    private final ReadBackValues values;

    private ModuleReportReader(ModuleSource source) {
        this.source = source;
        this.values = new ReadBackValues(this::error);
    }

    /**
     * @return the module's result; {@link ModuleStatus#NO_REPORT} when its report does not exist
     * @throws InputException when the report is not valid JSON or lacks a field the aggregate needs, naming both
     */
    public static ModuleResult read(ModuleSource source) throws InputException {
        Path file = source.reportFile();
        ModuleReportReader reader = new ModuleReportReader(source);
        byte[] bytes;
        Instant written;
        if (Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            java.util.Optional<String> problem = PathProblems.ofFile(file);
            if (problem.isPresent()) {
                throw reader.error("it " + problem.get());
            }
        }
        try {
            bytes = Files.readAllBytes(file);
            written = Files.getLastModifiedTime(file).toInstant();
        } catch (NoSuchFileException e) {
            boolean started = file.getParent() != null
                    && Files.exists(file.getParent().resolve(UnfinishedReports.FILE_NAME));
            return new ModuleResult(source, ModuleStatus.NO_REPORT, List.of("no report: " + source.reportLabel()
                    + " does not exist (" + (started ? "the module's check started and stopped before writing it: its"
                    + " folder holds " + UnfinishedReports.FILE_NAME : "the module's check was skipped, or did not"
                    + " run before this goal") + ")"), List.of(), null);
        } catch (IOException e) {
            throw reader.error("it cannot be read (" + FileError.reason(e) + ")");
        }
        JsonNode root;
        try {
            root = JsonSyntax.readTree(MAPPER, bytes);
        } catch (JsonSyntax.Problem e) {
            throw reader.error("it is not valid JSON" + e.atLine() + " (" + e.getMessage() + ")");
        } catch (IOException e) {
            throw reader.error("it cannot be read (" + FileError.reason(e) + ")");
        }
        return reader.module(root, written);
    }

    private ModuleResult module(JsonNode root, Instant written) throws InputException {
        if (root == null || !root.isObject()) {
            throw error("it is not a JSON object");
        }
        boolean passed = bool(root, "passed", null);
        JsonNode summary = object(root, "summary", null);
        List<String> failures = failures(root, passed);
        JsonNode variants = root.get("variants");
        List<ResultRow> rows = new ArrayList<>();
        if (variants == null || variants.isNull()) {
            rows.add(new ResultRow(null, true, retriever(root), k(root, null), queries(summary, "summary"),
                    summary(root, null), passed, failures));
        } else {
            rows.addAll(variants(root, variants, passed, failures));
        }
        return new ModuleResult(source, passed ? ModuleStatus.PASSED : ModuleStatus.FAILED, failures, rows, written);
    }

    /** One row per variant, in the report's order; exactly one is the gate, and it carries the module's verdict. */
    private List<ResultRow> variants(JsonNode root, JsonNode variants, boolean passed, List<String> failures)
            throws InputException {
        if (!variants.isArray() || variants.isEmpty()) {
            throw error("\"variants\" is not a non-empty array");
        }
        JsonNode gateName = root.get("gate_variant");
        if (gateName != null && !gateName.isTextual()) {
            throw error("\"gate_variant\" is not a string");
        }
        List<ResultRow> rows = new ArrayList<>();
        List<String> gates = new ArrayList<>();
        for (int i = 0; i < variants.size(); i++) {
            String where = "variants[" + i + "]";
            JsonNode variant = variants.get(i);
            if (!variant.isObject()) {
                throw error("\"" + where + "\" is not an object");
            }
            String name = text(variant, "name", where);
            boolean gate = variant.has("gate") ? bool(variant, "gate", where)
                    : gateName != null && gateName.textValue().equals(name);
            if (gate) {
                gates.add(name);
            }
            JsonNode type = variant.get("retriever");
            String retriever = type != null && type.isTextual() ? type.textValue() : gate ? retriever(root) : null;
            Integer k = variant.has("k") ? k(variant, where) : k(root, null);
            boolean variantPassed = bool(variant, "passed", where);
            rows.add(new ResultRow(name, gate, retriever, k, queries(object(variant, "summary", where),
                    where + ".summary"), summary(variant, where), gate ? passed : variantPassed,
                    gate ? failures : messages(variant, "violations", where)));
        }
        if (gates.size() != 1) {
            throw error(gates.isEmpty() ? "no entry of \"variants\" is the gate (\"gate\": true, or named by"
                    + " \"gate_variant\")" : "\"variants\" has " + gates.size() + " gates (" + String.join(", ", gates)
                    + "), not one");
        }
        return rows;
    }

    /** Why the module fails: {@code failures} as the check printed them, else its threshold violations. */
    private List<String> failures(JsonNode root, boolean passed) throws InputException {
        List<String> failures = root.has("failures") ? messages(root, "failures", null)
                : messages(root, "violations", null);
        if (!passed && failures.isEmpty()) {
            return List.of("the gate failed (the report gives no reason)");
        }
        return failures;
    }

    /** An array of messages: strings, or objects with a {@code message} (threshold violations); absent is none. */
    private List<String> messages(JsonNode parent, String name, String where) throws InputException {
        JsonNode array = parent.get(name);
        List<String> messages = new ArrayList<>();
        if (array == null || array.isNull()) {
            return messages;
        }
        if (!array.isArray()) {
            throw error("\"" + qualified(where, name) + "\" is not an array");
        }
        for (int i = 0; i < array.size(); i++) {
            JsonNode item = array.get(i);
            JsonNode message = item.isObject() ? item.get("message") : item;
            if (message == null || !message.isTextual()) {
                throw error("\"" + qualified(where, name) + "[" + i + "]\" is not a message (a string, or an object"
                        + " with a \"message\" string)");
            }
            messages.add(message.textValue());
        }
        return messages;
    }

    /**
     * The metric means of {@code summary}, in its order; {@code queries} is a count, not a metric. Each name a metric
     * and each value from 0 to 1, as re-gating requires ({@link ReadBackValues#summaryMetrics}).
     */
    private Map<String, Double> summary(JsonNode parent, String where) throws InputException {
        values.summaryMetrics(parent, where);
        Map<String, Double> summary = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> field : object(parent, "summary", where).properties()) {
            if (!field.getKey().equals(QUERIES)) {
                summary.put(field.getKey(), values.metricValue(field.getValue(), qualified(where, "summary") + "."
                        + field.getKey(), field.getKey()));
            }
        }
        return summary;
    }

    /** The queries evaluated, when the summary gives them: a count, 0 or more. */
    private Integer queries(JsonNode summary, String where) throws InputException {
        return summary.has(QUERIES) ? values.integerAtLeast(summary, QUERIES, where, 0) : null;
    }

    /** k when given (reports of other versions may not): at least 1, as re-gating requires. */
    private Integer k(JsonNode parent, String where) throws InputException {
        return integer(parent, "k", where) == null ? null : values.integerAtLeast(parent, "k", where, 1);
    }

    /** {@code tfidf}, a class name, or {@code run <file name>}; null when the report names neither. */
    private static String retriever(JsonNode root) {
        JsonNode type = root.path("retriever").path("type");
        if (type.isTextual()) {
            return type.textValue();
        }
        JsonNode file = root.path("run").path("file");
        return file.isTextual() ? "run " + Path.of(file.textValue()).getFileName() : null;
    }

    private JsonNode object(JsonNode parent, String name, String where) throws InputException {
        JsonNode node = parent.path(name);
        if (!node.isObject()) {
            throw error("\"" + qualified(where, name) + "\" is missing or not an object");
        }
        return node;
    }

    private boolean bool(JsonNode parent, String name, String where) throws InputException {
        JsonNode node = parent.path(name);
        if (!node.isBoolean()) {
            throw error("\"" + qualified(where, name) + "\" is missing or not true/false");
        }
        return node.booleanValue();
    }

    private String text(JsonNode parent, String name, String where) throws InputException {
        JsonNode node = parent.path(name);
        if (!node.isTextual() || node.textValue().isBlank()) {
            throw error("\"" + qualified(where, name) + "\" is missing or not a non-blank string");
        }
        return node.textValue();
    }

    /** An optional integer: null when absent, an error when it is something else. */
    private Integer integer(JsonNode parent, String name, String where) throws InputException {
        JsonNode node = parent.get(name);
        if (node == null || node.isNull()) {
            return null;
        }
        if (node.isIntegralNumber() && !node.canConvertToInt()) {
            throw error("\"" + qualified(where, name) + "\" is out of range (a whole number from "
                    + WholeNumbers.RANGE + ")");
        }
        if (!node.canConvertToInt() || !node.isIntegralNumber()) {
            throw error("\"" + qualified(where, name) + "\" is not an integer");
        }
        return node.intValue();
    }

    private static String qualified(String where, String name) {
        return where == null ? name : where + "." + name;
    }

    private InputException error(String problem) {
        return new InputException("report file " + source.reportLabel() + " of module " + source.name()
                + " cannot be aggregated: " + problem + ". Run that module's check again (mvn verify) to write it"
                + " anew.");
    }
}
