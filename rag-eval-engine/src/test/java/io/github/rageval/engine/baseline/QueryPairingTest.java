package io.github.rageval.engine.baseline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class QueryPairingTest {

    private static RecordedCase query(String id, String text) {
        return RecordedCase.of(text, List.of(), List.of(), Map.of("hit_rate", 0.0)).withQueryId(id);
    }

    @Test
    void queriesWithoutIdsPairByTextInAnyOrderAndTwoOfOneTextInTheirOrder() {
        List<RecordedCase> baseline = List.of(query(null, "a"), query(null, "b"), query(null, "a"));
        QueryPairing pairing = QueryPairing.of(baseline, List.of(query(null, "b"), query(null, "a"), query(null, "c"),
                query(null, "a")));

        assertThat(pairing.baselineIndex()).containsExactly(1, 0, -1, 2);
        assertThat(pairing.added()).containsExactly(2);
        assertThat(pairing.removed()).isEmpty();
        assertThat(pairing.shared()).isEqualTo(3);
        assertThat(pairing.complete()).isFalse();
    }

    @Test
    void idsWinOverTextSoAReWordedQueryKeepsItsPairAndIsNotCrossedWithANewOneOfTheOldWording() {
        List<RecordedCase> baseline = List.of(query("q1", "reset password"), query("q2", "renew plan"));
        QueryPairing pairing = QueryPairing.of(baseline, List.of(query("q1", "how do I reset my password"),
                query("q9", "reset password")));

        assertThat(pairing.baselineIndex()).containsExactly(0, -1);
        assertThat(pairing.removed()).containsExactly(1);
    }

    @Test
    void aBaselineRecordedWithoutIdsPairsByTheLabelItKept() {
        List<RecordedCase> baseline = List.of(query(null, "q1: reset password"), query(null, "q2: renew plan"));
        QueryPairing pairing = QueryPairing.of(baseline, List.of(query("q2", "q2: renew plan"),
                query("q1", "q1: reset password")));

        assertThat(pairing.baselineIndex()).containsExactly(1, 0);
        assertThat(pairing.complete()).isTrue();
        assertThat(pairing.identity()).isFalse();
    }
}
