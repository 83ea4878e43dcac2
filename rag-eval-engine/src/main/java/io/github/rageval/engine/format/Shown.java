package io.github.rageval.engine.format;

import java.util.Locale;

/**
 * A user's value as a message echoes it: whole when short, else its first {@value #LIMIT} characters and how long it
 * was. A 50 MB field that fails a check must not land in the log whole; the start is enough to find it. Control
 * characters are written visibly ({@code \n}, {@code \r}, {@code \t}, else {@code \}{@code u001b}): an id holding
 * an ANSI escape or a carriage return would otherwise recolour the terminal or overwrite the line that names it, and
 * a NUL would vanish. So are the invisible marks that reorder text (bidirectional overrides) and the Unicode line
 * separators.
 */
public final class Shown {
    /** At most this many characters of a value are echoed. */
    public static final int LIMIT = 200;

    private Shown() {
    }

    /** As {@link #value(String)}, for a value that is not text (a path): its string form. */
    public static String value(Object value) {
        return value == null ? null : value(value.toString());
    }

    /** {@code value}, or its first 200 characters then {@code … (N characters)}; control characters escaped. */
    public static String value(String value) {
        if (value == null || value.length() <= LIMIT) {
            return visible(value);
        }
        int end = Character.isHighSurrogate(value.charAt(LIMIT - 1)) ? LIMIT - 1 : LIMIT;
        return visible(value.substring(0, end)) + String.format(Locale.ROOT, "… (%,d characters)", value.length());
    }

    /** The text with every control character written as an escape, the rest as is; null stays null. */
    public static String visible(String text) {
        return visible(text, false);
    }

    /**
     * A whole message or output line as a terminal or a build log receives it: as {@link #visible(String)}, but its
     * own line breaks and tabs kept (a message may say a list on indented lines). The last guard for a value a
     * message quoted without {@link #value}: a carriage return or an escape sequence never reaches a terminal raw.
     */
    public static String lines(String text) {
        return visible(text, true);
    }

    private static String visible(String text, boolean lines) {
        if (text == null || text.chars().noneMatch(c -> hidden(c) && !(lines && (c == '\n' || c == '\t')))) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (lines && (c == '\n' || c == '\t')) {
                out.append(c);
                continue;
            }
            switch (c) {
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (hidden(c)) {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }

    /** C0 and C1 controls, DEL, the line and paragraph separators, and the bidirectional embeddings and isolates. */
    private static boolean hidden(int c) {
        return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2066 && c <= 0x2069);
    }
}
