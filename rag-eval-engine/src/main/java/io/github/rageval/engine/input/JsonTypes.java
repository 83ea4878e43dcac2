package io.github.rageval.engine.input;

import com.fasterxml.jackson.databind.JsonNode;

/** Names a JSON value's type the way a user reads it in an error message ("a number", "null"). */
public final class JsonTypes {
    private JsonTypes() {
    }

    public static String describe(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "missing";
        }
        return switch (node.getNodeType()) {
            case ARRAY -> "an array";
            case OBJECT -> "an object";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            default -> "a " + node.getNodeType().name().toLowerCase(java.util.Locale.ROOT) + " value";
        };
    }
}
