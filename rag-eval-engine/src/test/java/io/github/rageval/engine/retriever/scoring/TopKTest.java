package io.github.rageval.engine.retriever.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.model.RankingOrder;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TopKTest {

    @Test
    void keepsWhatAFullSortWouldPutFirst() {
        Random random = new Random(7);
        for (int trial = 0; trial < 2000; trial++) {
            int n = 1 + random.nextInt(60);
            String[] ids = new String[n];
            for (int d = 0; d < n; d++) {
                ids[d] = random.nextBoolean() ? "d" + d : "\uD835\uDC00" + d;
            }
            int k = 1 + random.nextInt(n + 5);
            TopK top = new TopK(k, ids);
            List<ScoredDocument> all = new ArrayList<>();
            for (int d = 0; d < n; d++) {
                // Few distinct scores, so most entries tie with others.
                double score = (1 + random.nextInt(4)) / 8.0;
                top.offer(d, score);
                all.add(new ScoredDocument(ids[d], score));
            }
            all.sort(RankingOrder.BEST_FIRST);

            assertThat(top.bestFirst()).as("trial %d, k %d", trial, k).isEqualTo(all.subList(0, Math.min(k, n)));
        }
    }

    @Test
    void anEmptyHeapGivesAnEmptyList() {
        assertThat(new TopK(3, new String[] {"a"}).bestFirst()).isEmpty();
        assertThat(new TopK(3, new String[0]).bestFirst()).isEmpty();
    }
}
