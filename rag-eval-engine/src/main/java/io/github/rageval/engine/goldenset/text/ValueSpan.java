package io.github.rageval.engine.goldenset.text;

import java.util.List;

/**
 * Where a JSON value lies in a file's text, as character offsets, and for an array or an object where each of its
 * items lies (an object's member from its key to the end of its value), so that an edit can add to it in the style
 * its items are written in.
 *
 * @param start the offset of its first character
 * @param end the offset just after its last character
 * @param items its items, in order; empty for a scalar or an empty container
 */
public record ValueSpan(int start, int end, List<ValueSpan> items) {
    public ValueSpan {
        items = List.copyOf(items);
    }

    /** Whether its text spans lines. */
    public boolean multiLine(String text) {
        return text.substring(start, end).indexOf('\n') >= 0;
    }
}
