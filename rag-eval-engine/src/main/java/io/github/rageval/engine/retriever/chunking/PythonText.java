package io.github.rageval.engine.retriever.chunking;

import java.util.List;

/**
 * What the chunkers of brandonstarxel/chunking_evaluation (commit d451fc4) do with Python's {@code str}, done on
 * code points as Python does, not on Java's UTF-16 units: {@code len(text)}, {@code list(text)} and
 * {@code text.strip()} with Python's whitespace ({@code str.isspace}), which adds U+0085, U+00A0, U+2007 and U+202F
 * to Java's {@link Character#isWhitespace}. A chunk cut between the two halves of an emoji, or one whose
 * no-break spaces Java would keep, would otherwise differ from the reference's.
 */
final class PythonText {
    private PythonText() {
    }

    /** Python's {@code len(text)}: the number of code points. */
    static int length(String text) {
        return text.codePointCount(0, text.length());
    }

    /** Python's {@code list(text)}: one string per code point. */
    static List<String> characters(String text) {
        return text.codePoints().mapToObj(Character::toString).toList();
    }

    /** Python's {@code text.strip()}. */
    static String strip(String text) {
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

    /** Python's {@code str.isspace} for one code point. */
    static boolean isSpace(int codePoint) {
        return Character.isWhitespace(codePoint)
                || codePoint == 0x85 || codePoint == 0xA0 || codePoint == 0x2007 || codePoint == 0x202F;
    }
}
