package io.github.rageval.engine.goldenset;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.config.EvaluationSettings;
import io.github.rageval.engine.config.GoldenSetChecks;
import io.github.rageval.engine.evaluation.Fixtures;
import io.github.rageval.engine.progress.Progress;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.retriever.tfidf.TfidfOptions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Where the corpus checks run: beside the evaluation only with a processor and heap to spare, else first. */
class GoldenSetInspectionTest {
    private static final EvaluationSettings SEED = Fixtures.settings(TfidfOptions.DEFAULT_TOKEN_PATTERN);

    @Test
    void twoProcessorsAndHeapToSpareRunTheChecksAlongsideTheirLinesHeldUntilTheJoin() throws Exception {
        List<String> heard = listened();
        try (InspectionUnderway underway = GoldenSetInspection.begin(SEED, GoldenSetChecks.ALL, Set.of(),
                listener(heard), 2, Long.MAX_VALUE)) {
            assertThat(underway.alongside()).isTrue();
            // Held, whether the checks are done yet or not: nothing is told before the join.
            assertThat(heard).isEmpty();
            GoldenSetReport report = underway.join();
            assertThat(report.coverage().documents()).isEqualTo(10);
        }
        assertThat(heard).containsExactly(GoldenSetInspection.PHASE_ALONGSIDE);
    }

    @Test
    void aHeapTooSmallForBothAtOnceRunsTheChecksFirstEvenOnTwoProcessors() throws Exception {
        List<String> heard = listened();
        // The seed corpus is a few kilobytes: 1 kB of heap is less than the rule asks for it.
        try (InspectionUnderway underway = GoldenSetInspection.begin(SEED, GoldenSetChecks.ALL, Set.of(),
                listener(heard), 2, 1_000)) {
            assertThat(underway.alongside()).isFalse();
            assertThat(heard).containsExactly(GoldenSetInspection.PHASE);
            assertThat(underway.join().coverage().documents()).isEqualTo(10);
        }
    }

    @Test
    void oneProcessorRunsTheChecksFirst() throws Exception {
        List<String> heard = listened();
        try (InspectionUnderway underway = GoldenSetInspection.begin(SEED, GoldenSetChecks.ALL, Set.of(),
                listener(heard), 1, Long.MAX_VALUE)) {
            assertThat(underway.alongside()).isFalse();
            assertThat(heard).containsExactly(GoldenSetInspection.PHASE);
        }
    }

    private static List<String> listened() {
        return Collections.synchronizedList(new ArrayList<>());
    }

    private static ProgressListener listener(List<String> heard) {
        return new ProgressListener() {
            @Override
            public void onProgress(Progress progress) {
            }

            @Override
            public void onPhaseFinished(Progress progress) {
                heard.add(progress.phase());
            }
        };
    }
}
