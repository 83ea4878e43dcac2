package io.github.rageval.engine.input;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The byte-order mark some Windows editors write at the start of a UTF-8 file (U+FEFF, bytes EF BB BF): not text,
 * and dropped by every reader of a user's file alike. Kept, it would become part of the first query id or document
 * id (changing the metrics without a word) or make the first line of a JSON Lines file "not JSON". Readers that hand
 * Jackson the file's bytes need nothing of this (Jackson drops it there); readers of text, line by line, strip it
 * from their first line here.
 */
public final class ByteOrderMark {
    /** The mark as text: U+FEFF. */
    public static final String TEXT = "\uFEFF";
    private static final byte[] BYTES = TEXT.getBytes(StandardCharsets.UTF_8);

    private ByteOrderMark() {
    }

    /** The text without the mark it starts with, if any: for the first line, or the whole text, of a file. */
    public static String strip(String text) {
        return text.startsWith(TEXT) ? text.substring(TEXT.length()) : text;
    }

    /** How many bytes of {@code bytes[from..to)} are a mark at its start: 3 or 0. */
    static int length(byte[] bytes, int from, int to) {
        return Arrays.equals(bytes, from, Math.min(to, from + BYTES.length), BYTES, 0, BYTES.length) ? BYTES.length : 0;
    }
}
