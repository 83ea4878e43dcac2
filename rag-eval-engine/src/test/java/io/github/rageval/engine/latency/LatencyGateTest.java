package io.github.rageval.engine.latency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.ConfigurationException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** When latency is reported, how its limits are read, and what a limit exceeded says. */
class LatencyGateTest {
    private static final long MS = 1_000_000L;

    private static LatencyGate gate(String mode, Map<LatencyPercentile, String> limits)
            throws ConfigurationException {
        return LatencyGate.parse(new LatencySettings(mode, limits));
    }

    @Test
    void autoReportsNetworkRetrieversAndLimitedBuildsTrueAlwaysFalseNever() {
        assertThat(LatencyMode.AUTO.reports(List.of("tfidf"), false)).isFalse();
        assertThat(LatencyMode.AUTO.reports(List.of("com.acme.Search"), false)).isFalse();
        assertThat(LatencyMode.AUTO.reports(List.of("solr"), false)).isTrue();
        assertThat(LatencyMode.AUTO.reports(List.of("OpenSearch"), false)).isTrue();
        assertThat(LatencyMode.AUTO.reports(List.of("bm25", "elasticsearch", "hybrid"), false)).isTrue();
        assertThat(LatencyMode.AUTO.reports(List.of("tfidf"), true)).isTrue();
        assertThat(LatencyMode.ALWAYS.reports(List.of("tfidf"), false)).isTrue();
        assertThat(LatencyMode.NEVER.reports(List.of("solr"), false)).isFalse();
    }

    @Test
    void theModeIsAutoTrueOrFalseAndNothingElse() throws Exception {
        assertThat(gate("auto", Map.of()).mode()).isEqualTo(LatencyMode.AUTO);
        assertThat(gate(" TRUE ", Map.of()).mode()).isEqualTo(LatencyMode.ALWAYS);
        assertThat(gate("false", Map.of()).mode()).isEqualTo(LatencyMode.NEVER);
        assertThat(gate(null, Map.of()).mode()).isEqualTo(LatencyMode.AUTO);
        assertThatThrownBy(() -> gate("yes", Map.of())).isInstanceOf(ConfigurationException.class)
                .hasMessage("latency = 'yes' is not allowed. Use auto (the default: reported for retrievers that"
                        + " answer over the network, elasticsearch, opensearch, solr, or when a latency limit is"
                        + " set), true (always) or false (never).");
    }

    @Test
    void aLimitIsAPositiveNumberOfMillisecondsOrAnErrorNamingIt() throws Exception {
        LatencyGate gate = gate("auto", Map.of(LatencyPercentile.P99, "12.5", LatencyPercentile.P95, " 300 "));
        assertThat(gate.limits()).extracting(LatencyLimit::percentile)
                .containsExactly(LatencyPercentile.P95, LatencyPercentile.P99);
        assertThat(gate.limits().get(0).asWritten()).isEqualTo("300");
        for (String bad : new String[] {"0", "-5", "abc", "", "5ms"}) {
            assertThatThrownBy(() -> gate("auto", Map.of(LatencyPercentile.P95, bad)))
                    .isInstanceOf(ConfigurationException.class)
                    .hasMessage("maxLatencyP95Ms = '" + bad.trim() + "' is not a positive number of milliseconds."
                            + " Write the most the p95 latency may take, e.g. maxLatencyP95Ms=300, or leave it"
                            + " unset for no limit.");
        }
    }

    @Test
    void aLimitIsAPlainFiniteDecimalNotAHexadecimalSuffixedOrOverflowingOne() {
        for (String loose : new String[] {"0x1p8", "300d", "300f", "Infinity", "NaN"}) {
            assertThatThrownBy(() -> gate("auto", Map.of(LatencyPercentile.P95, loose)))
                    .hasMessageStartingWith("maxLatencyP95Ms = '" + loose + "' is not a positive number of"
                            + " milliseconds. Write");
        }
        assertThatThrownBy(() -> gate("auto", Map.of(LatencyPercentile.P95, "1e400")))
                .hasMessageStartingWith("maxLatencyP95Ms = '1e400' is not a positive number of milliseconds (it is"
                        + " out of range: a number's size is at most about 1.8e308). Write");
        // It said "a number lies between about -1.8e308 and 1.8e308", a range a latency limit's negative half refuses.
        // It used to say "write 0", which a latency limit refuses.
        assertThatThrownBy(() -> gate("auto", Map.of(LatencyPercentile.P95, "1e-400")))
                .hasMessage("maxLatencyP95Ms = '1e-400' is not a positive number of milliseconds (it is too close to"
                        + " 0 to be held as a number: the nearest to 0 is about 4.9e-324). Write the most the p95"
                        + " latency may take, e.g. maxLatencyP95Ms=300, or leave it unset for no limit.");
    }

    @Test
    void aLimitBesideLatencyFalseIsAnErrorNotAGateThatNeverFails() {
        assertThatThrownBy(() -> gate("false", Map.of(LatencyPercentile.P50, "20")))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("latency = 'false', but maxLatencyP50Ms = '20' is set: latency is then never measured, so"
                        + " the limit could never fail. Remove the limit, or set latency to auto or true.");
    }

    @Test
    void aFigureOverItsLimitFailsAndOneEqualToItPasses() throws Exception {
        LatencyGate gate = gate("auto", Map.of(LatencyPercentile.P50, "20", LatencyPercentile.P95, "300",
                LatencyPercentile.P99, "412"));
        Latency latency = new Latency(40, 20 * MS, 412 * MS, 412 * MS, 500 * MS);

        LatencyResult result = gate.judge(latency);

        assertThat(result.summary()).isEqualTo(latency);
        assertThat(result.violations()).extracting(LatencyViolation::message)
                .containsExactly("latency p95 412.0 ms exceeded the 300 ms limit");
        assertThat(result.violations().get(0).limit().percentile().violationKey()).isEqualTo("latency_p95_ms");
        assertThat(result.violationOf(gate.limits().get(0))).isNull();
    }

    @Test
    void aFigureJustOverItsLimitIsShownWithTheDecimalsThatTellItApart() throws Exception {
        LatencyGate gate = gate("true", Map.of(LatencyPercentile.P95, "300"));

        LatencyResult result = gate.judge(new Latency(2, 1, 300_040_000, 300_040_000, 300_040_000));
        LatencyResult byANanosecond = gate.judge(new Latency(2, 1, 300_000_001, 300_000_001, 300_000_001));

        assertThat(result.violations().get(0).message()).isEqualTo("latency p95 300.04 ms exceeded the 300 ms limit");
        assertThat(byANanosecond.violations().get(0).message())
                .isEqualTo("latency p95 300.000001 ms exceeded the 300 ms limit");
    }

    @Test
    void withoutALimitOrASummaryThereIsNothingToJudge() {
        assertThat(LatencyGate.NONE.judge(null)).isEqualTo(LatencyResult.NONE);
        assertThat(LatencyGate.NONE.judge(new Latency(1, 1, 1, 1, 1)).violations()).isEmpty();
    }
}
