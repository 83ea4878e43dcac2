package io.github.rageval.engine.input;

import io.github.rageval.engine.model.InputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * {@link TextLines} over bytes: the same lines, numbers and errors, without a string per line. A line of ASCII
 * bytes (every line of a typical run) is handed over as bytes; any other line is checked to be UTF-8 and handed over
 * decoded too, so that the caller can apply the text rules to it. As in {@link TextLines}: a line ends at LF, CR or
 * CRLF; a byte-order mark at the start is dropped; blank lines are skipped; a file without any other line is an
 * error. The file is read in blocks, never whole: memory stays at the block size whatever the file's.
 */
final class ByteLines {
    private static final int BLOCK = 1 << 20;

    /** Receives one non-blank line: {@code bytes[from..to)}, valid only during the call. */
    interface Handler {
        /** @param text the line decoded when it holds a byte outside ASCII; null for an ASCII line */
        void line(int number, byte[] bytes, int from, int to, String text) throws InputException;
    }

    private final TextLines lines;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);

    /** @param lines names the file in messages and says what a line should look like */
    ByteLines(TextLines lines) {
        this.lines = lines;
    }

    void read(Path file, Handler handler) throws InputException {
        lines.requireFile(file);
        int contentLines = 0;
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[BLOCK];
            int length = 0;
            int position = 0;
            boolean end = false;
            boolean afterCarriageReturn = false;
            int number = 0;
            while (true) {
                if (afterCarriageReturn && position < length) {
                    // CRLF is one line end; the LF may arrive in the next block.
                    position += buffer[position] == '\n' ? 1 : 0;
                    afterCarriageReturn = false;
                }
                int i = position;
                int seen = 0;
                while (i < length) {
                    byte b = buffer[i];
                    if (b == '\n' || b == '\r') {
                        break;
                    }
                    seen |= b;
                    i++;
                }
                if (i == length && !end) {
                    // No line end in the block: keep the partial line, read on (a longer line grows the block).
                    length -= position;
                    System.arraycopy(buffer, position, buffer, 0, length);
                    position = 0;
                    if (length == buffer.length) {
                        buffer = Arrays.copyOf(buffer, buffer.length * 2);
                    }
                    int read = in.read(buffer, length, buffer.length - length);
                    if (read < 0) {
                        end = true;
                    } else {
                        length += read;
                    }
                    continue;
                }
                if (i == length && position == length) {
                    break;
                }
                number++;
                if (line(file, number, buffer, position, i, seen < 0, handler)) {
                    contentLines++;
                }
                if (i < length) {
                    afterCarriageReturn = buffer[i] == '\r';
                    i++;
                }
                position = i;
            }
        } catch (IOException e) {
            throw lines.unreadable(file, e);
        }
        if (contentLines == 0) {
            throw lines.empty(file);
        }
    }

    /** Hands one line over unless it is blank; true when it was handed over. */
    private boolean line(Path file, int number, byte[] bytes, int from, int to, boolean beyondAscii, Handler handler)
            throws InputException, CharacterCodingException {
        int mark = number == 1 ? ByteOrderMark.length(bytes, from, to) : 0;
        if (mark > 0) {
            from += mark;
            beyondAscii = false;
            for (int i = from; i < to; i++) {
                beyondAscii |= bytes[i] < 0;
            }
        }
        if (!beyondAscii) {
            if (WhitespaceFields.isBlank(bytes, from, to)) {
                return false;
            }
            handler.line(number, bytes, from, to, null);
            return true;
        }
        String text = decoder.decode(ByteBuffer.wrap(bytes, from, to - from)).toString();
        if (text.isBlank()) {
            return false;
        }
        handler.line(number, bytes, from, to, text);
        return true;
    }
}
