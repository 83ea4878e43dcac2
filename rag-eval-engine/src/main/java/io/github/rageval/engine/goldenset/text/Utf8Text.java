package io.github.rageval.engine.goldenset.text;

import io.github.rageval.engine.input.ByteOrderMark;
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
    /** @throws CharacterCodingException when the bytes are not UTF-8 */
    public static Utf8Text decode(byte[] bytes) throws CharacterCodingException {
        String text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        String withoutMark = ByteOrderMark.strip(text);
        return new Utf8Text(withoutMark, withoutMark.length() < text.length());
    }

    /** The bytes of an edited text, with the byte order mark in front when the file had one. */
    public byte[] encode(String edited) {
        return ((byteOrderMark ? ByteOrderMark.TEXT : "") + edited).getBytes(StandardCharsets.UTF_8);
    }
}
