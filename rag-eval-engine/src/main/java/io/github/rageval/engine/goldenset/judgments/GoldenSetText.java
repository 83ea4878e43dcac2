package io.github.rageval.engine.goldenset.judgments;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.input.ByteOrderMark;
import io.github.rageval.engine.input.JsonSyntax;
import io.github.rageval.engine.model.InputException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A golden set's text, read a second time (after {@link io.github.rageval.engine.input.GoldenDatasetLoader} has
 * checked it) for where each record and each of its fields lie, so that grades can be written into it without
 * touching anything else: the layout (a JSON array or JSON Lines), the order of the keys, the spacing, the escapes
 * and the numbers as written all stay, which a tree parsed and printed again would not keep.
 *
 * @param text the file's text, without a byte order mark
 * @param byteOrderMark whether the file starts with one, which is written back
 * @param records the records, in file order
 */
record GoldenSetText(String text, boolean byteOrderMark, List<RecordText> records) {
    private static final JsonFactory JSON = new JsonFactory();
    GoldenSetText {
        records = List.copyOf(records);
    }

    /**
     * @throws InputException when the file is not UTF-8 (the loader may have read another Unicode encoding), or
     *     cannot be read
     */
    static GoldenSetText read(Path file) throws InputException {
        String describe = "golden dataset file " + file;
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (CharacterCodingException e) {
            throw new InputException(describe + " is not UTF-8 text, which the judgments goal writes back. Save it"
                    + " as UTF-8.", e);
        } catch (IOException e) {
            throw new InputException(describe + " cannot be read: " + FileError.reason(e) + ". Check that it is"
                    + " readable.", e);
        }
        String json = ByteOrderMark.strip(text);
        boolean mark = json.length() < text.length();
        try (JsonParser parser = JSON.createParser(json)) {
            return new GoldenSetText(json, mark, records(parser, json));
        } catch (JsonProcessingException e) {
            // The loader read the same text without a complaint a moment ago.
            JsonSyntax.Problem problem = JsonSyntax.problem(e, null);
            throw new InputException(describe + problem.atPlace() + " changed while it was read: "
                    + problem.getMessage() + ". Run the goal again once nothing else writes it.", e);
        } catch (IOException e) {
            throw new InputException(describe + " cannot be read: " + FileError.reason(e) + ". Check that it is"
                    + " readable.", e);
        }
    }

    private static List<RecordText> records(JsonParser parser, String text) throws IOException {
        List<RecordText> records = new ArrayList<>();
        JsonToken first = parser.nextToken();
        if (first == JsonToken.START_ARRAY) {
            while (parser.nextToken() == JsonToken.START_OBJECT) {
                records.add(record(parser, text));
            }
        } else {
            for (JsonToken token = first; token == JsonToken.START_OBJECT; token = parser.nextToken()) {
                records.add(record(parser, text));
            }
        }
        return records;
    }

    /** The record whose opening brace is the current token; on return its closing brace is. */
    private static RecordText record(JsonParser parser, String text) throws IOException {
        int start = offset(parser);
        Map<String, RecordText.FieldText> fields = new LinkedHashMap<>();
        List<ValueSpan> members = new ArrayList<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            int keyStart = offset(parser);
            String name = parser.currentName();
            int keyEnd = stringEnd(text, keyStart);
            parser.nextToken();
            ValueSpan value = value(parser);
            fields.put(name, new RecordText.FieldText(keyStart, keyEnd, value));
            members.add(new ValueSpan(keyStart, value.end(), List.of()));
        }
        return new RecordText(new ValueSpan(start, offset(parser) + 1, members), fields);
    }

    /**
     * The value whose first token is the current one, with its items one level down; on return its last token is
     * the current one.
     */
    private static ValueSpan value(JsonParser parser) throws IOException {
        int start = offset(parser);
        JsonToken token = parser.currentToken();
        if (!token.isStructStart()) {
            // Reading the text finishes a string's token, so that the location after it is its end.
            parser.getText();
            return new ValueSpan(start, (int) parser.currentLocation().getCharOffset(), List.of());
        }
        List<ValueSpan> items = new ArrayList<>();
        for (JsonToken next = parser.nextToken(); !next.isStructEnd(); next = parser.nextToken()) {
            int itemStart = offset(parser);
            if (next == JsonToken.FIELD_NAME) {
                parser.nextToken();
            }
            items.add(new ValueSpan(itemStart, value(parser).end(), List.of()));
        }
        return new ValueSpan(start, offset(parser) + 1, items);
    }

    /**
     * The offset just after the closing quote of the string whose opening quote is at {@code start}; found in the
     * text, since the parser has already read past the colon when it hands over a key.
     */
    static int stringEnd(String text, int start) {
        int i = start + 1;
        while (text.charAt(i) != '"') {
            i += text.charAt(i) == '\\' ? 2 : 1;
        }
        return i + 1;
    }

    private static int offset(JsonParser parser) {
        return (int) parser.currentTokenLocation().getCharOffset();
    }
}
