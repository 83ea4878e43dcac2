package io.github.rageval.engine.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.model.TextRetriever;
import io.github.rageval.engine.progress.Progress;
import io.github.rageval.engine.progress.ProgressListener;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

class ParallelEvaluatorTest {
    /** Answers "qN" with documents derived from N, after a random pause so that threads finish out of order. */
    private static final TextRetriever JITTERY = (query, k) -> {
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
            assertThat(new Evaluator(3).evaluate(JITTERY, cases, 3, threads, ProgressListener.NONE))
                    .as("%d threads", threads).isEqualTo(sequential);
        }
        assertThat(sequential).extracting(CaseResult::query).containsExactlyElementsOf(
                cases.stream().map(GoldenCase::query).toList());
    }

    @Test
    void queriesRunOnSeveralThreads() {
        Set<String> threads = ConcurrentHashMap.newKeySet();
        CountDownLatch twoThreads = new CountDownLatch(2);
        TextRetriever recording = (query, k) -> {
            if (threads.add(Thread.currentThread().getName())) {
                // A thread's first query waits for a second thread: one fast worker cannot take them all.
                twoThreads.countDown();
                awaitQuietly(twoThreads);
            }
            return JITTERY.retrieve(query, k);
        };

        new Evaluator(3).evaluate(recording, cases(200), 3, 4, ProgressListener.NONE);

        assertThat(threads).hasSizeGreaterThan(1).allMatch(name -> name.startsWith("rag-eval-query-"));
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void aFailingQueryFailsTheEvaluationWithItsOwnException() {
        TextRetriever failing = (query, k) -> {
            if (query.equals("q77")) {
                throw new IllegalStateException("broken retriever on q77");
            }
            return JITTERY.retrieve(query, k);
        };

        assertThatThrownBy(() -> new Evaluator(3).evaluate(failing, cases(200), 3, 3, ProgressListener.NONE))
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

        new Evaluator(3).evaluate(JITTERY, cases(50), 3, 2, listener);

        assertThat(finished).singleElement().satisfies(p -> {
            assertThat(p.phase()).isEqualTo("queries");
            assertThat(p.done()).isEqualTo(50);
            assertThat(p.total()).isEqualTo(50);
        });
    }

    @Test
    void threadsBelowOneAreRejected() {
        assertThatThrownBy(() -> new Evaluator(3).evaluate(JITTERY, cases(5), 3, 0, ProgressListener.NONE))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
