package io.github.rageval.engine.input;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.AnswerLabels;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.RecordedAnswer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Loads what a team's RAG pipeline answered, recorded when it ran: JSON Lines (or a JSON array) of
 * {@code {"query_id": "q1", "response": "...", "retrieved_contexts": ["...", "..."]}}, with the field names of a
 * ragas evaluation dataset, so that one exported for ragas reads as it is.
 *
 * <ul>
 *   <li>{@code query_id} joins the record to the golden question with that id (or, for a golden set without ids, to
 *       the question named {@code q3} by its position); without it, {@code user_input} (or {@code query}) joins it to
 *       the golden question with exactly that text.</li>
 *   <li>{@code response}: the generated answer (may be empty: an empty answer scores 0).</li>
 *   <li>{@code retrieved_contexts}: optional, the texts the generator was given; {@code retrieved_context_ids}:
 *       optional, their ids, one per context.</li>
 *   <li>{@code faithful}: optional, {@code true} or {@code false}: a person's judgment that every claim of the
 *       response is supported by its retrieved contexts, against which the faithfulness goal measures its judge.</li>
 * </ul>
 *
 * Other fields (ragas' {@code reference}, a team's own) are left alone. Every golden question needs one record, and
 * every record a golden question: both are errors naming the records or questions, since an answer metric over a
 * subset, or over answers of another golden set, would gate on something else than it says.
 */
public final class RecordedAnswersLoader {
    static final String SHAPE = "{\"query_id\": \"...\", \"response\": \"...\", \"retrieved_contexts\": [\"...\"]}";
    private static final String QUERY_ID = "query_id";
    private static final List<String> QUERY_TEXT = List.of("user_input", "query");
    private static final String RESPONSE = "response";
    private static final String CONTEXTS = "retrieved_contexts";
    private static final String CONTEXT_IDS = "retrieved_context_ids";
    private static final String FAITHFUL = "faithful";

    private final JsonRecordReader reader = new JsonRecordReader("recorded answers", SHAPE);

    /** The golden set with each question's recorded answer read into its answer labels. */
    public GoldenDataset attach(Path file, GoldenDataset golden) throws InputException {
        List<RecordedAnswer> answers = load(file, golden);
        List<GoldenCase> cases = new ArrayList<>(golden.size());
        for (int i = 0; i < golden.size(); i++) {
            GoldenCase question = golden.cases().get(i);
            cases.add(question.withAnswers(question.answers() == null ? AnswerLabels.recordedOnly(answers.get(i))
                    : question.answers().withRecorded(answers.get(i))));
        }
        return golden.relabelled(cases);
    }

    /**
     * The recorded answer of every golden case, in case order.
     *
     * @param golden the golden set the answers were recorded for
     */
    public List<RecordedAnswer> load(Path file, GoldenDataset golden) throws InputException {
        List<JsonRecord> records = reader.read(file);
        RecordFields fields = new RecordFields(reader.describe(file), SHAPE);
        Join join = new Join(golden);
        RecordedAnswer[] answers = new RecordedAnswer[golden.size()];
        JsonRecord[] answeredBy = new JsonRecord[golden.size()];
        List<String> unknown = new ArrayList<>();
        for (JsonRecord record : records) {
            String queryId = fields.optionalNonBlankString(record, QUERY_ID);
            String text = queryId == null ? queryText(fields, record) : null;
            int position = queryId != null ? join.byKey(queryId) : join.byText(fields, record, text);
            if (position < 0) {
                unknown.add(record.place() + " (" + (queryId != null ? "query_id \"" + Shown.value(queryId)
                        : "query \"" + Shown.value(text)) + "\")");
                continue;
            }
            if (answeredBy[position] != null) {
                throw fields.problem(record, "answers the golden question " + golden.places().get(position)
                        + ", which " + answeredBy[position].place() + " answers already. Keep one record per"
                        + " question.");
            }
            answeredBy[position] = record;
            answers[position] = answer(fields, record);
        }
        if (!unknown.isEmpty()) {
            throw new InputException(reader.describe(file) + ": " + Examples.count(unknown, "record answers",
                    "records answer") + " no question of golden dataset file " + golden.source() + ": "
                    + Examples.first(unknown)
                    + ". Check that the answers were recorded for this golden set: a record joins a question by"
                    + " its query_id (or, without one, by its exact text).");
        }
        List<String> missing = new ArrayList<>();
        for (int i = 0; i < answers.length; i++) {
            if (answers[i] == null) {
                missing.add(join.keys.get(i));
            }
        }
        if (!missing.isEmpty()) {
            throw new InputException(reader.describe(file) + " has no answer for " + Examples.count(missing,
                    "golden question", "golden questions") + " of " + golden.source() + ": " + Examples.of(missing)
                    + ". Record an answer for every question of the golden set (an empty \"response\" for a"
                    + " question the pipeline did not answer).");
        }
        return List.of(answers);
    }

    private static String queryText(RecordFields fields, JsonRecord record) throws InputException {
        for (String name : QUERY_TEXT) {
            if (fields.has(record, name)) {
                return fields.requireNonBlankString(record, name);
            }
        }
        throw fields.problem(record, "names no question: give \"" + QUERY_ID + "\" (the golden question's id) or"
                + " \"user_input\" (its text). Every record must look like " + SHAPE + ".");
    }

    private static RecordedAnswer answer(RecordFields fields, JsonRecord record) throws InputException {
        String response = fields.requireString(record, RESPONSE);
        List<String> contexts = fields.has(record, CONTEXTS) ? strings(fields, record, CONTEXTS) : List.of();
        List<String> ids = fields.has(record, CONTEXT_IDS) ? strings(fields, record, CONTEXT_IDS) : List.of();
        if (!ids.isEmpty() && ids.size() != contexts.size()) {
            throw fields.problem(record, "has " + ids.size() + " \"" + CONTEXT_IDS + "\" for " + contexts.size()
                    + " \"" + CONTEXTS + "\". Give one id per context, in the same order, or no ids.");
        }
        return new RecordedAnswer(response, contexts, ids, null, faithfulLabel(fields, record));
    }

    /** A person's {@code "faithful"}, or null when the record gives none; any value but true or false is an error. */
    private static Boolean faithfulLabel(RecordFields fields, JsonRecord record) throws InputException {
        if (!fields.has(record, FAITHFUL)) {
            return null;
        }
        JsonNode value = record.fields().get(FAITHFUL);
        if (!value.isBoolean()) {
            throw fields.problem(record, "field \"" + FAITHFUL + "\" is " + JsonTypes.describe(value) + ", but it"
                    + " must be true or false, unquoted: a person's judgment that every claim of the response is"
                    + " supported by its retrieved_contexts. Write \"" + FAITHFUL + "\": true or \"" + FAITHFUL
                    + "\": false, or leave the field out for an answer nobody labelled.");
        }
        return value.booleanValue();
    }

    /** An array of strings, possibly empty; an item may be an empty string (an empty context is still a context). */
    private static List<String> strings(RecordFields fields, JsonRecord record, String name) throws InputException {
        JsonNode value = record.fields().get(name);
        if (!value.isArray()) {
            throw fields.problem(record, "field \"" + name + "\" is " + JsonTypes.describe(value) + ", but it must be"
                    + " an array of strings, e.g. [\"first context\", \"second context\"].");
        }
        List<String> items = new ArrayList<>(value.size());
        for (int i = 0; i < value.size(); i++) {
            JsonNode item = value.get(i);
            if (!item.isTextual()) {
                throw fields.problem(record, "item " + (i + 1) + " of \"" + name + "\" is " + JsonTypes.describe(item)
                        + ", but every item must be a string.");
            }
            items.add(item.textValue());
        }
        return items;
    }

    /** Where a record's question is in the golden set: by its key, or by its text. */
    private static final class Join {
        private final GoldenDataset golden;
        private final List<String> keys;
        private final Map<String, Integer> byKey = new HashMap<>();
        private final Map<String, Integer> byText = new HashMap<>();
        private final Map<String, Integer> textTwice = new HashMap<>();

        Join(GoldenDataset golden) throws InputException {
            this.golden = golden;
            this.keys = QueryKeys.of(golden);
            for (int i = 0; i < keys.size(); i++) {
                byKey.put(keys.get(i), i);
                GoldenCase asked = golden.cases().get(i);
                if (asked.query() != null && byText.putIfAbsent(asked.query(), i) != null) {
                    textTwice.putIfAbsent(asked.query(), i);
                }
            }
        }

        int byKey(String key) {
            return byKey.getOrDefault(key, -1);
        }

        int byText(RecordFields fields, JsonRecord record, String text) throws InputException {
            Integer second = textTwice.get(text);
            if (second != null) {
                throw fields.problem(record, "names its question by text, and golden dataset file "
                        + golden.source() + " asks \"" + Shown.value(text) + "\" in " + golden.places().get(
                                byText.get(text)) + " and in " + golden.places().get(second) + ". Name the"
                        + " question by its query_id.");
            }
            return byText.getOrDefault(text, -1);
        }
    }
}
