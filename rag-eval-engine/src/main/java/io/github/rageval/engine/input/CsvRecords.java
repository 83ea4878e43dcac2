package io.github.rageval.engine.input;

import io.github.rageval.engine.model.InputException;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits CSV text into records as RFC 4180 writes them: fields separated by commas, records by CRLF (a bare LF is
 * accepted too: editors rewrite line ends), a field in double quotes may hold commas, quotes (doubled) and line
 * breaks. Each record keeps the line it starts on, for messages. Blank lines are skipped.
 */
final class CsvRecords {
    /** One record and the 1-based line it starts on. */
    record Row(int line, List<String> fields) {
    }

    private CsvRecords() {
    }

    /**
     * @param describe how messages name the file ({@code judgments file pool.csv})
     * @throws InputException for a quote left open, or text after a closing quote
     */
    static List<Row> split(String text, String describe) throws InputException {
        List<Row> rows = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        int line = 1;
        int start = 1;
        boolean quoted = false;
        boolean afterQuote = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                    afterQuote = true;
                } else {
                    line += c == '\n' ? 1 : 0;
                    field.append(c);
                }
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
                afterQuote = false;
            } else if (c == '\r' || c == '\n') {
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                fields.add(field.toString());
                if (!(fields.size() == 1 && fields.get(0).isEmpty() && !afterQuote)) {
                    rows.add(new Row(start, List.copyOf(fields)));
                }
                fields.clear();
                field.setLength(0);
                afterQuote = false;
                line++;
                start = line;
            } else if (c == '"' && field.length() == 0 && !afterQuote) {
                quoted = true;
            } else if (afterQuote) {
                throw new InputException(describe + ", line " + line + ": text after a field's closing quote. Write"
                        + " a quote inside a quoted field as two quotes (\"\").");
            } else {
                field.append(c);
            }
        }
        if (quoted) {
            throw new InputException(describe + ", line " + start + ": a quoted field is never closed. Close it with"
                    + " a quote.");
        }
        fields.add(field.toString());
        if (!(fields.size() == 1 && fields.get(0).isEmpty() && !afterQuote)) {
            rows.add(new Row(start, List.copyOf(fields)));
        }
        return rows;
    }
}
