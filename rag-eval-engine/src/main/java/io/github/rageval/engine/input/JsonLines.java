package io.github.rageval.engine.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.model.InputException;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A JSON Lines file read one line at a time, for the readers whose every line is one value with a meaning of its own
 * (a query log, a pool, the judge's answers): a byte-order mark before the first line dropped, blank lines skipped,
 * each other line one JSON value, whose syntax error comes in words with its column ({@link JsonSyntax}). The reader
 * says what a line must hold and words its own messages; the file is streamed, never held whole.
 */
public final class JsonLines {
    private JsonLines() {
    }

    /** Receives one non-blank line's value. */
    @FunctionalInterface
    public interface Handler {
        void line(long number, JsonNode value) throws InputException;
    }

    /** Words the error for a line that is not one JSON value. */
    @FunctionalInterface
    public interface Malformed {
        InputException at(long number, JsonSyntax.Problem problem);
    }

    /** Words the error for a file that cannot be read, or is not UTF-8 from a line on. */
    @FunctionalInterface
    public interface Unreadable {
        /**
         * @param number the line being read when it failed (1 for a file that could not be opened)
         * @param e a {@link java.nio.charset.CharacterCodingException} for bytes that are not UTF-8
         */
        InputException at(long number, IOException e);
    }

    public static void read(Path file, ObjectMapper mapper, Handler handler, Malformed malformed,
                            Unreadable unreadable) throws InputException {
        long number = 0;
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                String text = number == 1 ? ByteOrderMark.strip(line) : line;
                if (text.isBlank()) {
                    continue;
                }
                JsonNode value;
                try {
                    value = JsonSyntax.readTree(mapper, text);
                } catch (JsonSyntax.Problem problem) {
                    throw malformed.at(number, problem);
                }
                handler.line(number, value);
            }
        } catch (IOException e) {
            throw unreadable.at(number + 1, e);
        }
    }
}
