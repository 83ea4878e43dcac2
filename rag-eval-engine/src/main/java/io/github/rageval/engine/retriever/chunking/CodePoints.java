package io.github.rageval.engine.retriever.chunking;

/**
 * Offsets of a Java string (UTF-16 units) as code points, the way Python counts a {@code str}, so that a chunk's
 * range means the same characters as a span written by a Python tool. A text without surrogate pairs (most) needs no
 * table: its offsets are the same both ways.
 */
final class CodePoints {
    /** For each UTF-16 offset up to the length, the code points before it; null when the two counts agree. */
    private final int[] before;

    CodePoints(String text) {
        if (text.codePointCount(0, text.length()) == text.length()) {
            before = null;
            return;
        }
        before = new int[text.length() + 1];
        int count = 0;
        for (int i = 0; i < text.length(); i++) {
            before[i] = count;
            // The low half of a pair starts no character of its own.
            if (!(Character.isLowSurrogate(text.charAt(i)) && i > 0 && Character.isHighSurrogate(text.charAt(i - 1)))) {
                count++;
            }
        }
        before[text.length()] = count;
    }

    /** The code point offset of a UTF-16 offset. */
    int of(int utf16Offset) {
        return before == null ? utf16Offset : before[utf16Offset];
    }
}
