package io.github.rageval.engine.goldenset.text;

import java.util.Map;

/**
 * One JSON object as it lies in a file's text (a golden set's record, a pool's line): where it starts and where each
 * of its fields' keys and values are, in the order written.
 *
 * @param span the whole object, its members as its items
 * @param fields each field by name, in the order written
 */
public record RecordText(ValueSpan span, Map<String, FieldText> fields) {

    /**
     * One field of the record.
     *
     * @param keyStart the offset of the key's opening quote
     * @param keyEnd the offset just after the key's closing quote
     * @param value the field's value
     */
    public record FieldText(int keyStart, int keyEnd, ValueSpan value) {
    }
}
