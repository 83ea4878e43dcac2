package io.github.rageval.engine.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What a packed list tells from its ids' bytes without decoding them: whether they are all ASCII (for the run's check
 * of Unicode forms), each position's grade, and where the first of some ids stands; the last two as decoding each id
 * would tell.
 */
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

    @Test
    void theFirstOfSomeIdsAndEachGradeAreFoundFromTheBytesAsDecodingEachIdFindsThem() {
        String[] alphabet = {"d1", "d2", "D1", "caf\u00e9", "cafe\u0301", "\u6587\u66f8", "\ud83d\ude00", "", "d10",
                "d01", "x"};
        Random random = new Random(7);
        for (int round = 0; round < 2000; round++) {
            List<String> ids = new ArrayList<>();
            for (String id : alphabet) {
                if (random.nextInt(3) == 0) {
                    ids.add(id + random.nextInt(4));
                }
            }
            PackedRanking ranking = of(ids.toArray(String[]::new));
            Map<String, Integer> judgments = new LinkedHashMap<>();
            for (int j = random.nextInt(5); j > 0; j--) {
                judgments.put(alphabet[random.nextInt(alphabet.length)] + random.nextInt(4), random.nextInt(4) - 1);
            }
            if (random.nextInt(10) == 0) {
                judgments.put("lone\ud800", 2); // no id read from UTF-8 holds a lone surrogate
            }
            Set<String> wanted = new HashSet<>(judgments.keySet());

            int decoded = -1;
            int[] decodedGrades = new int[ranking.size()];
            for (int i = ranking.size() - 1; i >= 0; i--) {
                decoded = wanted.contains(ranking.docId(i)) ? i : decoded;
                decodedGrades[i] = judgments.getOrDefault(ranking.docId(i), -9);
            }
            assertThat(ranking.indexOfFirst(wanted)).as("%s in %s", wanted, ids).isEqualTo(decoded);
            assertThat(ranking.grades(judgments, -9)).as("%s in %s", judgments, ids).containsExactly(decodedGrades);
            assertThat(UnlistedResults.firstRelevantAmong(ranking, List.copyOf(wanted))).isEqualTo(decoded + 1)
                    .isEqualTo(UnlistedResults.firstRelevantAmong(List.copyOf(ranking), List.copyOf(wanted)));
        }
    }
}
