package io.github.rageval.engine.input;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.SpanReference;
import java.util.ArrayList;
import java.util.List;

/**
 * A golden record's {@code "references"}: the character spans that answer its question, each
 * {@code {"doc_id": "d", "start": 120, "end": 388}} (code points, as Python counts a string, end exclusive),
 * {@code {"doc_id": "d", "content": "the text"}} (found in the document when the corpus is read), or both (the text
 * then checks the range). What can be checked without the corpus is checked here, naming the record and the
 * reference; the ranges against the documents' lengths and the texts against theirs are checked once the corpus is
 * read.
 */
final class SpanReferenceFields {
    static final String FIELD = "references";
    static final String EXAMPLE = "[{\"doc_id\": \"doc-1\", \"start\": 120, \"end\": 388}] or [{\"doc_id\": \"doc-1\","
            + " \"content\": \"the sentence that answers\"}]";

    private SpanReferenceFields() {
    }

    /** The record's references, in the order given; the record must have the field. */
    static List<SpanReference> read(RecordFields fields, JsonRecord record) throws InputException {
        JsonNode value = record.fields().get(FIELD);
        if (value == null || !value.isArray() || value.isEmpty()) {
            throw fields.problem(record, "field \"" + FIELD + "\" is " + (value != null && value.isArray()
                    ? "an empty array" : JsonTypes.describe(value)) + ", but it must be an array of spans, e.g. "
                    + EXAMPLE + ".");
        }
        List<SpanReference> references = new ArrayList<>(value.size());
        for (int i = 0; i < value.size(); i++) {
            references.add(reference(fields, record, value.get(i), "reference " + (i + 1) + " of \"" + FIELD + "\""));
        }
        return references;
    }

    private static SpanReference reference(RecordFields fields, JsonRecord record, JsonNode item, String which)
            throws InputException {
        if (!item.isObject()) {
            throw fields.problem(record, which + " is " + JsonTypes.describe(item) + ", but it must be an object, e.g. "
                    + EXAMPLE + ".");
        }
        for (var name : item.properties()) {
            if (!List.of("doc_id", "start", "end", "content").contains(name.getKey())) {
                throw fields.problem(record, which + " has the field \"" + Shown.value(name.getKey())
                        + "\", which a span does not take. Use doc_id, start and end, or doc_id and content.");
            }
        }
        JsonNode docId = item.get("doc_id");
        if (docId == null || !docId.isTextual() || docId.textValue().isBlank()) {
            throw fields.problem(record, which + " has no document: give \"doc_id\", the id of the document the span"
                    + " is of.");
        }
        JsonNode content = item.get("content");
        if (content != null && (!content.isTextual() || content.textValue().isEmpty())) {
            throw fields.problem(record, which + ": \"content\" is " + (content.isTextual() ? "empty"
                    : JsonTypes.describe(content)) + ", but it must be the span's text.");
        }
        String text = content == null ? null : content.textValue();
        boolean hasStart = item.has("start");
        if (hasStart != item.has("end")) {
            throw fields.problem(record, which + " has \"" + (hasStart ? "start" : "end") + "\" without \""
                    + (hasStart ? "end" : "start") + "\". Give both (characters, end exclusive), or only \"content\".");
        }
        if (!hasStart) {
            if (text == null) {
                throw fields.problem(record, which + " has neither a range nor a text. Give \"start\" and \"end\", or"
                        + " \"content\".");
            }
            return new SpanReference(docId.textValue(), SpanReference.UNSET, SpanReference.UNSET, text);
        }
        int start = offset(fields, record, item.get("start"), which, "start");
        int end = offset(fields, record, item.get("end"), which, "end");
        if (end <= start) {
            throw fields.problem(record, which + " ends at " + end + ", not after its start " + start + ". A span runs"
                    + " from start (inclusive) to end (exclusive) and holds at least one character.");
        }
        return new SpanReference(docId.textValue(), start, end, text);
    }

    private static int offset(RecordFields fields, JsonRecord record, JsonNode value, String which, String name)
            throws InputException {
        if (!value.isIntegralNumber() || !value.canConvertToInt() || value.intValue() < 0) {
            throw fields.problem(record, which + ": \"" + name + "\" is " + (value.isNumber()
                    ? Shown.value(value.asText()) : JsonTypes.describe(value)) + ", but it must be a whole number of"
                    + " characters from 0.");
        }
        return value.intValue();
    }
}
