package io.github.rageval.engine.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.github.rageval.engine.gate.ThresholdSpec;
import io.github.rageval.engine.model.ConfigurationException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DropRuleTest {

    @Test
    void aDropIsAFractionOrAPercentageKeptAsWritten() throws Exception {
        Map<String, String> drops = new LinkedHashMap<>();
        drops.put(" mrr ", " 0.05 ");
        drops.put("hit_rate", "10%");

        assertThat(DropRule.parseAll(drops)).satisfiesExactly(
                mrr -> {
                    assertThat(mrr.metric()).isEqualTo("mrr");
                    assertThat(mrr.maximum()).isEqualByComparingTo("0.05");
                    assertThat(mrr.asWritten()).isEqualTo("0.05");
                },
                hitRate -> {
                    assertThat(hitRate.maximum()).isEqualByComparingTo("0.10");
                    assertThat(hitRate.asWritten()).isEqualTo("10%");
                });
    }

    @Test
    void theOneLineFormReadsAsForThresholdsAndNamesMaxDropInErrors() throws Exception {
        assertThat(DropRule.parseAll(ThresholdSpec.parse("mrr=0.05; hit_rate = 10%", "maxDrop", "mrr=0.05")))
                .extracting(DropRule::metric, DropRule::asWritten)
                .containsExactly(tuple("mrr", "0.05"), tuple("hit_rate", "10%"));
        assertThatThrownBy(() -> ThresholdSpec.parse("mrr", "maxDrop", "mrr=0.05,hit_rate=0.1"))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("maxDrop entry 'mrr' in 'mrr' is not of the form metric=value. Write e.g."
                        + " mrr=0.05,hit_rate=0.1.");
    }

    @Test
    void unknownMetricsBadNumbersAndOutOfRangeDropsAreConfigurationErrors() {
        assertThatThrownBy(() -> DropRule.parse("bleu", "0.1")).isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("unknown metric 'bleu' in maxDrop. Use one of: mean_precision, mean_recall,"
                        + " mrr, hit_rate");
        assertThatThrownBy(() -> DropRule.parse("mrr", "a lot")).isInstanceOf(ConfigurationException.class)
                .hasMessage("mrr = 'a lot' in maxDrop is not a number. Write the allowed drop as a fraction such as 0.05"
                        + " or a percentage such as 5%.");
        assertThatThrownBy(() -> DropRule.parse("mrr", "\u0660.05%")).hasMessageStartingWith("mrr ="
                + " '\u0660.05%' in maxDrop is not a number.");
        assertThatThrownBy(() -> DropRule.parse("mrr", "-0.1")).isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("mrr = -0.1 in maxDrop is outside [0, 1].");
        assertThatThrownBy(() -> DropRule.parse("mrr", "120%")).isInstanceOf(ConfigurationException.class)
                .hasMessageStartingWith("mrr = 120% in maxDrop is outside [0, 1].");
    }
}
