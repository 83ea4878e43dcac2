package io.github.rageval.engine.format;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.stats.ConfidenceInterval;
import io.github.rageval.engine.stats.PValue;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class DecimalsTest {

    @Test
    void deltasCarryTheSignOfTheExactValue() {
        assertThat(Decimals.signed(0.8 - 0.9333333333333333)).isEqualTo("-0.13");
        assertThat(Decimals.signed(0.1)).isEqualTo("+0.10");
        assertThat(Decimals.signed(0.0)).isEqualTo("+0.00");
        assertThat(Decimals.signed(-0.001)).isEqualTo("-0.00");
    }

    @Test
    void dropsShowTheDigitsItTakesToExceedTheLimit() {
        assertThat(Decimals.above(-0.13333, new BigDecimal("0.05"))).isEqualTo("0.13");
        assertThat(Decimals.above(-0.0500001, new BigDecimal("0.05"))).isEqualTo("0.0500001");
    }

    @Test
    void pValuesAndIntervals() {
        assertThat(Decimals.p(PValue.of(0.03125, "exact"))).isEqualTo("p = 0.031");
        assertThat(Decimals.p(PValue.of(0.0001, "exact"))).isEqualTo("p < 0.001");
        assertThat(Decimals.p(PValue.notApplicable("n = 1"))).isEqualTo("p n/a");
        assertThat(Decimals.pNumber(PValue.of(1.2, "clamped"))).isEqualTo("1.000");
        assertThat(Decimals.withInterval(new ConfidenceInterval(0.9333333333333333, 0.8, 1.0, 0.95, 10)))
                .isEqualTo("0.93 [0.80, 1.00] (n=10)");
        assertThat(Decimals.shortest(0.05)).isEqualTo("0.05");
    }
}
