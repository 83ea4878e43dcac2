package io.github.rageval.engine.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.metrics.contexts.IdContextPrecision;
import io.github.rageval.engine.metrics.contexts.IdContextRecall;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * id_context_precision and id_context_recall read from the grades equal ragas' set formulas over the ids
 * ({@link IdContextPrecision}, {@link IdContextRecall}) on the first k ids, 0 where ragas gives NaN.
 */
class IdContextMetricTest {
    @Test
    void theGradesGiveRagasSetFormulas() {
        Random random = new Random(37);
        for (int trial = 0; trial < 2_000; trial++) {
            int documents = 1 + random.nextInt(12);
            List<ScoredDocument> ranked = new ArrayList<>();
            Map<String, Integer> grades = new LinkedHashMap<>();
            for (int d = 0; d < documents; d++) {
                String id = "d" + d;
                if (random.nextInt(3) > 0) {
                    ranked.add(new ScoredDocument(id, documents - d));
                }
                if (random.nextInt(3) == 0) {
                    grades.put(id, random.nextInt(4) - 1);
                }
            }
            java.util.Collections.shuffle(ranked, random);
            int level = 1 + random.nextInt(2);
            int k = 1 + random.nextInt(8);
            RankedResult result = new RankedResult(ranked, grades, level);
            List<String> retrieved = ranked.stream().limit(k).map(ScoredDocument::docId).toList();
            List<String> references = grades.entrySet().stream().filter(e -> e.getValue() >= level)
                    .map(Map.Entry::getKey).toList();

            assertThat(IdContextMetric.precision(k).score(result))
                    .isEqualTo(orZero(IdContextPrecision.score(retrieved, references)));
            assertThat(IdContextMetric.recall(k).score(result))
                    .isEqualTo(orZero(IdContextRecall.score(retrieved, references)));
        }
    }

    private static double orZero(double ragas) {
        return Double.isNaN(ragas) ? 0 : ragas;
    }
}
