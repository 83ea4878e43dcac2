package io.github.rageval.engine.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Whether a packed list's ids are all ASCII, read from their bytes, for the run's check of Unicode forms. */
class PackedRankingIdsTest {

    private static PackedRanking of(String... ids) {
        StringBuilder all = new StringBuilder();
        int[] starts = new int[ids.length + 1];
        for (int i = 0; i < ids.length; i++) {
            all.append(ids[i]);
            starts[i + 1] = all.toString().getBytes(StandardCharsets.UTF_8).length;
        }
        return new PackedRanking(all.toString().getBytes(StandardCharsets.UTF_8), starts, new double[ids.length],
                ids.length);
    }

    @Test
    void asciiIdsAreToldFromTheBytesAndAnyOtherCharacterIsNot() {
        assertThat(of("D1", "doc-2", "3").idsAreAscii()).isTrue();
        assertThat(of("D1", "caf\u00e9", "3").idsAreAscii()).isFalse();
        assertThat(of("\u6587\u66f8").idsAreAscii()).isFalse();
        assertThat(of().idsAreAscii()).isTrue();
        // A prefix asks only its own ids.
        assertThat(of("a", "b", "caf\u00e9").subList(0, 2)).isInstanceOfSatisfying(PackedRanking.class,
                prefix -> assertThat(prefix.idsAreAscii()).isTrue());
    }
}
