package io.github.rageval.engine.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** nDCG's ideal gains with documents added as relevant (the judgment ranges' holes), as a sort of every gain gives. */
class IdealGainsTest {
    @Test
    void theAddedGainsTakeTheirPlaceAmongTheJudgedOnesAsSortingThemAllWould() {
        Random random = new Random(11);
        for (int round = 0; round < 5000; round++) {
            Map<String, Integer> judgments = new LinkedHashMap<>();
            for (int j = random.nextInt(8); j > 0; j--) {
                judgments.put("d" + random.nextInt(20), random.nextInt(7) - 2);
            }
            int level = 1 + random.nextInt(3);
            int added = random.nextInt(4) == 0 ? 0 : random.nextInt(30);
            int[] codes = new int[added];
            Arrays.fill(codes, level);

            int[] sortedOneByOne = IntStream.concat(
                    judgments.values().stream().mapToInt(Integer::intValue).filter(g -> g > 0),
                    IntStream.generate(() -> level).limit(added))
                    .boxed().sorted((a, b) -> Integer.compare(b, a)).mapToInt(Integer::intValue).toArray();

            RankedResult result = RankedResult.withRelevantAdded(codes, judgments, level, added);
            assertThat(IntStream.range(0, result.idealLength()).map(result::idealGain).toArray())
                    .as("%s at level %d with %d added", judgments, level, added).containsExactly(sortedOneByOne);
        }
    }
}
