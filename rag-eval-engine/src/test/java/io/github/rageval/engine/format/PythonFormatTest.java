package io.github.rageval.engine.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Expected strings are what Python 3.11 printed for the same values. */
class PythonFormatTest {

    @Test
    void floatReprIsPythonsShortestForm() {
        assertThat(PythonFormat.floatRepr(0.5166666666666666)).isEqualTo("0.5166666666666666");
        assertThat(PythonFormat.floatRepr(1.0)).isEqualTo("1.0");
        assertThat(PythonFormat.floatRepr(0.1 + 0.2)).isEqualTo("0.30000000000000004");
        assertThat(PythonFormat.floatRepr(1e-5)).isEqualTo("1e-05");
        assertThat(PythonFormat.floatRepr(0.0001)).isEqualTo("0.0001");
        assertThat(PythonFormat.floatRepr(1.5e16)).isEqualTo("1.5e+16");
        assertThat(PythonFormat.floatRepr(123456789012345.0)).isEqualTo("123456789012345.0");
        assertThat(PythonFormat.floatRepr(0.0)).isEqualTo("0.0");
        assertThat(PythonFormat.floatRepr(2e-3)).isEqualTo("0.002");
    }

    @Test
    void twoDecimalsRoundsTheBinaryValueHalfToEven() {
        assertThat(PythonFormat.twoDecimals(0.125)).isEqualTo("0.12");
        assertThat(PythonFormat.twoDecimals(0.375)).isEqualTo("0.38");
        assertThat(PythonFormat.twoDecimals(2.675)).isEqualTo("2.67");
        assertThat(PythonFormat.twoDecimals(1.0 / 3)).isEqualTo("0.33");
        assertThat(PythonFormat.twoDecimals(1.0)).isEqualTo("1.00");
    }

    @Test
    void stringsAndListsReprAsPythonDoes() {
        assertThat(PythonFormat.listRepr(List.of("pw-reset", "it's", "say \"x\" 'y'", "tab\there")))
                .isEqualTo("['pw-reset', \"it's\", 'say \"x\" \\'y\\'', 'tab\\there']");
        assertThat(PythonFormat.listRepr(List.of())).isEqualTo("[]");
        assertThat(PythonFormat.stringRepr("café\u200b")).isEqualTo("'café\\u200b'");
    }
}
