package io.github.rageval.engine.goldenset.text;

import java.util.Comparator;
import java.util.List;

/**
 * Characters {@code start} to {@code end} of a text replaced: an insertion when they are equal.
 *
 * @param start the offset of the first character replaced
 * @param end the offset just after the last
 * @param replacement what goes in their place
 */
public record TextEdit(int start, int end, String replacement) {
    public TextEdit {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("an edit from " + start + " to " + end);
        }
    }

    /**
     * The text with the edits made, every character they do not replace kept.
     *
     * @param edits edits that do not overlap, in any order
     */
    public static String apply(String text, List<TextEdit> edits) {
        List<TextEdit> ordered = edits.stream().sorted(Comparator.comparingInt(TextEdit::start)
                .thenComparingInt(TextEdit::end)).toList();
        StringBuilder out = new StringBuilder(text.length() + 64 * ordered.size());
        int copied = 0;
        for (TextEdit edit : ordered) {
            if (edit.start() < copied) {
                throw new IllegalArgumentException("edits that overlap at " + edit.start());
            }
            out.append(text, copied, edit.start()).append(edit.replacement());
            copied = edit.end();
        }
        return out.append(text, copied, text.length()).toString();
    }
}
