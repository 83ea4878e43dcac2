package io.github.rageval.engine.format;

import java.util.Locale;

/**
 * Escapes user text (queries, document ids, settings) for each report format, so that no query can break a
 * report's markup or inject into it.
 */
public final class Escape {
    private Escape() {
    }

    /**
     * Text or an attribute value in HTML: {@code & < > " '} as entities, and control characters (other than tab,
     * newline and carriage return) written visibly as {@code \}{@code uXXXX}: a NUL or an escape sequence in an id
     * would otherwise reach the page raw, unseen or garbling it.
     */
    public static String html(String text) {
        return markup(text, "&#39;", false, false);
    }

    /**
     * Element text in XML 1.0: {@code & < > " '} as entities, and characters XML cannot hold at all (controls
     * other than tab, newline and carriage return; lone surrogates; U+FFFE, U+FFFF) written as {@code \}{@code uXXXX}.
     */
    public static String xml(String text) {
        return markup(text, "&apos;", true, false);
    }

    /** An attribute value in XML 1.0: as {@link #xml}, and tab, newline and carriage return as character references. */
    public static String xmlAttribute(String text) {
        return markup(text, "&apos;", true, true);
    }

    /**
     * The text as the content of a JSON string (RFC 8259, section 7): quotation mark, reverse solidus and the
     * control characters U+0000 to U+001F escaped ({@code \n}, {@code \t}... or {@code \\u00XX}), and U+2028/U+2029
     * too (valid JSON, but line terminators to JavaScript-based tools); everything else, non-ASCII included, as is.
     */
    public static String json(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }

    private static String markup(String text, String apostrophe, boolean xml, boolean attribute) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        text.codePoints().forEach(cp -> {
            switch (cp) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append(apostrophe);
                case '\t', '\n', '\r' -> {
                    if (attribute) {
                        out.append("&#").append(cp).append(';');
                    } else {
                        out.appendCodePoint(cp);
                    }
                }
                default -> {
                    if (isControl(cp) || xml && ((cp >= 0xD800 && cp <= 0xDFFF) || cp == 0xFFFE || cp == 0xFFFF)) {
                        out.append(visible(cp));
                    } else {
                        out.appendCodePoint(cp);
                    }
                }
            }
        });
        return out.toString();
    }

    /**
     * Inline text in Markdown (GitHub's, CommonMark), kept readable: the characters that can start markup
     * anywhere ({@code \ ` * _ [ ] < | ~ & ! # $}) are backslash-escaped, which CommonMark defines as the
     * literal character, so no emphasis, code, link, image, HTML tag, entity, table cell break or math can arise;
     * so is any punctuation that opens the text, and the {@code .} or {@code )} of a leading {@code 1. }, which
     * could start a list, a heading or a quote. Line breaks become spaces, so a value stays on its table row or list item;
     * other control characters (but tab) are written visibly as {@code \}{@code uXXXX}, as in {@link #html}.
     */
    public static String markdown(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        int digits = 0;
        while (digits < text.length() && text.charAt(digits) >= '0' && text.charAt(digits) <= '9') {
            digits++;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                out.append(' ');
            } else if (isControl(c)) {
                out.append(visible(c));
            } else if (ALWAYS.indexOf(c) >= 0 || (i == 0 && isAsciiPunctuation(c)) || (i == digits && digits > 0
                    && (c == '.' || c == ')') && (i + 1 == text.length() || Character.isWhitespace(text.charAt(i + 1))))) {
                out.append('\\').append(c);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** C0 controls but tab, newline and carriage return; DEL; C1 controls. */
    private static boolean isControl(int cp) {
        return (cp < 0x20 && cp != '\t' && cp != '\n' && cp != '\r') || (cp >= 0x7F && cp <= 0x9F);
    }

    private static String visible(int cp) {
        return String.format(Locale.ROOT, "\\u%04x", cp);
    }

    private static final String ALWAYS = "\\`*_[]<|~&!#$";

    private static boolean isAsciiPunctuation(char c) {
        return (c >= '!' && c <= '/') || (c >= ':' && c <= '@') || (c >= '[' && c <= '`') || (c >= '{' && c <= '~');
    }
}
