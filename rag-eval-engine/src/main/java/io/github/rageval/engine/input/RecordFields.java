package io.github.rageval.engine.input;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.model.InputException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    boolean has(JsonRecord record, String name) {
        return record.fields().has(name);
    }

    /** The field's string value, or null when the record has no such field. */
    String optionalString(JsonRecord record, String name) throws InputException {
        return has(record, name) ? requireString(record, name) : null;
    }

    /** The field's non-blank string value, or null when the record has no such field. */
    String optionalNonBlankString(JsonRecord record, String name) throws InputException {
        return has(record, name) ? requireNonBlankString(record, name) : null;
    }

    /** The field's number; a JSON number is required (not a quoted one). */
    double requireNumber(JsonRecord record, JsonNode value, String what) throws InputException {
        if (value == null || !value.isNumber()) {
            throw problem(record, what + " is " + JsonTypes.describe(value) + ", but it must be a number.");
        }
        double number = value.doubleValue();
        if (Double.isInfinite(number)) {
            // Jackson has already turned the text into an infinity: say what was wrong rather than echo it.
            throw problem(record, what + " is too large for a double (beyond about 1.8e308). Write a number within"
                    + " that range.");
        }
        return number;
    }

    /**
     * An object of document id to integer grade, such as {@code {"doc-a": 2, "doc-b": 0}}, in the order given.
     */
    Map<String, Integer> requireGrades(JsonRecord record, String name) throws InputException {
        JsonNode value = record.fields().get(name);
        if (value == null || !value.isObject()) {
            throw problem(record, "field \"" + name + "\" is " + JsonTypes.describe(value)
                    + ", but it must be an object of document id to integer grade, e.g. {\"doc-1\": 2, \"doc-2\": 1}.");
        }
        Map<String, Integer> grades = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> entry : value.properties()) {
            if (entry.getKey().isBlank()) {
                throw problem(record, "\"" + name + "\" has an empty document id. Every key must be a document id.");
            }
            JsonNode grade = entry.getValue();
            if (grade.isIntegralNumber() && !grade.canConvertToInt()) {
                throw problem(record, "the grade of \"" + Shown.value(entry.getKey()) + "\" in \"" + name + "\" is "
                        + Shown.value(grade.asText()) + ", out of range: a grade is a whole number from "
                        + WholeNumbers.RANGE + "; 1 or more is relevant, 0 or less judged not relevant.");
            }
            if (!grade.isIntegralNumber()) {
                throw problem(record, "the grade of \"" + Shown.value(entry.getKey()) + "\" in \"" + name + "\" is "
                        + (grade.isNumber() ? Shown.value(grade.asText()) : JsonTypes.describe(grade))
                        + ", but grades are integers: 1 or more is relevant, 0 or less judged not relevant.");
            }
            grades.put(entry.getKey(), grade.intValue());
        }
        return grades;
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
