package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.input.JsonFields;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.MatchedChunk;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.model.UnlistedResults;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Checks on the values of a file this plugin wrote and reads back (a report to re-gate or to aggregate, a baseline),
 * which are input like any other: edited by hand, cut short, or written by another tool. A value out of its range would
 * otherwise pass a gate (a reciprocal rank of 5 lifts MRR above 1) or fail deep inside with no file named.
 * Problems are phrased for the reader's error, which names the file; places are written as in the file
 * ({@code cases[3].recall}).
 */
public final class ReadBackValues {
    private final Function<String, InputException> error;
    private final JsonFields json;

    /** @param error the reader's error for a problem, naming its file */
    public ReadBackValues(Function<String, InputException> error) {
        this.error = error;
        this.json = new JsonFields(error);
    }

    /** The problem as the reader's error, which names the file. */
    InputException problem(String problem) {
        return error.apply(problem);
    }

    /** The node itself, which must be an object. */
    JsonNode object(JsonNode node, String place) throws InputException {
        if (node == null || !node.isObject()) {
            throw error.apply("\"" + place + "\" is not an object");
        }
        return node;
    }

    /** @param where the path of the parent for the message ({@code cases[3]}) */
    JsonNode array(JsonNode parent, String name, String where) throws InputException {
        return json.array(parent, name, where);
    }

    /** @param where the path of the parent for the message ({@code cases[3]}) */
    String text(JsonNode parent, String name, String where) throws InputException {
        return json.text(parent, name, where);
    }

    /** @param where the path of the parent for the message ({@code cases[3]}) */
    boolean bool(JsonNode parent, String name, String where) throws InputException {
        JsonNode node = parent.path(name);
        if (!node.isBoolean()) {
            throw error.apply("\"" + place(where, name) + "\" is missing or not true or false");
        }
        return node.booleanValue();
    }

    /**
     * A finite number: a score, a weight.
     *
     * @param where the path of the parent for the message ({@code cases[3]})
     */
    double number(JsonNode parent, String name, String where) throws InputException {
        JsonNode node = parent.path(name);
        if (!node.isNumber() || !Double.isFinite(node.doubleValue())) {
            throw error.apply("\"" + place(where, name) + "\" is missing or not a number");
        }
        return node.doubleValue();
    }

    /** A whole number of at least {@code minimum}: a cutoff, a relevance level. */
    int integerAtLeast(JsonNode parent, String name, int minimum) throws InputException {
        return integerAtLeast(parent, name, null, minimum);
    }

    /**
     * A whole number of at least {@code minimum}: a count, a rank.
     *
     * @param where the path of the parent for the message ({@code cases[3]}), or null at the top level
     */
    public int integerAtLeast(JsonNode parent, String name, String where, int minimum) throws InputException {
        int value = json.integer(parent, name, where);
        if (value < minimum) {
            throw error.apply("\"" + place(where, name) + "\" is " + value + "; it must be at least " + minimum);
        }
        return value;
    }

    /**
     * A whole number of at least {@code minimum} that may pass an int: a count of postings or bytes.
     *
     * @param where the path of the parent for the message ({@code index})
     */
    long longAtLeast(JsonNode parent, String name, String where, long minimum) throws InputException {
        JsonNode node = parent.path(name);
        if (!node.isIntegralNumber() || !node.canConvertToLong()) {
            throw error.apply("\"" + place(where, name) + "\" is missing or not an integer");
        }
        if (node.longValue() < minimum) {
            throw error.apply("\"" + place(where, name) + "\" is " + node.longValue() + "; it must be at least "
                    + minimum);
        }
        return node.longValue();
    }

    /**
     * What a case's ranking held beyond its listed results: {@code retrieved_count} (written when the list was cut,
     * so more than were listed) and {@code first_relevant_rank} (written beside it when the first relevant document
     * is past the cut, so a rank among the unlisted ones, and no listed one relevant).
     */
    UnlistedResults unlisted(JsonNode node, String where, List<ScoredDocument> listed, List<String> relevantDocIds)
            throws InputException {
        if (!node.has("retrieved_count")) {
            if (node.has("first_relevant_rank")) {
                throw error.apply("\"" + where + ".first_relevant_rank\" is given without \"retrieved_count\", and"
                        + " only a ranking cut short is given one");
            }
            return UnlistedResults.NONE;
        }
        int count = integerAtLeast(node, "retrieved_count", where, listed.size() + 1);
        if (!node.has("first_relevant_rank")) {
            return new UnlistedResults(count - listed.size(), 0);
        }
        int rank = integerAtLeast(node, "first_relevant_rank", where, listed.size() + 1);
        if (rank > count) {
            throw error.apply("\"" + where + ".first_relevant_rank\" is " + rank + ", past the " + count
                    + " results retrieved");
        }
        UnlistedResults unlisted = new UnlistedResults(count - listed.size(), rank);
        int listedRelevant = UnlistedResults.firstRelevantAmong(listed, relevantDocIds);
        if (listedRelevant > 0) {
            throw error.apply("\"" + where + ".first_relevant_rank\" is " + rank + ", but the relevant document "
                    + listed.get(listedRelevant - 1).docId() + " is listed at rank " + listedRelevant);
        }
        return unlisted;
    }

    /**
     * A metric's value: a number from 0 to 1, as every metric the plugin computes is (a hit may be a boolean), but
     * for the count {@code num_nonrel_judged_ret}, which is 0 or more.
     *
     * @param key the metric's name, as the file writes it
     */
    public double metricValue(JsonNode value, String place, String key) throws InputException {
        if (value != null && value.isBoolean()) {
            return value.booleanValue() ? 1.0 : 0.0;
        }
        if (value == null || !value.isNumber()) {
            throw error.apply("\"" + place + "\" is missing or not a number");
        }
        double number = value.doubleValue();
        boolean count = Metric.parse(key).map(metric -> metric.largestValue() == null).orElse(false);
        if (count && !(number >= 0 && number < Double.POSITIVE_INFINITY)) {
            throw error.apply("\"" + place + "\" is " + Shown.value(value.asText()) + ", below 0, where no count"
                    + " lies");
        }
        if (!count && !(number >= 0 && number <= 1)) {
            throw error.apply("\"" + place + "\" is " + Shown.value(value.asText()) + ", outside 0 to 1, where every"
                    + " metric lies");
        }
        return number;
    }

    /**
     * The metrics a {@code summary} object names, in its order, each with a value from 0 to 1 ({@code queries}, the
     * count, aside).
     *
     * @param where the place of the object holding it ({@code variants[1]}), or null for the top level
     */
    public List<Metric> summaryMetrics(JsonNode parent, String where) throws InputException {
        String place = place(where, "summary");
        JsonNode summary = parent.path("summary");
        if (!summary.isObject()) {
            throw error.apply("\"" + place + "\" is missing or not an object");
        }
        List<Metric> metrics = new ArrayList<>();
        for (Map.Entry<String, JsonNode> field : summary.properties()) {
            if (!field.getKey().equals("queries")) {
                metrics.add(Metric.parse(field.getKey()).orElseThrow(() -> error.apply("\"" + place
                        + "\" names unknown metric '" + field.getKey() + "'")));
                metricValue(field.getValue(), place + "." + field.getKey(), field.getKey());
            }
        }
        return metrics;
    }

    /** The array's items, each a string. */
    List<String> strings(JsonNode array, String place) throws InputException {
        List<String> strings = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            JsonNode item = array.get(i);
            if (!item.isTextual()) {
                throw error.apply("\"" + place + "[" + i + "]\" is not a string");
            }
            strings.add(item.textValue());
        }
        return strings;
    }

    /** A case's {@code retrieved} list: objects with a {@code doc_id}, a score, and a matched chunk if any. */
    List<ScoredDocument> retrieved(JsonNode node, String where) throws InputException {
        List<ScoredDocument> retrieved = new ArrayList<>();
        JsonNode list = json.array(node, "retrieved", where);
        for (int r = 0; r < list.size(); r++) {
            JsonNode document = list.get(r);
            String place = where + ".retrieved[" + r + "]";
            if (!document.isObject()) {
                throw error.apply("\"" + place + "\" is not an object");
            }
            retrieved.add(new ScoredDocument(json.text(document, "doc_id", place), score(document, place),
                    chunk(document, place)));
        }
        return retrieved;
    }

    /**
     * A document's matched chunk, {@code {"id", "text"}} and, when its place in its document is known,
     * {@code "document", "start", "end"}; null for a document retrieved whole.
     */
    private MatchedChunk chunk(JsonNode document, String place) throws InputException {
        if (!document.has("chunk")) {
            return null;
        }
        String where = place + ".chunk";
        JsonNode chunk = object(document.get("chunk"), where);
        CharSpan span = null;
        if (chunk.has("document")) {
            int start = json.integer(chunk, "start", where);
            int end = json.integer(chunk, "end", where);
            if (start < 0 || end < start) {
                throw error.apply("\"" + where + "\" spans [" + start + ", " + end + "), which is no range");
            }
            span = new CharSpan(json.text(chunk, "document", where), start, end);
        }
        return new MatchedChunk(json.text(chunk, "id", where), json.text(chunk, "text", where), span);
    }

    /** A document's score: a number, or null for one that was not a number. */
    private double score(JsonNode document, String place) throws InputException {
        JsonNode score = document.get("score");
        if (score == null || score.isNull()) {
            return Double.NaN;
        }
        if (!score.isNumber()) {
            throw error.apply("\"" + place + ".score\" is not a number");
        }
        return score.doubleValue();
    }

    private static String place(String where, String name) {
        return where == null ? name : where + "." + name;
    }

    /**
     * The cases array, which must hold at least one case: an evaluation of no query gates nothing.
     *
     * @param where the place of the object holding it ({@code variants[1]}), or null for the top level
     */
    JsonNode cases(JsonNode parent, String where) throws InputException {
        JsonNode cases = json.array(parent, "cases", where);
        requireCases(cases.size(), where);
        return cases;
    }

    /** At least one case: an evaluation of no query gates nothing. */
    void requireCases(int count) throws InputException {
        requireCases(count, null);
    }

    private void requireCases(int count, String where) throws InputException {
        if (count == 0) {
            throw error.apply("\"" + place(where, "cases") + "\" is empty, and an evaluation holds at least one query");
        }
    }
}
