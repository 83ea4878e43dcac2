package io.github.rageval.engine.retriever.text;

import java.util.ArrayList;
import java.util.List;

/**
 * What Python 3 does with a {@code str}, done on code points as Python does, not on Java's UTF-16 units: its length,
 * its characters, and what it calls whitespace and word characters, for cutting chunks as the chunkers of
 * brandonstarxel/chunking_evaluation (commit d451fc4) cut them and locating chunk texts exactly as its
 * {@code chunking_evaluation/utils.py} does with {@code re} and {@code str.split()}. A chunk cut between the two
 * halves of an emoji, or one whose no-break spaces Java would keep, would otherwise differ from the reference's.
 * The answer metrics use it too: SQuAD's {@code normalize_answer} ends with {@code ' '.join(text.split())}.
 * Java's own classes differ: {@code \s} even with {@code UNICODE_CHARACTER_CLASS} leaves out U+001C..U+001F, which
 * Python counts as whitespace (bidi class B or S), and Java's Unicode {@code \w} takes combining marks and connector
 * punctuation, which Python's does not. Python 3.11 knows Unicode 14 and Java 17 Unicode 13: the characters added in
 * between are the only ones the two predicates below may judge differently.
 */
public final class PythonText {
    /**
     * Python's whitespace ({@code Py_UNICODE_ISSPACE}: {@code str.isspace}, {@code str.split}, {@code re}'s
     * {@code \s}) as a regular-expression class.
     */
    public static final String SPACE_CLASS = "[\\t-\\r\\x{1C}- \\x{85}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}"
            + "\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}]";

    private PythonText() {
    }

    /** Python's {@code len(text)}: the number of code points. */
    public static int length(String text) {
        return text.codePointCount(0, text.length());
    }

    /** Python's {@code list(text)}: one string per code point. */
    public static List<String> characters(String text) {
        return text.codePoints().mapToObj(Character::toString).toList();
    }

    /** {@code chr(codePoint).isspace()}. */
    public static boolean isSpace(int codePoint) {
        return codePoint >= '\t' && codePoint <= '\r' || codePoint >= 0x1C && codePoint <= ' ' || codePoint == 0x85
                || codePoint == 0xA0 || codePoint == 0x1680 || codePoint >= 0x2000 && codePoint <= 0x200A
                || codePoint == 0x2028 || codePoint == 0x2029 || codePoint == 0x202F || codePoint == 0x205F
                || codePoint == 0x3000;
    }

    /**
     * Whether {@code re}'s {@code \w} matches it in a {@code str} pattern: {@code str.isalnum()} (letters, decimal
     * digits, digits, numerics) or the underscore.
     */
    public static boolean isWord(int codePoint) {
        if (codePoint == '_' || Character.isLetter(codePoint)) {
            return true;
        }
        int type = Character.getType(codePoint);
        return type == Character.DECIMAL_DIGIT_NUMBER || type == Character.LETTER_NUMBER
                || type == Character.OTHER_NUMBER;
    }

    /** {@code text.split()}: the runs of non-whitespace, in order. */
    public static List<String> split(String text) {
        List<String> words = new ArrayList<>();
        int start = -1;
        int i = 0;
        while (i < text.length()) {
            int codePoint = text.codePointAt(i);
            if (isSpace(codePoint)) {
                if (start >= 0) {
                    words.add(text.substring(start, i));
                    start = -1;
                }
            } else if (start < 0) {
                start = i;
            }
            i += Character.charCount(codePoint);
        }
        if (start >= 0) {
            words.add(text.substring(start));
        }
        return words;
    }

    /** {@code text.strip()}: without leading and trailing whitespace. */
    public static String strip(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && isSpace(text.codePointAt(start))) {
            start += Character.charCount(text.codePointAt(start));
        }
        while (end > start && isSpace(text.codePointBefore(end))) {
            end -= Character.charCount(text.codePointBefore(end));
        }
        return text.substring(start, end);
    }

    /** Python's order of {@code str}s: by code point, not by Java's UTF-16 units. */
    public static int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i);
            int y = b.codePointAt(j);
            if (x != y) {
                return Integer.compare(x, y);
            }
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Boolean.compare(i < a.length(), j < b.length());
    }
}
