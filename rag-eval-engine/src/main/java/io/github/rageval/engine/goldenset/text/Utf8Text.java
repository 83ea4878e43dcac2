package io.github.rageval.engine.goldenset.text;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;

/**
 * A file's bytes as UTF-8 text to edit and write back byte for byte: decoded strictly (a byte that is not UTF-8 is
 * refused, never replaced, which would change it when written back), and a byte order mark kept apart from the text
 * the parser reads and put back in front when it is written.
 *
 * @param text the text, without a byte order mark
 * @param byteOrderMark whether the file starts with one
 */
public record Utf8Text(String text, boolean byteOrderMark) {
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    /** @throws CharacterCodingException when the bytes are not UTF-8 */
    public static Utf8Text decode(byte[] bytes) throws CharacterCodingException {
        String text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        boolean mark = !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK;
        return new Utf8Text(mark ? text.substring(1) : text, mark);
    }

    /** The bytes of an edited text, with the byte order mark in front when the file had one. */
    public byte[] encode(String edited) {
        return ((byteOrderMark ? String.valueOf(BYTE_ORDER_MARK) : "") + edited).getBytes(StandardCharsets.UTF_8);
    }
}
