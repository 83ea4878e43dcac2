package io.github.rageval.engine.input;

import java.util.ArrayList;
import java.util.List;

/**
 * The fields of a TREC line, split as trec_eval splits them, without regular expressions: the line is stripped
 * of whitespace at both ends ({@link Character#isWhitespace}, which includes the ASCII separators U+001C..U+001F),
 * then split on runs of the six ASCII spaces (space, tab, line feed, vertical tab, form feed, carriage return).
 * Whitespace outside those six inside a line (a no-break space, an em space) stays part of its field.
 *
 * <p>The same rule runs on text ({@link #split(String)}) and, for a line of ASCII bytes, on the bytes themselves
 * ({@link #split(byte[], int, int, int[], int)}), so that a run of millions of lines is split without a string per
 * field.
 */
final class WhitespaceFields {
    private WhitespaceFields() {
    }

    /** Whether an ASCII byte separates fields: space, tab, line feed, vertical tab, form feed, carriage return. */
    static boolean separates(int b) {
        return b == ' ' || (b >= '\t' && b <= '\r');
    }

    /** Whether an ASCII byte is stripped from the ends of a line: a separator or U+001C..U+001F. */
    static boolean strips(int b) {
        return separates(b) || (b >= 0x1C && b <= 0x1F);
    }

    /** The fields of a line of text; one empty field for a blank line, as {@code String.split} gives. */
    static String[] split(String line) {
        String stripped = line.strip();
        List<String> fields = new ArrayList<>();
        int i = 0;
        while (i < stripped.length()) {
            int start = i;
            while (i < stripped.length() && !separates(stripped.charAt(i))) {
                i++;
            }
            fields.add(stripped.substring(start, i));
            while (i < stripped.length() && separates(stripped.charAt(i))) {
                i++;
            }
        }
        return fields.isEmpty() ? new String[] {""} : fields.toArray(String[]::new);
    }

    /** Whether a line of text is a comment: its first character after leading whitespace is '#'. */
    static boolean isComment(String line) {
        return line.stripLeading().startsWith("#");
    }

    /**
     * Splits ASCII bytes {@code from..to} (a line without its terminator) into at most {@code max} fields.
     *
     * @param bounds receives each field's start and end, pairwise: at least {@code 2 * max} long
     * @return how many fields the line holds, counted up to {@code max}
     */
    static int split(byte[] bytes, int from, int to, int[] bounds, int max) {
        int end = to;
        while (end > from && strips(bytes[end - 1])) {
            end--;
        }
        int i = from;
        while (i < end && strips(bytes[i])) {
            i++;
        }
        int count = 0;
        while (i < end && count < max) {
            int start = i;
            while (i < end && !separates(bytes[i])) {
                i++;
            }
            bounds[2 * count] = start;
            bounds[2 * count + 1] = i;
            count++;
            while (i < end && separates(bytes[i])) {
                i++;
            }
        }
        return count;
    }

    /** Whether a line of ASCII bytes is a comment: its first byte after leading whitespace is '#'. */
    static boolean isComment(byte[] bytes, int from, int to) {
        int i = from;
        while (i < to && strips(bytes[i])) {
            i++;
        }
        return i < to && bytes[i] == '#';
    }

    /** Whether a line of ASCII bytes is blank: nothing but whitespace. */
    static boolean isBlank(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!strips(bytes[i])) {
                return false;
            }
        }
        return true;
    }
}
