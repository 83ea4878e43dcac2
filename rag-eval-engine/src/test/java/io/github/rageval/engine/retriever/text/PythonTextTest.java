package io.github.rageval.engine.retriever.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PythonTextTest {
    @Test
    void pythonsOrderOfStringsIsByCodePoint() {
        assertThat(PythonText.compare("\uFF41", "\uD835\uDC00")).as("U+FF41 before U+1D400").isNegative();
        assertThat("\uFF41".compareTo("\uD835\uDC00")).as("where Java's UTF-16 order differs").isPositive();
    }

    @Test
    void pythonsSplitKnowsItsOwnWhitespace() {
        assertThat(PythonText.split(" a\u0085b\u001C c\u200Bd ")).containsExactly("a", "b", "c\u200Bd");
        assertThat(PythonText.strip("\u3000\u00A0x y\u001F")).isEqualTo("x y");
    }

    @Test
    void lengthAndCharactersCountCodePoints() {
        assertThat(PythonText.length("a\uD835\uDC00b")).isEqualTo(3);
        assertThat(PythonText.characters("a\uD835\uDC00")).containsExactly("a", "\uD835\uDC00");
    }

    @Test
    void wordCharactersAreAlphanumericOrUnderscore() {
        assertThat(PythonText.isWord('_')).isTrue();
        assertThat(PythonText.isWord('\u00B2')).as("superscript two, a numeric").isTrue();
        assertThat(PythonText.isWord('\u0301')).as("a combining mark").isFalse();
        assertThat(PythonText.isWord('\u203F')).as("connector punctuation").isFalse();
    }
}
