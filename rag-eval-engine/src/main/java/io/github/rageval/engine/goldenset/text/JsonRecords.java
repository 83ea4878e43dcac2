package io.github.rageval.engine.goldenset.text;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the JSON objects of a text lie, read with a streaming parser's offsets rather than as a tree, so that an edit
 * can replace a value and leave every other character as written: the order of the keys, the spacing, the escapes
 * and the numbers' spellings, which a tree parsed and printed again would not keep. The text is a JSON array of
 * objects or objects one after the other (JSON Lines, blank lines and either line end between them).
 */
public final class JsonRecords {
    private static final JsonFactory JSON = new JsonFactory();

    private JsonRecords() {
    }

    /**
     * The objects of the text, in order, with the offsets of their fields in it.
     *
     * @throws IOException when the text is not JSON (callers have read it as JSON before, so this is a text that
     *     changed in between)
     */
    public static List<RecordText> parse(String text) throws IOException {
        try (JsonParser parser = JSON.createParser(text)) {
            return records(parser, text);
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
    public static int stringEnd(String text, int start) {
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
