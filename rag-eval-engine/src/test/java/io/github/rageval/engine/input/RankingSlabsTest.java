package io.github.rageval.engine.input;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.model.PackedRanking;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Lists packed into shared arrays read back exactly as lists packed into arrays of their own. */
class RankingSlabsTest {
    private static QueryResults query(Random random, int size) {
        QueryResults results = new QueryResults("q");
        for (int i = 0; i < size; i++) {
            byte[] id = ("doc-" + random.nextInt(1_000_000) + "-" + i + (i % 7 == 0 ? "\u00e9" : ""))
                    .getBytes(StandardCharsets.UTF_8);
            results.add(id, 0, id.length, Math.floor(random.nextDouble() * 20) / 4);
        }
        return results;
    }

    private static void assertSameList(PackedRanking actual, PackedRanking expected) {
        assertThat(actual).isEqualTo(expected);
        assertThat(actual.size()).isEqualTo(expected.size());
        for (int i = 0; i < expected.size(); i++) {
            assertThat(actual.docId(i)).isEqualTo(expected.docId(i));
            assertThat(actual.score(i)).isEqualTo(expected.score(i));
        }
        assertThat(actual.idsAreAscii()).isEqualTo(expected.idsAreAscii());
    }

    @Test
    void listsInSharedArraysReadAsListsOfTheirOwnAcrossSlabEndsAndOversizedQueries() {
        // Small slabs: lists end exactly at a slab's end, cross into the next one, or exceed a slab altogether.
        RankingSlabs slabs = new RankingSlabs(300, 40);
        Random random = new Random(7);
        List<PackedRanking> shared = new ArrayList<>();
        List<PackedRanking> own = new ArrayList<>();
        for (int q = 0; q < 60; q++) {
            int size = q % 10 == 9 ? 55 : random.nextInt(12);
            QueryResults results = query(random, size);
            shared.add(results.pack(slabs));
            own.add(results.pack());
        }
        for (int q = 0; q < shared.size(); q++) {
            assertSameList(shared.get(q), own.get(q));
            int prefix = shared.get(q).size() / 2;
            assertSameList((PackedRanking) shared.get(q).subList(0, prefix),
                    (PackedRanking) own.get(q).subList(0, prefix));
            boolean[] kept = new boolean[shared.get(q).size()];
            for (int i = 0; i < kept.length; i += 2) {
                kept[i] = true;
            }
            assertSameList(shared.get(q).keep(kept), own.get(q).keep(kept));
            assertThat(shared.get(q).grades(Map.of(own.get(q).isEmpty() ? "x" : own.get(q).docId(0), 2), -1))
                    .containsExactly(own.get(q).grades(Map.of(own.get(q).isEmpty() ? "x"
                            : own.get(q).docId(0), 2), -1));
        }
    }

    @Test
    void theLargestArraysTakeWholeCollectorRegionsWithTheirHeaders() {
        assertThat(RankingSlabs.ID_BYTES + 16).isEqualTo(8 << 20);
        assertThat(RankingSlabs.ENTRIES * Integer.BYTES + 16).isEqualTo(4 << 20);
        assertThat(RankingSlabs.ENTRIES * Double.BYTES + 16).isLessThanOrEqualTo(8 << 20);
    }
}
