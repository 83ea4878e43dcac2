package io.github.rageval.engine.faithfulness;

import io.github.rageval.engine.retriever.text.PythonText;

/**
 * Rust's {@code str::trim}, as pydantic-core trims a number written as a string: the Unicode White_Space property,
 * which is Python's whitespace ({@link PythonText#isSpace}) but for {@code U+001C} to {@code U+001F}.
 */
final class RustTrim {
    private RustTrim() {
    }

    static boolean isRustSpace(int c) {
        return PythonText.isSpace(c) && !(c >= 0x1C && c <= 0x1F);
    }

    /** {@code str::trim}. */
    static String trim(String text) {
        int from = 0;
        int to = text.length();
        while (from < to && isRustSpace(text.charAt(from))) {
            from++;
        }
        while (to > from && isRustSpace(text.charAt(to - 1))) {
            to--;
        }
        return text.substring(from, to);
    }
}
