package io.github.rageval.engine.store;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.data.JsonFields;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.MatchedChunk;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Checks on the values of a file this plugin wrote and reads back (a report to re-gate, a baseline), which are
 * input like any other: edited by hand, cut short, or written by another tool. A value out of its range would
 * otherwise pass a gate (a reciprocal rank of 5 lifts MRR above 1) or fail deep inside with no file named.
 * Problems are phrased for the reader's error, which names the file; places are written as in the file
 * ({@code cases[3].recall}).
 */
final class ReadBackValues {
    private final Function<String, InputException> error;
    private final JsonFields json;

    ReadBackValues(Function<String, InputException> error) {
        this.error = error;
        this.json = new JsonFields(error);
    }

    /** A whole number of at least {@code minimum}: a cutoff, a relevance level. */
    int integerAtLeast(JsonNode parent, String name, int minimum) throws InputException {
        int value = json.integer(parent, name);
        if (value < minimum) {
            throw error.apply("\"" + name + "\" is " + value + "; it must be at least " + minimum);
        }
        return value;
    }

    /** A metric's value: a number from 0 to 1, as every metric the plugin computes is (a hit may be a boolean). */
    double metricValue(JsonNode value, String place) throws InputException {
        if (value != null && value.isBoolean()) {
            return value.booleanValue() ? 1.0 : 0.0;
        }
        if (value == null || !value.isNumber()) {
            throw error.apply("\"" + place + "\" is missing or not a number");
        }
        double number = value.doubleValue();
        if (!(number >= 0 && number <= 1)) {
            throw error.apply("\"" + place + "\" is " + Shown.value(value.asText()) + ", outside 0 to 1, where every"
                    + " metric lies");
        }
        return number;
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
            JsonNode chunk = document.path("chunk");
            retrieved.add(new ScoredDocument(json.text(document, "doc_id", place), score(document, place),
                    chunk.isObject() ? new MatchedChunk(chunk.path("id").asText(), chunk.path("text").asText())
                    : null));
        }
        return retrieved;
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

    /** The cases array, which must hold at least one case: an evaluation of no query gates nothing. */
    JsonNode cases(JsonNode root) throws InputException {
        JsonNode cases = json.array(root, "cases", null);
        requireCases(cases.size());
        return cases;
    }

    /** At least one case: an evaluation of no query gates nothing. */
    void requireCases(int count) throws InputException {
        if (count == 0) {
            throw error.apply("\"cases\" is empty, and an evaluation holds at least one query");
        }
    }
}
