package io.github.rageval.engine.data;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** Reads required fields of a record, failing with a message that names the file, the record and the field. */
final class RecordFields {
    private final String file;
    private final String shape;

    RecordFields(String file, String shape) {
        this.file = file;
        this.shape = shape;
    }

    String requireString(JsonRecord record, String name) throws InputException {
        JsonNode value = record.fields().get(name);
        if (value == null) {
            throw problem(record, "has no \"" + name + "\" field. Every record must look like " + shape + ".");
        }
        if (!value.isTextual()) {
            throw problem(record, "field \"" + name + "\" is " + JsonTypes.describe(value)
                    + ", but it must be a string. Quote the value.");
        }
        return value.textValue();
    }

    String requireNonBlankString(JsonRecord record, String name) throws InputException {
        String value = requireString(record, name);
        if (value.isBlank()) {
            throw problem(record, "field \"" + name + "\" is empty. Give it a non-blank value.");
        }
        return value;
    }

    List<String> requireStringArray(JsonRecord record, String name) throws InputException {
        JsonNode value = record.fields().get(name);
        if (value == null) {
            throw problem(record, "has no \"" + name + "\" field. Every record must look like " + shape + ".");
        }
        if (!value.isArray()) {
            throw problem(record, "field \"" + name + "\" is " + JsonTypes.describe(value)
                    + ", but it must be an array of strings, e.g. [\"doc-1\", \"doc-2\"].");
        }
        List<String> items = new ArrayList<>(value.size());
        for (int i = 0; i < value.size(); i++) {
            JsonNode item = value.get(i);
            if (!item.isTextual() || item.textValue().isBlank()) {
                throw problem(record, "item " + (i + 1) + " of \"" + name + "\" is "
                        + (item.isTextual() ? "an empty string" : JsonTypes.describe(item))
                        + ", but every item must be a non-blank string (a document id).");
            }
            items.add(item.textValue());
        }
        return items;
    }

    InputException problem(JsonRecord record, String what) {
        return new InputException(file + ", " + record.place() + ": " + what);
    }
}
