package io.github.rageval.engine.faithfulness;

import java.util.List;
import java.util.Map;

/**
 * A value written as pydantic 2 writes a model with {@code model_dump_json(indent=4)}, which ragas puts into its
 * prompts: pydantic-core's serde_json pretty printer, four spaces per level, {@code ": "} between a key and its value,
 * an empty list as {@code []}; strings escaped as serde_json escapes them ({@code \"}, {@code \\}, {@code \b},
 * {@code \f}, {@code \n}, {@code \r}, {@code \t}, every other character below U+0020 as
 * <code>&#92;u00XX</code> in lower-case hexadecimal) and every other character as it is, non-ASCII included (no
 * {@code ensure_ascii}).
 */
final class PydanticJson {
    private static final String INDENT = "    ";

    private PydanticJson() {
    }

    /**
     * The value pretty-printed.
     *
     * @param value a {@code Map<String, ?>} (a model, its fields in order), a {@code List<?>}, a string or an integer
     */
    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, 0, out);
        return out.toString();
    }

    private static void write(Object value, int depth, StringBuilder out) {
        if (value instanceof Map<?, ?> fields) {
            container(fields.entrySet().stream().map(field -> (Object) field).toList(), '{', '}', depth, out);
        } else if (value instanceof List<?> items) {
            container(items, '[', ']', depth, out);
        } else if (value instanceof Map.Entry<?, ?> field) {
            string(field.getKey().toString(), out);
            out.append(": ");
            write(field.getValue(), depth, out);
        } else if (value instanceof String text) {
            string(text, out);
        } else if (value instanceof Integer || value instanceof Long) {
            out.append(value);
        } else {
            throw new IllegalArgumentException("not a model's value: " + value);
        }
    }

    private static void container(List<?> items, char open, char close, int depth, StringBuilder out) {
        out.append(open);
        if (items.isEmpty()) {
            out.append(close);
            return;
        }
        for (int i = 0; i < items.size(); i++) {
            out.append(i == 0 ? "\n" : ",\n").append(INDENT.repeat(depth + 1));
            write(items.get(i), depth + 1, out);
        }
        out.append('\n').append(INDENT.repeat(depth)).append(close);
    }

    private static void string(String text, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
