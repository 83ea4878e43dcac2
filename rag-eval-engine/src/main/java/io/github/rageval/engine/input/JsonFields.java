package io.github.rageval.engine.input;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.model.InputException;
import java.util.function.Function;

/**
 * Required fields of a JSON tree this plugin wrote (a baseline, a report), each read or rejected with a message
 * that names the field; the caller's error factory adds the file and what to do.
 */
public final class JsonFields {
    private final Function<String, InputException> error;

    /** @param error turns a problem ("\"k\" is missing or not an integer") into the exception to throw */
    public JsonFields(Function<String, InputException> error) {
        this.error = error;
    }

    public JsonNode object(JsonNode parent, String name) throws InputException {
        JsonNode node = parent.path(name);
        if (!node.isObject()) {
            throw error.apply("\"" + name + "\" is missing or not an object");
        }
        return node;
    }

    /** @param where the path of the parent for the message ("cases[3]"), or null at the top level */
    public JsonNode array(JsonNode parent, String name, String where) throws InputException {
        JsonNode node = parent.path(name);
        if (!node.isArray()) {
            throw error.apply("\"" + qualified(where, name) + "\" is missing or not an array");
        }
        return node;
    }

    public String text(JsonNode parent, String name, String where) throws InputException {
        JsonNode node = parent.path(name);
        if (!node.isTextual()) {
            throw error.apply("\"" + qualified(where, name) + "\" is missing or not a string");
        }
        return node.textValue();
    }

    public int integer(JsonNode parent, String name) throws InputException {
        return integer(parent, name, null);
    }

    /**
     * A whole number within int's range; a fraction (2.5) is refused, not truncated.
     *
     * @param where the path of the parent for the message ("cases[3]"), or null at the top level
     */
    public int integer(JsonNode parent, String name, String where) throws InputException {
        JsonNode node = parent.path(name);
        if (node.isIntegralNumber() && !node.canConvertToInt()) {
            throw error.apply("\"" + qualified(where, name) + "\" is " + Shown.value(node.asText())
                    + ", out of range (a whole number from " + WholeNumbers.RANGE + ")");
        }
        if (!node.isIntegralNumber()) {
            throw error.apply("\"" + qualified(where, name) + "\" is missing or not an integer");
        }
        return node.intValue();
    }

    private static String qualified(String where, String name) {
        return where == null ? name : where + "." + name;
    }
}
