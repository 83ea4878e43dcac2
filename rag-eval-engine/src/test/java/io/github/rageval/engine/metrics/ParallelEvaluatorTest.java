package io.github.rageval.engine.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.data.GoldenCase;
import io.github.rageval.engine.progress.Progress;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.retrieval.Retriever;
import io.github.rageval.engine.retrieval.ScoredDocument;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

class ParallelEvaluatorTest {
    /** Answers "qN" with documents derived from N, after a random pause so that threads finish out of order. */
    private static final Retriever JITTERY = (query, k) -> {
        int n = Integer.parseInt(query.substring(1));
        LockSupport.parkNanos(new Random(n).nextInt(200_000));
        List<ScoredDocument> ranked = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ranked.add(new ScoredDocument("d" + (n * 7 + i) % 50, 1.0 - i / 10.0));
        }
        return ranked;
    };

    private static List<GoldenCase> cases(int count) {
        List<GoldenCase> cases = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            cases.add(new GoldenCase("q" + n, List.of("d" + n % 50, "d" + (n + 1) % 50)));
        }
        return cases;
    }

    @Test
    void resultsComeInGoldenOrderAndEqualTheSequentialOnesForAnyThreadCount() {
        List<GoldenCase> cases = cases(400);
        List<CaseResult> sequential = new Evaluator(3).evaluate(JITTERY, cases);

        for (int threads : new int[] {2, 3, 8}) {
            assertThat(new Evaluator(3, threads, ProgressListener.NONE).evaluate(JITTERY, cases))
                    .as("%d threads", threads).isEqualTo(sequential);
        }
        assertThat(sequential).extracting(CaseResult::query).containsExactlyElementsOf(
                cases.stream().map(GoldenCase::query).toList());
    }

    @Test
    void queriesRunOnSeveralThreads() {
        Set<String> threads = ConcurrentHashMap.newKeySet();
        Retriever recording = (query, k) -> {
            threads.add(Thread.currentThread().getName());
            return JITTERY.retrieve(query, k);
        };

        new Evaluator(3, 4, ProgressListener.NONE).evaluate(recording, cases(200));

        assertThat(threads).hasSizeGreaterThan(1).allMatch(name -> name.startsWith("rag-eval-query-"));
    }

    @Test
    void aFailingQueryFailsTheEvaluationWithItsOwnException() {
        Retriever failing = (query, k) -> {
            if (query.equals("q77")) {
                throw new IllegalStateException("broken retriever on q77");
            }
            return JITTERY.retrieve(query, k);
        };

        assertThatThrownBy(() -> new Evaluator(3, 3, ProgressListener.NONE).evaluate(failing, cases(200)))
                .isInstanceOf(IllegalStateException.class).hasMessage("broken retriever on q77");
    }

    @Test
    void everyPhaseEndIsReportedWithTheQueryCount() {
        List<Progress> finished = Collections.synchronizedList(new ArrayList<>());
        ProgressListener listener = new ProgressListener() {
            @Override
            public void onProgress(Progress progress) {
            }

            @Override
            public void onPhaseFinished(Progress progress) {
                finished.add(progress);
            }
        };

        new Evaluator(3, 2, listener).evaluate(JITTERY, cases(50));

        assertThat(finished).singleElement().satisfies(p -> {
            assertThat(p.phase()).isEqualTo("queries");
            assertThat(p.done()).isEqualTo(50);
            assertThat(p.total()).isEqualTo(50);
        });
    }

    @Test
    void threadsBelowOneAreRejected() {
        assertThatThrownBy(() -> new Evaluator(3, 0, ProgressListener.NONE))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
