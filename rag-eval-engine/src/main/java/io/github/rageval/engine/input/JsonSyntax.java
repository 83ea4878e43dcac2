package io.github.rageval.engine.input;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.format.Shown;
import java.io.IOException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Jackson's parse errors in plain words, with a line and column. Its own messages name its internals
 * ({@code StreamReadConstraints.getMaxStringLength()}, {@code Feature 'ALLOW_COMMENTS'}, {@code [Source: REDACTED
 * ...]}) and its limit errors carry no location at all; a user needs to hear what is wrong in JSON's terms, where,
 * and what to write instead.
 */
public final class JsonSyntax {
    private static final Pattern LIMIT = Pattern.compile("\\((\\d+)\\) exceeds the maximum allowed \\((\\d+)");
    private static final Pattern START_MARKER = Pattern.compile(
            "\\s*\\(start marker at \\[Source:[^\\]]*line: (\\d+), column: (\\d+)\\]\\)");
    private static final Pattern SOURCE = Pattern.compile("\\s*\\[Source:[^\\]]*\\]");
    private static final Pattern CONTROL = Pattern.compile("CTRL-CHAR, code (\\d+)");
    private static final Pattern TOKEN = Pattern.compile("token '([^']*)'");
    private static final String DUPLICATE = "Duplicate field '";

    private JsonSyntax() {
    }

    /** A syntax error: where ({@code line 3, column 7}, or null when unknown) and what, in plain words. */
    public static final class Problem extends Exception {
        private static final long serialVersionUID = 1L;
        private final String place;
        private final int column;

        Problem(String place, String words, Throwable cause) {
            this(place, -1, words, cause);
        }

        Problem(String place, int column, String words, Throwable cause) {
            super(words, cause);
            this.place = place;
            this.column = column;
        }

        /** The column, for a value read from one line of a JSON Lines file; -1 when unknown. */
        public int column() {
            return column;
        }

        /**
         * Whether the value is well-formed JSON but larger than this reader accepts (a string, a number or a nesting
         * past Jackson's limits): not a syntax error, and not to be fixed as one.
         */
        public boolean limit() {
            return getCause() instanceof StreamConstraintsException;
        }

        /** {@code ", column 7"} to follow a line's number, or nothing. */
        public String atColumn() {
            return column < 1 ? "" : ", column " + column;
        }

        /** {@code line 3, column 7}, or null when the parser could not say. */
        public String place() {
            return place;
        }

        /** {@code ", line 3, column 7"} to follow a file's name, or nothing. */
        public String atPlace() {
            return place == null ? "" : ", " + place;
        }

        /** {@code " at line 3, column 7"} to follow "is not valid JSON", or nothing. */
        public String atLine() {
            return place == null ? "" : " at " + place;
        }
    }

    /** The one JSON value of a file this plugin wrote (a baseline, a report), or the syntax error in words. */
    public static JsonNode readTree(ObjectMapper mapper, byte[] bytes) throws Problem, IOException {
        try (JsonParser parser = mapper.createParser(bytes)) {
            return whole(mapper, parser);
        }
    }

    /**
     * The one JSON value of a text: a line of a JSON Lines file (whose reader has dropped a byte-order mark from the
     * first), or the syntax error in words, with its column.
     */
    public static JsonNode readTree(ObjectMapper mapper, String text) throws Problem, IOException {
        try (JsonParser parser = mapper.createParser(text)) {
            return whole(mapper, parser);
        }
    }

    /** The parser's one value, and nothing after it. */
    private static JsonNode whole(ObjectMapper mapper, JsonParser parser) throws Problem, IOException {
        JsonNode root;
        try {
            root = mapper.readTree(parser);
        } catch (JsonProcessingException e) {
            throw problem(e, parser.currentLocation());
        }
        requireEnd(parser);
        return root;
    }

    /**
     * Nothing but white space may follow the one value: a second document, or the tail of an edit gone wrong, would
     * otherwise be dropped without a word.
     */
    public static void requireEnd(JsonParser parser) throws Problem, IOException {
        JsonLocation end = parser.currentTokenLocation();
        JsonLocation extra;
        try {
            if (parser.nextToken() == null) {
                return;
            }
            extra = parser.currentTokenLocation();
        } catch (JsonProcessingException e) {
            extra = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
        }
        throw new Problem(place(extra), extra == null ? -1 : extra.getColumnNr(), "more text after the end of the"
                + " JSON value, which closes at " + place(end)
                + ": a file holds one JSON value, so remove what follows it", null);
    }

    private static String place(JsonLocation at) {
        return at == null || at.getLineNr() < 1 ? null : "line " + at.getLineNr() + ", column " + at.getColumnNr();
    }

    /** @param fallback where the parser was, for errors (limits) that carry no location of their own */
    public static Problem problem(JsonProcessingException e, JsonLocation fallback) {
        JsonLocation at = e.getLocation() != null ? e.getLocation() : fallback;
        return new Problem(place(at), at == null ? -1 : at.getColumnNr(), words(e), e);
    }

    /** What is wrong, in JSON's terms and with what to write instead; never the parser's internals. */
    static String words(JsonProcessingException e) {
        String message = String.valueOf(e.getOriginalMessage()).replaceAll("\\s+", " ");
        if (e instanceof StreamConstraintsException) {
            return limit(message);
        }
        int nameEnd = message.indexOf('\'', DUPLICATE.length());
        if (message.startsWith(DUPLICATE) && nameEnd > 0) {
            String name = message.substring(DUPLICATE.length(), nameEnd);
            return "the name '" + Shown.value(name) + "' twice in one object: a reader would keep one of the two"
                    + " values without a word, so remove the other";
        }
        if (message.contains("ALLOW_COMMENTS")) {
            return "a comment (// or /* */), but JSON has no comments: remove it";
        }
        if (message.contains("ALLOW_NON_NUMERIC_NUMBERS")) {
            Matcher token = TOKEN.matcher(message);
            return (token.find() ? "'" + Shown.value(token.group(1)) + "'" : "a non-numeric value")
                    + " is not a JSON number (nor are NaN and Infinity): write a number, or null";
        }
        if (message.contains("expecting double-quote to start field name")) {
            if (message.contains("(''' (code 39)")) {
                return "a single quote, but JSON names and strings take double quotes (\")";
            }
            if (message.contains("('}' (code 125)")) {
                return "a comma before '}' (JSON allows no trailing comma): remove it";
            }
            return "a field name without double quotes: write it as \"name\"";
        }
        if (message.contains("(']' (code 93)") && message.contains("expected a value")) {
            return "a comma before ']' (JSON allows no trailing comma): remove it";
        }
        Matcher control = CONTROL.matcher(message);
        if (control.find()) {
            return String.format(Locale.ROOT, "a raw control character (code %s) inside a string: write it"
                    + " escaped, e.g. \\n for a line break and \\t for a tab", control.group(1));
        }
        if (message.contains("Leading zeroes not allowed")) {
            return "a number with a leading zero, which JSON does not allow: write 7, not 07";
        }
        Matcher start = START_MARKER.matcher(message);
        if (message.startsWith("Unexpected end-of-input") && start.find()) {
            return "the file ends before the " + (message.contains("Array") ? "array" : "object") + " opened at line "
                    + start.group(1) + ", column " + start.group(2) + " is closed: add the missing "
                    + (message.contains("Array") ? "']'" : "'}'") + " (or restore the end of the file)";
        }
        String plain = SOURCE.matcher(START_MARKER.matcher(message).replaceAll("")).replaceAll("")
                .replace("(JSON String, Number, Array, Object or token 'null', 'true' or 'false')",
                        "a string, a number, an array, an object, true, false or null")
                .replaceAll("`[^`]*`", "a parser setting");
        return Shown.value(plain);
    }

    private static String limit(String message) {
        Matcher numbers = LIMIT.matcher(message);
        long found = numbers.find() ? Long.parseLong(numbers.group(1)) : -1;
        long allowed = found >= 0 ? Long.parseLong(numbers.group(2)) : -1;
        if (message.contains("nesting depth")) {
            return String.format(Locale.ROOT, "arrays and objects nested %,d deep, more than the %,d this reader"
                    + " accepts: flatten the data", found, allowed);
        }
        if (message.contains("String value length")) {
            return String.format(Locale.ROOT, "a string at least %,d characters long, more than the %,d this reader"
                    + " accepts: split the text (e.g. into several documents)", found, allowed);
        }
        if (message.contains("Number value length")) {
            return String.format(Locale.ROOT, "a number written with %,d characters, more than the %,d this reader"
                    + " accepts: write it with fewer digits", found, allowed);
        }
        return "more than this reader accepts ("
                + Shown.value(message.replaceAll("\\s*\\(from `[^`]*`\\)", "").replaceAll("`[^`]*`", "a limit"))
                + ")";
    }
}
