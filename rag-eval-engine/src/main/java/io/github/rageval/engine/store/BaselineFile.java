package io.github.rageval.engine.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.RecordedCase;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.data.JsonFields;
import io.github.rageval.engine.data.JsonSyntax;
import io.github.rageval.engine.data.PathProblems;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code baseline.json}: a recorded run, written atomically with keys in a fixed order (the same run gives the
 * same bytes, so a re-recorded baseline that did not change shows no diff in version control).
 */
public final class BaselineFile {
    public static final String DEFAULT_PATH = "src/test/rag/baseline.json";
    static final String FORMAT = "rag-eval-baseline";
    static final int VERSION = 1;

    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private BaselineFile() {
    }

    public static void write(RecordedRun run, Path file) throws IOException {
        AtomicFiles.write(file, JsonReport.pretty(tree(run)));
    }

    static ObjectNode tree(RecordedRun run) {
        ObjectNode root = NODES.objectNode();
        root.put("format", FORMAT);
        root.put("version", VERSION);
        root.set("fingerprint", fingerprintNode(run.fingerprint()));
        ObjectNode summary = root.putObject("summary");
        run.summary().forEach(summary::put);
        summary.put("queries", run.cases().size());
        ArrayNode cases = root.putArray("cases");
        for (RecordedCase recorded : run.cases()) {
            ObjectNode node = cases.addObject();
            node.put("query", recorded.query());
            ArrayNode relevant = node.putArray("relevant_doc_ids");
            recorded.relevantDocIds().forEach(relevant::add);
            ArrayNode retrieved = node.putArray("retrieved");
            for (ScoredDocument document : recorded.retrieved()) {
                retrieved.addObject().put("doc_id", document.docId()).set("score", Double.isNaN(document.score())
                        ? NODES.nullNode() : NODES.numberNode(document.score()));
            }
            ObjectNode values = node.putObject("metrics");
            recorded.values().forEach(values::put);
        }
        return root;
    }

    /** The fingerprint as report.json and baseline.json write it. */
    public static ObjectNode fingerprintNode(Fingerprint fingerprint) {
        ObjectNode node = NODES.objectNode();
        node.put("k", fingerprint.k());
        ObjectNode retriever = node.putObject("retriever");
        RetrieverSettingsJson.write(fingerprint.retriever(), retriever);
        node.put("corpus_sha256", fingerprint.corpusSha256());
        node.put("golden_sha256", fingerprint.goldenSha256());
        return node;
    }

    public static RecordedRun read(Path file) throws InputException {
        String missing = "Record one with mvn rag-eval:baseline, or leave baselineFile unset to compare with none.";
        PathProblems.requireFile(file, "baseline file " + file, missing, "Point baselineFile at the baseline.json"
                + " file, or leave it unset to compare with none.");
        JsonNode root;
        try {
            root = JsonSyntax.readTree(MAPPER, Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            throw new InputException("baseline file " + file + " does not exist. " + missing, e);
        } catch (JsonSyntax.Problem e) {
            throw new InputException("baseline file " + file + " is not valid JSON" + e.atLine() + ": "
                    + e.getMessage() + ". Re-record it with mvn rag-eval:baseline.", e);
        } catch (IOException e) {
            throw new InputException("baseline file " + file + " cannot be read: " + e.getMessage()
                    + ". Check that it is readable, or re-record it with mvn rag-eval:baseline.", e);
        }
        return new Reader(file).run(root);
    }

    /** Reads one baseline tree, naming the file and the field in every error. */
    private static final class Reader {
        private final Path file;
        private final JsonFields json = new JsonFields(this::error);
        private final ReadBackValues values = new ReadBackValues(this::error);

        Reader(Path file) {
            this.file = file;
        }

        RecordedRun run(JsonNode root) throws InputException {
            if (root == null || !root.isObject() || !FORMAT.equals(root.path("format").asText(null))) {
                throw error("it is not a rag-eval baseline (no \"format\": \"" + FORMAT + "\")");
            }
            if (root.path("version").asInt(-1) != VERSION) {
                throw error("its version " + root.path("version") + " is not " + VERSION + ", the one this plugin"
                        + " reads");
            }
            Fingerprint fingerprint = fingerprint(json.object(root, "fingerprint"));
            Map<String, Double> summary = metricValues(json.object(root, "summary"), "summary");
            List<RecordedCase> cases = new ArrayList<>();
            JsonNode array = values.cases(root);
            for (int i = 0; i < array.size(); i++) {
                cases.add(recordedCase(array.get(i), "cases[" + i + "]"));
            }
            return new RecordedRun(fingerprint, summary, cases);
        }

        private Fingerprint fingerprint(JsonNode node) throws InputException {
            JsonNode k = node.path("k");
            if (k.isIntegralNumber() && !k.canConvertToInt()) {
                throw error("\"fingerprint.k\" is out of range (a whole number from " + WholeNumbers.RANGE + ")");
            }
            if (!k.canConvertToInt()) {
                throw error("\"fingerprint.k\" is not an integer");
            }
            if (k.intValue() < 1) {
                throw error("\"fingerprint.k\" is " + k.intValue() + "; it must be at least 1");
            }
            Map<String, Object> retriever = RetrieverSettingsJson.read(json.object(node, "retriever"));
            return new Fingerprint(k.intValue(), retriever, json.text(node, "corpus_sha256", "fingerprint"),
                    json.text(node, "golden_sha256", "fingerprint"));
        }

        private RecordedCase recordedCase(JsonNode node, String where) throws InputException {
            if (!node.isObject()) {
                throw error("\"" + where + "\" is not an object");
            }
            List<String> relevant = values.strings(json.array(node, "relevant_doc_ids", where),
                    where + ".relevant_doc_ids");
            List<ScoredDocument> retrieved = values.retrieved(node, where);
            return new RecordedCase(json.text(node, "query", where), relevant, retrieved,
                    metricValues(json.object(node, "metrics"), where + ".metrics"));
        }

        /** Each metric's value by key, each a number from 0 to 1; a summary's query count is no metric. */
        private Map<String, Double> metricValues(JsonNode node, String where) throws InputException {
            Map<String, Double> metrics = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> field : node.properties()) {
                JsonNode value = field.getValue();
                String place = where + "." + field.getKey();
                if (!value.isNumber()) {
                    throw error("\"" + place + "\" is not a number");
                }
                if (place.equals("summary.queries")) {
                    if (!value.canConvertToInt() || value.intValue() < 1) {
                        throw error("\"summary.queries\" is " + Shown.value(value.asText()) + "; it must be a whole"
                                + " number of at least 1");
                    }
                } else {
                    metrics.put(field.getKey(), values.metricValue(value, place));
                }
            }
            return metrics;
        }




        private InputException error(String problem) {
            return new InputException("baseline file " + file + " cannot be used: " + problem
                    + ". Re-record it with mvn rag-eval:baseline.");
        }
    }
}
