package io.github.rageval.engine.faithfulness;

/**
 * Python's and Rust's ideas of whitespace, where a reference strips a reply: Python's {@code str.strip()} (the
 * characters {@code str.isspace()} holds: Java's whitespace and {@code U+0085}, {@code U+00A0}, {@code U+2007},
 * {@code U+202F}), and Rust's {@code str::trim} as pydantic-core trims a number written as a string (the Unicode
 * White_Space property: the same, but {@code U+001C} to {@code U+001F}).
 */
final class PythonText {
    private PythonText() {
    }

    static boolean isPythonSpace(int c) {
        return Character.isWhitespace(c) || c == 0x85 || c == 0xA0 || c == 0x2007 || c == 0x202F;
    }

    static boolean isRustSpace(int c) {
        return isPythonSpace(c) && !(c >= 0x1C && c <= 0x1F);
    }

    /** Python's {@code str.strip()}. */
    static String strip(String text) {
        return trim(text, true);
    }

    /** Rust's {@code str::trim}. */
    static String trim(String text) {
        return trim(text, false);
    }

    private static String trim(String text, boolean python) {
        int from = 0;
        int to = text.length();
        while (from < to && (python ? isPythonSpace(text.charAt(from)) : isRustSpace(text.charAt(from)))) {
            from++;
        }
        while (to > from && (python ? isPythonSpace(text.charAt(to - 1)) : isRustSpace(text.charAt(to - 1)))) {
            to--;
        }
        return text.substring(from, to);
    }
}
