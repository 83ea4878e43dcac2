package io.github.rageval.engine.retriever.text;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Compiles a Python regular expression (as scikit-learn's {@code token_pattern} is written) into a Java pattern
 * that matches the same text.
 *
 * <p>Java's own {@code \w}, {@code \b}, {@code \d} and {@code \s} differ from Python's on Unicode text even with
 * {@code UNICODE_CHARACTER_CLASS}: Python's {@code \w} is "alphanumeric or underscore" ({@code str.isalnum()}:
 * letters and every numeric character, such as {@code ²} or {@code ½}), while Java's also takes combining marks
 * and leaves out non-decimal numbers; Java's {@code \b} also treats a combining mark after a letter as part of
 * the word. So each class escape is spelled out as the explicit Unicode classes Python uses, and {@code \b} as
 * look-arounds over that class. Python-only syntax is rewritten too: {@code (?P<name>...)}, {@code (?P=name)},
 * {@code (?#comment)}, {@code {,n}}, a literal <code>{</code>, and the {@code (?u)} / {@code (?a)} flags. The pattern
 * is compiled with {@code UNIX_LINES} because Python's {@code .} and {@code $} only know {@code \n}.
 */
public final class PythonRegex {
    private static final String WORD = "\\p{L}\\p{N}_";
    private static final String ASCII_WORD = "a-zA-Z0-9_";
    private static final String SPACE = "\\p{IsWhite_Space}\\x1c-\\x1f";
    private static final String ASCII_SPACE = " \\t\\n\\r\\f\\x0b";

    /**
     * An empty alternative that matches nothing but holds a supplementary character (U+10FFFF). Java looks behind
     * by single UTF-16 units unless the pattern's text holds a supplementary character; without one it sees half
     * of 𝐀 (U+1D400) as a non-word character and puts a {@code \b} inside the word.
     */
    private static final String SUPPLEMENTARY_MARKER = "(?:|\uDBFF\uDFFF(?!))";

    private final String source;
    private final StringBuilder out = new StringBuilder();
    private boolean ascii;
    private int pos;

    private PythonRegex(String source) {
        this.source = source;
    }

    /**
     * @throws PatternSyntaxException when the pattern is not valid; its description names the problem
     */
    public static Pattern compile(String pythonPattern) {
        return Pattern.compile(translate(pythonPattern) + SUPPLEMENTARY_MARKER, Pattern.UNIX_LINES);
    }

    /** The Java source of the pattern; visible for tests. */
    static String translate(String pythonPattern) {
        PythonRegex translator = new PythonRegex(pythonPattern);
        translator.ascii = leadingFlags(pythonPattern).indexOf('a') >= 0;
        translator.run();
        return translator.out.toString();
    }

    private void run() {
        while (pos < source.length()) {
            char c = source.charAt(pos);
            if (c == '\\') {
                escapeOutsideClass();
            } else if (c == '[') {
                characterClass();
            } else if (c == '(' && source.startsWith("(?", pos)) {
                groupOpening();
            } else if (c == '{') {
                brace();
            } else {
                out.append(c);
                pos++;
            }
        }
    }

    private void escapeOutsideClass() {
        if (pos + 1 >= source.length()) {
            throw new PatternSyntaxException("bad escape (end of pattern)", source, pos);
        }
        char e = source.charAt(pos + 1);
        pos += 2;
        switch (e) {
            case 'w' -> out.append('[').append(word()).append(']');
            case 'W' -> out.append("[^").append(word()).append(']');
            case 'd' -> out.append(ascii ? "[0-9]" : "\\p{Nd}");
            case 'D' -> out.append(ascii ? "[^0-9]" : "\\P{Nd}");
            case 's' -> out.append('[').append(space()).append(']');
            case 'S' -> out.append("[^").append(space()).append(']');
            case 'b' -> out.append(wordBoundary());
            case 'B' -> out.append(notWordBoundary());
            case 'Z' -> out.append("\\z");
            case 'U' -> unicodeEscape(8);
            default -> out.append('\\').append(e);
        }
    }

    private void characterClass() {
        out.append('[');
        pos++;
        if (pos < source.length() && source.charAt(pos) == '^') {
            out.append('^');
            pos++;
        }
        // Python takes a ']' right after '[' or '[^' as a literal.
        if (pos < source.length() && source.charAt(pos) == ']') {
            out.append("\\]");
            pos++;
        }
        while (pos < source.length() && source.charAt(pos) != ']') {
            char c = source.charAt(pos);
            if (c == '\\') {
                escapeInsideClass();
            } else if (c == '[' || c == '&') {
                // Literal in Python; in Java they would open a nested class or an intersection.
                out.append('\\').append(c);
                pos++;
            } else {
                out.append(c);
                pos++;
            }
        }
        if (pos >= source.length()) {
            throw new PatternSyntaxException("unterminated character set", source, source.length());
        }
        out.append(']');
        pos++;
    }

    private void escapeInsideClass() {
        if (pos + 1 >= source.length()) {
            throw new PatternSyntaxException("bad escape (end of pattern)", source, pos);
        }
        char e = source.charAt(pos + 1);
        pos += 2;
        switch (e) {
            case 'w' -> out.append(word());
            case 'W' -> out.append("[^").append(word()).append(']');
            case 'd' -> out.append(ascii ? "0-9" : "\\p{Nd}");
            case 'D' -> out.append(ascii ? "[^0-9]" : "\\P{Nd}");
            case 's' -> out.append(space());
            case 'S' -> out.append("[^").append(space()).append(']');
            case 'b' -> out.append("\\x08");
            case 'U' -> unicodeEscape(8);
            default -> out.append('\\').append(e);
        }
    }

    private void unicodeEscape(int digits) {
        if (pos + digits > source.length()) {
            throw new PatternSyntaxException("incomplete \\U escape", source, pos);
        }
        String hex = source.substring(pos, pos + digits);
        out.append("\\x{").append(hex).append('}');
        pos += digits;
    }

    private void groupOpening() {
        if (source.startsWith("(?P<", pos)) {
            out.append("(?<");
            pos += 4;
        } else if (source.startsWith("(?P=", pos)) {
            int close = source.indexOf(')', pos);
            if (close < 0) {
                throw new PatternSyntaxException("missing ), unterminated name", source, pos);
            }
            out.append("\\k<").append(source, pos + 4, close).append('>');
            pos = close + 1;
        } else if (source.startsWith("(?#", pos)) {
            int close = source.indexOf(')', pos);
            if (close < 0) {
                throw new PatternSyntaxException("missing ), unterminated comment", source, pos);
            }
            pos = close + 1;
        } else {
            flagGroup();
        }
    }

    /** {@code (?aiLmsux)} or {@code (?flags:...)}: drop the flags Java lacks, give IGNORECASE Unicode folding. */
    private void flagGroup() {
        int end = pos + 2;
        while (end < source.length() && "aiLmsux-".indexOf(source.charAt(end)) >= 0) {
            end++;
        }
        if (end == pos + 2 || end >= source.length()
                || (source.charAt(end) != ')' && source.charAt(end) != ':')) {
            out.append("(?");
            pos += 2;
            return;
        }
        String flags = source.substring(pos + 2, end);
        if (flags.indexOf('L') >= 0) {
            throw new PatternSyntaxException("bad inline flag: cannot use 'L' flag with a str pattern", source, pos);
        }
        StringBuilder javaFlags = new StringBuilder();
        for (char f : flags.toCharArray()) {
            if (f == 'i') {
                javaFlags.append(ascii ? "i" : "iu");
            } else if (f == 'm' || f == 's' || f == 'x' || f == '-') {
                javaFlags.append(f);
            }
        }
        boolean scoped = source.charAt(end) == ':';
        if (scoped) {
            out.append("(?").append(javaFlags).append(':');
        } else if (javaFlags.length() > 0 && !javaFlags.toString().equals("-")) {
            out.append("(?").append(javaFlags).append(')');
        }
        pos = end + 1;
    }

    /** Python reads a '{' that does not start a valid repeat as a literal, and '{,n}' as '{0,n}'. */
    private void brace() {
        int close = source.indexOf('}', pos);
        String body = close < 0 ? null : source.substring(pos + 1, close);
        if (body != null && body.matches("\\d+(,\\d*)?")) {
            out.append(source, pos, close + 1);
            pos = close + 1;
        } else if (body != null && body.matches(",\\d+")) {
            out.append("{0").append(body).append('}');
            pos = close + 1;
        } else {
            out.append("\\{");
            pos++;
        }
    }

    private String word() {
        return ascii ? ASCII_WORD : WORD;
    }

    private String space() {
        return ascii ? ASCII_SPACE : SPACE;
    }

    private String wordBoundary() {
        String w = "[" + word() + "]";
        return "(?:(?<=" + w + ")(?!" + w + ")|(?<!" + w + ")(?=" + w + "))";
    }

    private String notWordBoundary() {
        String w = "[" + word() + "]";
        return "(?:(?<=" + w + ")(?=" + w + ")|(?<!" + w + ")(?!" + w + "))";
    }

    /** The global flags a Python pattern may start with, e.g. "u" for {@code (?u)...}. */
    private static String leadingFlags(String pattern) {
        StringBuilder flags = new StringBuilder();
        int at = 0;
        while (pattern.startsWith("(?", at)) {
            int end = at + 2;
            while (end < pattern.length() && "aiLmsux".indexOf(pattern.charAt(end)) >= 0) {
                end++;
            }
            if (end == at + 2 || end >= pattern.length() || pattern.charAt(end) != ')') {
                break;
            }
            flags.append(pattern, at + 2, end);
            at = end + 1;
        }
        return flags.toString();
    }
}
