package io.github.rageval.engine.input;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.model.AnswerLabels;
import io.github.rageval.engine.model.InputException;
import java.util.ArrayList;
import java.util.List;

/**
 * A golden record's optional {@code "answers"} (a reference answer, or an array of them: any one is right, as SQuAD
 * reads its answers) and {@code "key_facts"} (an array of the facts a full answer states). Each must be a non-blank
 * string: a blank reference would make every empty answer an exact match.
 */
final class AnswerFields {
    static final String ANSWERS = "answers";
    static final String KEY_FACTS = "key_facts";

    private AnswerFields() {
    }

    /** The record's reference answers and key facts; null when it gives neither. */
    static AnswerLabels read(RecordFields fields, JsonRecord record) throws InputException {
        boolean answers = fields.has(record, ANSWERS);
        boolean keyFacts = fields.has(record, KEY_FACTS);
        if (!answers && !keyFacts) {
            return null;
        }
        return new AnswerLabels(answers ? texts(fields, record, ANSWERS, true) : List.of(),
                keyFacts ? texts(fields, record, KEY_FACTS, false) : List.of());
    }

    private static List<String> texts(RecordFields fields, JsonRecord record, String name, boolean oneAllowed)
            throws InputException {
        JsonNode value = record.fields().get(name);
        String example = oneAllowed ? "\"Paris\" or [\"Paris\", \"the city of Paris\"]"
                : "[\"refunds take 5 days\", \"only for annual plans\"]";
        if (oneAllowed && value.isTextual()) {
            return List.of(nonBlank(fields, record, value, "field \"" + name + "\""));
        }
        if (!value.isArray() || value.isEmpty()) {
            throw fields.problem(record, "field \"" + name + "\" is " + (value.isArray() ? "an empty array"
                    : JsonTypes.describe(value)) + ", but it must be " + (oneAllowed ? "a string or " : "")
                    + "an array of strings, e.g. " + example + ". Remove the field if there is nothing to give.");
        }
        List<String> texts = new ArrayList<>(value.size());
        for (int i = 0; i < value.size(); i++) {
            texts.add(nonBlank(fields, record, value.get(i), "item " + (i + 1) + " of \"" + name + "\""));
        }
        return texts;
    }

    private static String nonBlank(RecordFields fields, JsonRecord record, JsonNode item, String which)
            throws InputException {
        if (!item.isTextual() || item.textValue().isBlank()) {
            throw fields.problem(record, which + " is " + (item.isTextual() ? "blank" : JsonTypes.describe(item))
                    + ", but it must be a non-blank string: the text of a right answer or of a key fact.");
        }
        return item.textValue();
    }
}
