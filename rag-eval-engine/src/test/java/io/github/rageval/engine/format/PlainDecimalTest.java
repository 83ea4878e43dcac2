package io.github.rageval.engine.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class PlainDecimalTest {

    @Test
    void readsPlainDecimalsExactly() {
        assertThat(PlainDecimal.parse("0.90")).isEqualTo(new BigDecimal("0.90"));
        assertThat(PlainDecimal.parse(" -2 ")).isEqualTo(new BigDecimal("-2"));
        assertThat(PlainDecimal.parse("+1.5E-3")).isEqualTo(new BigDecimal("0.0015"));
        assertThat(PlainDecimal.parseDouble("1e308")).isEqualTo(1e308);
        assertThat(PlainDecimal.parseDouble("0")).isEqualTo(0.0);
    }

    @Test
    void refusesWhatDoubleParseDoubleWouldTake() {
        for (String loose : new String[] {"0x1p1", "1.2d", "1.2f", "NaN", "Infinity", "-Infinity", ".5", "5.", "",
                "1e", "1,5", "\u0661\u0662", "1_000"}) {
            assertThat(PlainDecimal.isPlain(loose)).as(loose).isFalse();
        }
        assertThatThrownBy(() -> PlainDecimal.parse("0x1p1")).isInstanceOf(NumberFormatException.class)
                .hasMessage("is not a number");
    }

    @Test
    void refusesValuesADoubleCannotHold() {
        assertThatThrownBy(() -> PlainDecimal.parse("1e400")).hasMessageContaining("is out of range");
        assertThatThrownBy(() -> PlainDecimal.parse("-1e400")).hasMessageContaining("is out of range");
        assertThatThrownBy(() -> PlainDecimal.parse("1e-400")).hasMessageContaining("too close to 0");
        assertThatThrownBy(() -> PlainDecimal.parse("1e99999999999")).hasMessageContaining("exponent too large");
        assertThat(PlainDecimal.parse("0e-400")).isEqualByComparingTo(BigDecimal.ZERO);
    }
}
