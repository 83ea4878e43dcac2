package io.github.rageval.engine.goldenset.text;

/**
 * How a JSON text is laid out where an edit goes, read from the text around it: the line ends, a line's indentation,
 * what stands between a key and its value, and between two items. An edit written in these keeps a hand-indented
 * file, Python's {@code json.dump(indent=2)}, Jackson's pretty printer and compact JSON Lines each as they were.
 */
public final class TextLayout {
    /** Between two items on one line when nothing nearby shows it: Python's {@code json.dumps} default. */
    public static final String ITEM_SEPARATOR = ", ";
    /** One level of indentation when nothing nearby shows it. */
    public static final String INDENT = "  ";

    private final String text;

    public TextLayout(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    /** The file's line end: CRLF when its lines end so, else LF. */
    public String newline() {
        return text.contains("\r\n") ? "\r\n" : "\n";
    }

    /** The whitespace that starts the line holding {@code offset}. */
    public String indentAt(int offset) {
        int lineStart = text.lastIndexOf('\n', offset - 1) + 1;
        int end = lineStart;
        while (end < text.length() && (text.charAt(end) == ' ' || text.charAt(end) == '\t')) {
            end++;
        }
        return text.substring(lineStart, end);
    }

    /** What stands between the key of the member starting at {@code memberStart} and its value ({@code ": "}). */
    public String colonAfterKey(int memberStart) {
        int keyEnd = JsonRecords.stringEnd(text, memberStart);
        int valueStart = keyEnd;
        while (Character.isWhitespace(text.charAt(valueStart)) || text.charAt(valueStart) == ':') {
            valueStart++;
        }
        return text.substring(keyEnd, valueStart);
    }

    /** What stands between two items of the same container: the comma and the spaces around it. */
    public String between(ValueSpan first, ValueSpan second) {
        return text.substring(first.end(), second.start());
    }

    /**
     * What separates items written on one line in the record: as between its first two members when they share a
     * line, else {@link #ITEM_SEPARATOR}.
     */
    public String lineSeparator(RecordText record) {
        var members = record.span().items();
        if (members.size() >= 2) {
            String between = between(members.get(0), members.get(1));
            if (between.indexOf('\n') < 0) {
                return between;
            }
        }
        return ITEM_SEPARATOR;
    }

    /** One level of indentation in the record: its first member's indentation beyond its opening brace's. */
    public String indentUnit(RecordText record) {
        String outer = indentAt(record.span().start());
        var members = record.span().items();
        if (members.isEmpty() || !record.span().multiLine(text)) {
            return INDENT;
        }
        String inner = indentAt(members.get(0).start());
        return inner.length() > outer.length() && inner.startsWith(outer) ? inner.substring(outer.length()) : INDENT;
    }
}
