package io.github.rageval.engine.goldenset.judgments;

import java.util.Map;

/**
 * One golden record as it lies in the file's text: where it starts and where each of its fields' keys and values
 * are, in the order written.
 *
 * @param span the whole object
 * @param fields each field by name, in the order written
 */
record RecordText(ValueSpan span, Map<String, FieldText> fields) {

    /**
     * One field of the record.
     *
     * @param keyStart the offset of the key's opening quote
     * @param keyEnd the offset just after the key's closing quote
     * @param value the field's value
     */
    record FieldText(int keyStart, int keyEnd, ValueSpan value) {
    }
}
