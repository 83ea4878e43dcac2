package io.github.rageval.engine.report;

import java.util.Locale;

/**
 * Escapes user text (queries, document ids, settings) for each report format, so that no query can break a
 * report's markup or inject into it.
 */
public final class Escape {
    private Escape() {
    }

    /** Text or an attribute value in HTML: {@code & < > " '} as entities. */
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
                    if (xml && (cp < 0x20 || (cp >= 0xD800 && cp <= 0xDFFF) || cp == 0xFFFE || cp == 0xFFFF)) {
                        out.append(String.format(Locale.ROOT, "\\u%04x", cp));
                    } else {
                        out.appendCodePoint(cp);
                    }
                }
            }
        });
        return out.toString();
    }

    /**
     * Inline text in Markdown (GitHub's, CommonMark): every ASCII punctuation character backslash-escaped, which
     * CommonMark defines as the literal character, so no emphasis, link, HTML tag, table cell break ({@code |}) or
     * entity can arise; line breaks become spaces so a value stays on its table row or list item.
     */
    public static String markdown(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        text.codePoints().forEach(cp -> {
            if (cp == '\n' || cp == '\r') {
                out.append(' ');
            } else if (cp < 0x80 && isAsciiPunctuation((char) cp)) {
                out.append('\\').append((char) cp);
            } else {
                out.appendCodePoint(cp);
            }
        });
        return out.toString();
    }

    private static boolean isAsciiPunctuation(char c) {
        return (c >= '!' && c <= '/') || (c >= ':' && c <= '@') || (c >= '[' && c <= '`') || (c >= '{' && c <= '~');
    }
}
