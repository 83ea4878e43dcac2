package io.github.rageval.engine.input;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.format.Sentences;
import io.github.rageval.engine.model.InputException;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the objects of an input file in either of the two layouts users keep: one JSON array of objects, or
 * JSON Lines (one object per line). The first token decides: {@code [} is an array, {@code {} starts JSON Lines.
 * Both are read as a stream of objects by one parser, so every object keeps its line and column for messages.
 * Records are handed over one at a time as they are parsed and not kept: a corpus of a million documents never
 * sits in memory as JSON, only as whatever the handler makes of each record.
 */
final class JsonRecordReader {
    /** A key repeated within one object is an error, not a silent "last one wins". */
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    private final String role;
    private final String expectedShape;

    /**
     * @param role what the file is, for messages ("corpus", "golden dataset")
     * @param expectedShape an example object, for messages ({@code {"doc_id": ..., "text": ...}})
     */
    JsonRecordReader(String role, String expectedShape) {
        this.role = role;
        this.expectedShape = expectedShape;
    }

    /** What a loader does with each record; it may stop the read with a message about the record. */
    @FunctionalInterface
    interface RecordHandler {
        void accept(JsonRecord record) throws InputException;
    }

    /** Every record of a small file (a golden dataset, queries, a run), in file order. */
    List<JsonRecord> read(Path file) throws InputException {
        List<JsonRecord> records = new ArrayList<>();
        read(file, records::add);
        return records;
    }

    /** @return the number of records read, at least one */
    int read(Path file, RecordHandler handler) throws InputException {
        return read(file, handler, ByteTap.NONE);
    }

    /**
     * As {@link #read(Path, RecordHandler)}, every byte of the file shown to the tap as it is read; once every record
     * is read, the file is read on to its end for it.
     */
    int read(Path file, RecordHandler handler, ByteTap tap) throws InputException {
        PathProblems.requireFile(file, describe(file), "Create it (a JSON array or JSON Lines of " + expectedShape
                + " objects) or point the configuration at the right file.", "Point the configuration at a JSON or"
                + " JSON Lines file of " + expectedShape + " objects.");
        // Opened as the parser opens a File, so that a missing or unreadable file fails in the same words.
        try (FileInputStream raw = new FileInputStream(file.toFile());
             TappedInput in = new TappedInput(raw, tap);
             JsonParser parser = MAPPER.createParser(in)) {
            try {
                int records = readRecords(file, parser, handler);
                in.readToEnd();
                return records;
            } catch (JsonProcessingException e) {
                JsonSyntax.Problem problem = JsonSyntax.problem(e, parser.currentLocation());
                if (problem.limit()) {
                    throw new InputException(describe(file) + problem.atPlace() + ": it holds " + problem.getMessage()
                            + ".", e);
                }
                throw new InputException(describe(file) + problem.atPlace() + ": malformed JSON: "
                        + problem.getMessage() + ". Fix the JSON syntax at that place or just before it (a missing comma,"
                        + " quote or bracket is often reported where the next value starts).", e);
            }
        } catch (NoSuchFileException | java.io.FileNotFoundException e) {
            throw new InputException(describe(file) + " does not exist. Create it (a JSON array or JSON Lines of "
                    + expectedShape + " objects) or point the configuration at the right file.");
        } catch (IOException e) {
            throw new InputException(Sentences.join(describe(file) + " cannot be read: " + FileError.reason(e),
                    "Check that the file exists and is readable."), e);
        }
    }

    private int readRecords(Path file, JsonParser parser, RecordHandler handler) throws IOException, InputException {
        JsonToken first = parser.nextToken();
        if (first == null) {
            throw new InputException(describe(file) + " is empty. It needs at least one " + expectedShape
                    + " object, as a JSON array or as JSON Lines.");
        }
        int records = 0;
        if (first == JsonToken.START_ARRAY) {
            while (parser.nextToken() != JsonToken.END_ARRAY) {
                handler.accept(readObject(file, parser, ++records));
            }
            if (parser.nextToken() != null) {
                throw new InputException(describe(file) + ", " + place(parser.currentTokenLocation())
                        + ": unexpected content after the closing ']' of the array. Keep one JSON array per file.");
            }
        } else {
            do {
                handler.accept(readObject(file, parser, ++records));
            } while (parser.nextToken() != null);
        }
        if (records == 0) {
            throw new InputException(describe(file) + " holds an empty array. It needs at least one "
                    + expectedShape + " object.");
        }
        return records;
    }

    private JsonRecord readObject(Path file, JsonParser parser, int number) throws IOException, InputException {
        JsonLocation start = parser.currentTokenLocation();
        JsonNode node = MAPPER.readTree(parser);
        if (!(node instanceof ObjectNode object)) {
            throw new InputException(describe(file) + ", " + place(start) + ": record " + number
                    + " is " + JsonTypes.describe(node) + ", but every record must be an object like "
                    + expectedShape + ".");
        }
        return new JsonRecord(object, number, start.getLineNr(), start.getColumnNr());
    }

    String describe(Path file) {
        return role + " file " + file;
    }

    private static String place(JsonLocation location) {
        return "line " + location.getLineNr() + ", column " + location.getColumnNr();
    }
}
