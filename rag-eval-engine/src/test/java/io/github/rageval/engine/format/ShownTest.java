package io.github.rageval.engine.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A value a message echoes: capped, and its control characters written visibly, never raw. */
class ShownTest {
    @Test
    void controlCharactersOfAValueAreEscaped() {
        // An ANSI escape would recolour or clear the terminal; a carriage return would overwrite the line.
        assertThat(Shown.value("doc\u001b[31mred")).isEqualTo("doc\\u001b[31mred");
        assertThat(Shown.value("a\rb\nc\td\u0000e\u007f\u0085")).isEqualTo("a\\rb\\nc\\td\\u0000e\\u007f\\u0085");
        assertThat(Shown.value("left\u202Eright\u2028")).isEqualTo("left\\u202eright\\u2028");
        assertThat(Shown.value("C:\\data\\caf\u00e9 \uD83D\uDE00")).isEqualTo("C:\\data\\caf\u00e9 \uD83D\uDE00");
        assertThat(Shown.value((String) null)).isNull();
    }

    @Test
    void aLongValueIsCutThenEscapedAndSaysItsLength() {
        assertThat(Shown.value("\u001b" + "x".repeat(300))).isEqualTo("\\u001b" + "x".repeat(199)
                + "… (301 characters)");
    }

    @Test
    void aWholeMessageKeepsItsLineBreaksAndTabs() {
        assertThat(Shown.lines("gate failed:\n\tq\u001b[0m1\r")).isEqualTo("gate failed:\n\tq\\u001b[0m1\\r");
    }
}
