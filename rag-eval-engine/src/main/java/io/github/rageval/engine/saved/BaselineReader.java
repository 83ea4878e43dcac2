package io.github.rageval.engine.saved;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.baseline.RecordedCase;
import io.github.rageval.engine.baseline.RecordedRun;
import io.github.rageval.engine.input.JsonFields;
import io.github.rageval.engine.input.JsonSyntax;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.metrics.SummaryMetric;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.model.UnlistedResults;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one baseline.json, naming the file and the field in every error. The cases are read one at a time as the
 * parser reaches them, each as a small tree: a baseline of thousands of queries is never one tree in memory (one of
 * 7,000 queries × 1,000 results took 4.9 GB as a tree). Everything before {@code cases} (format, version,
 * fingerprint, summary, as the writer orders them) is checked before the first case is read, so a file that is no
 * baseline is called that, not blamed for its first case; a file whose keys come in another order (sorted by a tool)
 * is read whole, then checked in the same order. A name given twice in one object is an error, not the last one
 * kept.
 */
final class BaselineReader {
    private static final String HIT = SummaryMetric.HIT_RATE.key();
    /** A mean summed in another order may differ in its last digits, never by more. */
    private static final double SUMMARY_TOLERANCE = 1e-9;

    private final Path file;
    private final ObjectMapper mapper;
    /** What records a baseline, in the front end's words: the advice of every error. */
    private final String recordCommand;
    private final JsonFields json = new JsonFields(this::error);
    private final ReadBackValues values = new ReadBackValues(this::error);

    BaselineReader(Path file, ObjectMapper mapper, String recordCommand) {
        this.file = file;
        this.mapper = mapper;
        this.recordCommand = recordCommand;
    }

    /** @throws JsonSyntax.Problem when the file is no valid JSON */
    RecordedRun read(JsonParser parser) throws InputException, JsonSyntax.Problem, IOException {
        ObjectNode header = JsonNodeFactory.instance.objectNode();
        RecordedRun head = null;
        List<RecordedCase> cases = null;
        if (next(parser) != JsonToken.START_OBJECT) {
            throw error("it is not a rag-eval baseline (no \"format\": \"" + BaselineFile.FORMAT + "\")");
        }
        while (next(parser) == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            if (next(parser) == JsonToken.START_ARRAY && name.equals("cases") && header.has("format")) {
                head = head(header);
                cases = new ArrayList<>();
                while (next(parser) != JsonToken.END_ARRAY) {
                    cases.add(recordedCase(tree(parser), "cases[" + cases.size() + "]", head.fingerprint().k()));
                }
            } else {
                // Before "format" (keys sorted by a tool, say) the cases are read whole, and checked after it.
                header.set(name, tree(parser));
            }
        }
        JsonSyntax.requireEnd(parser);
        if (head == null) {
            head = head(header);
        }
        if (cases == null) {
            JsonNode array = json.array(header, "cases", null);
            cases = new ArrayList<>();
            for (int i = 0; i < array.size(); i++) {
                cases.add(recordedCase(array.get(i), "cases[" + i + "]", head.fingerprint().k()));
            }
        }
        values.requireCases(cases.size());
        checkSummary(header, head.summary(), cases);
        return new RecordedRun(head.fingerprint(), head.summary(), cases, documents(header));
    }

    /**
     * The {@code documents} object: each document's text hash by id ({@link RecordedRun#documents}); empty when the
     * baseline was recorded without one.
     */
    private Map<String, String> documents(JsonNode header) throws InputException {
        if (!header.has("documents")) {
            return Map.of();
        }
        JsonNode documents = json.object(header, "documents");
        Map<String, String> hashes = new java.util.TreeMap<>();
        for (Map.Entry<String, JsonNode> document : documents.properties()) {
            if (!document.getValue().isTextual()) {
                throw error("\"documents." + Shown.value(document.getKey()) + "\" is not a text: it is the"
                        + " document's text hash");
            }
            hashes.put(document.getKey(), document.getValue().textValue());
        }
        return hashes;
    }

    /**
     * The summary is the cases' means and their number: a summary edited apart from its cases would show a change
     * against the baseline that no query made, or hide one.
     */
    private void checkSummary(JsonNode header, Map<String, Double> summary, List<RecordedCase> cases)
            throws InputException {
        int queries = header.path("summary").path("queries").intValue();
        if (header.path("summary").has("queries") && queries != cases.size()) {
            throw error("\"summary.queries\" is " + queries + ", but \"cases\" holds " + cases.size());
        }
        for (Map.Entry<String, Double> metric : summary.entrySet()) {
            double sum = 0;
            for (RecordedCase recorded : cases) {
                Double value = recorded.values().get(metric.getKey());
                if (value == null) {
                    sum = Double.NaN;
                    break;
                }
                sum += value;
            }
            double mean = sum / cases.size();
            if (!Double.isNaN(mean) && Math.abs(mean - metric.getValue()) > SUMMARY_TOLERANCE) {
                throw error("\"summary." + metric.getKey() + "\" is " + metric.getValue() + ", but the cases' values"
                        + " average " + mean + ": the summary is their mean");
            }
        }
    }

    /** What precedes the cases, checked: the run with no case yet. */
    private RecordedRun head(JsonNode header) throws InputException {
        if (!BaselineFile.FORMAT.equals(header.path("format").asText(null))) {
            throw error("it is not a rag-eval baseline (no \"format\": \"" + BaselineFile.FORMAT + "\")");
        }
        if (header.path("version").asInt(-1) != BaselineFile.VERSION) {
            throw error("its version " + header.path("version") + " is not " + BaselineFile.VERSION + ", the one this"
                    + " plugin reads");
        }
        return new RecordedRun(FingerprintJson.read(json.object(header, "fingerprint"), this::error),
                metricValues(json.object(header, "summary"), "summary"), List.of());
    }

    private JsonToken next(JsonParser parser) throws JsonSyntax.Problem, IOException {
        try {
            return parser.nextToken();
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw JsonSyntax.problem(e, parser.currentLocation());
        }
    }

    private JsonNode tree(JsonParser parser) throws JsonSyntax.Problem, IOException {
        try {
            return mapper.readTree(parser);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw JsonSyntax.problem(e, parser.currentLocation());
        }
    }

    /**
     * One case. A list longer than {@link RecordedCase#LISTED_RESULTS} (a baseline recorded before lists were cut)
     * is cut here, its count and first relevant rank taken from the whole list; a cut list comes with both.
     */
    private RecordedCase recordedCase(JsonNode node, String where, int k) throws InputException {
        if (!node.isObject()) {
            throw error("\"" + where + "\" is not an object");
        }
        String query = json.text(node, "query", where);
        List<String> relevant = values.strings(json.array(node, "relevant_doc_ids", where),
                where + ".relevant_doc_ids");
        List<ScoredDocument> retrieved = values.retrieved(node, where);
        Map<String, Double> metrics = metricValues(json.object(node, "metrics"), where + ".metrics");
        if (!metrics.containsKey(HIT)) {
            throw error("\"" + where + ".metrics\" has no \"" + HIT + "\", which tells a hit from a miss");
        }
        String queryId = node.has("query_id") ? json.text(node, "query_id", where) : null;
        RecordedCase recorded = (node.has("retrieved_count") || node.has("first_relevant_rank")
                ? cutCase(node, where, query, relevant, retrieved, metrics)
                : RecordedCase.of(query, relevant, retrieved, metrics)).withQueryId(queryId);
        // A hit is a relevant document in the top k: a hit rate edited apart from the ranking would flip a query.
        double hit = metrics.get(HIT);
        boolean inTopK = recorded.firstRelevantRank() >= 1 && recorded.firstRelevantRank() <= k;
        if (hit != 0 && hit != 1 || hit == 1 != inTopK) {
            throw error("\"" + where + ".metrics." + HIT + "\" is " + hit + ", but the first relevant document is at "
                    + (recorded.firstRelevantRank() == 0 ? "no rank" : "rank " + recorded.firstRelevantRank())
                    + " for k = " + k + ": a query's hit rate is 1 when it is in the top k, else 0");
        }
        return recorded;
    }

    /** A case whose list was cut: its count and first relevant rank as written, checked against what is listed. */
    private RecordedCase cutCase(JsonNode node, String where, String query, List<String> relevant,
                                 List<ScoredDocument> retrieved, Map<String, Double> metrics) throws InputException {
        int count = wholeNumber(node, "retrieved_count", where);
        if (count < retrieved.size() || retrieved.size() > RecordedCase.LISTED_RESULTS) {
            throw error("\"" + where + ".retrieved_count\" is " + count + " for " + retrieved.size() + " listed"
                    + " results; a cut list holds at most " + RecordedCase.LISTED_RESULTS + " of at least as many");
        }
        int rank = node.path("first_relevant_rank").isNull() ? 0 : wholeNumber(node, "first_relevant_rank", where);
        if (rank < 0 || rank > count || node.path("first_relevant_rank").isIntegralNumber() && rank == 0) {
            throw error("\"" + where + ".first_relevant_rank\" is " + rank + "; it is a rank from 1 to the "
                    + count + " retrieved, or null for none");
        }
        // The listed results must agree: a relevant one listed is the first, or lies below the rank given.
        int listedRank = UnlistedResults.firstRelevantAmong(retrieved, relevant);
        if (listedRank != 0 ? listedRank != rank : rank != 0 && rank <= retrieved.size()) {
            throw error("\"" + where + ".first_relevant_rank\" is " + (rank == 0 ? "null" : rank) + ", but the listed"
                    + " results put the first relevant document at "
                    + (listedRank == 0 ? "no rank up to " + retrieved.size() : "rank " + listedRank));
        }
        return new RecordedCase(query, relevant, retrieved, count, rank, metrics);
    }

    private int wholeNumber(JsonNode node, String name, String where) throws InputException {
        JsonNode value = node.path(name);
        if (value.isIntegralNumber() && !value.canConvertToInt()) {
            throw error("\"" + where + "." + name + "\" is " + Shown.value(value.toString()) + ", out of range (a whole"
                    + " number from " + WholeNumbers.RANGE + ")");
        }
        if (!value.isIntegralNumber()) {
            throw error("\"" + where + "." + name + "\" is " + (value.isMissingNode() ? "missing"
                    : Shown.value(value.toString())) + "; it must be a whole number (a cut list gives both"
                    + " retrieved_count and first_relevant_rank)");
        }
        return value.intValue();
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
                metrics.put(field.getKey(), values.metricValue(value, place, field.getKey()));
            }
        }
        return metrics;
    }

    private InputException error(String problem) {
        return new InputException("baseline file " + file + " cannot be used: " + problem
                + ". Re-record it with " + recordCommand + ".");
    }
}
