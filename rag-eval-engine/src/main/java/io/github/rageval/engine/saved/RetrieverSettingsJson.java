package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.secret.SecretNames;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * A retriever's settings as report.json and baseline.json hold them: an object of scalars (text, booleans,
 * numbers) in a fixed order, {@code type} first. One writer and one reader for both files.
 */
final class RetrieverSettingsJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

    private RetrieverSettingsJson() {
    }

    /** Sets each setting on the node, in order. */
    static void write(Map<String, Object> settings, ObjectNode node) {
        settings.forEach((name, value) -> node.set(name, scalar(value)));
    }

    /**
     * The settings of an object node, in file order: booleans, whole numbers as longs, other numbers, text. Anything
     * else (an object, a list, null, a whole number past a long's range) is no setting this plugin wrote. A secret
     * that a file of an earlier version holds in clear or as a {@code sha256:} hash is read as the marker the settings
     * record now ({@link SecretNames#masked}).
     *
     * @param place the node's place for the message ({@code retriever})
     * @param error turns a problem into the exception the reader throws, naming the file
     */
    static Map<String, Object> read(JsonNode node, String place, Function<String, InputException> error)
            throws InputException {
        Map<String, Object> settings = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> field : node.properties()) {
            JsonNode value = field.getValue();
            if (!value.isValueNode() || value.isNull() || (value.isIntegralNumber() && !value.canConvertToLong())) {
                throw error.apply("\"" + place + "." + field.getKey() + "\" is not a setting's value (text, a"
                        + " number, true or false)");
            }
            settings.put(field.getKey(), value.isBoolean() ? (Object) value.booleanValue()
                    : value.isIntegralNumber() ? (Object) value.longValue()
                    : value.isNumber() ? (Object) value.doubleValue() : value.asText());
        }
        return SecretNames.masked(settings);
    }

    private static JsonNode scalar(Object value) {
        if (value instanceof Boolean b) {
            return NODES.booleanNode(b);
        }
        if (value instanceof Integer || value instanceof Long) {
            return NODES.numberNode(((Number) value).longValue());
        }
        if (value instanceof Number n) {
            return NODES.numberNode(n.doubleValue());
        }
        return NODES.textNode(String.valueOf(value));
    }
}
