package io.github.rageval.engine.metrics;

import io.github.rageval.engine.data.GoldenCase;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.retrieval.Retriever;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs every golden query through a retriever and scores the top k of each, on as many threads as configured.
 * Each result goes to its query's slot, so the list comes back in golden dataset order whatever the threads and
 * their timing; the queries themselves are independent, so the results are the same as on one thread.
 */
public final class Evaluator {
    private final int k;
    private final int threads;
    private final ProgressListener progress;

    public Evaluator(int k) {
        this(k, 1, ProgressListener.NONE);
    }

    /**
     * @param threads worker threads, at least 1 (the caller resolves "one per processor")
     * @param progress told about the queries as they complete
     */
    public Evaluator(int k, int threads, ProgressListener progress) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be at least 1, was " + k);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        this.k = k;
        this.threads = threads;
        this.progress = progress;
    }

    /** @param retriever must be thread-safe when more than one thread is configured */
    public List<CaseResult> evaluate(Retriever retriever, List<GoldenCase> cases) {
        CaseResult[] results = new CaseResult[cases.size()];
        ProgressMeter meter = ProgressMeter.start("queries", cases.size(), progress);
        int workers = Math.min(threads, cases.size());
        if (workers <= 1) {
            for (int i = 0; i < cases.size(); i++) {
                results[i] = evaluate(retriever, cases.get(i));
                meter.advance();
            }
        } else {
            evaluateInParallel(retriever, cases, results, meter, workers);
        }
        meter.finish();
        return Arrays.asList(results);
    }

    private void evaluateInParallel(Retriever retriever, List<GoldenCase> cases, CaseResult[] results,
                                    ProgressMeter meter, int workers) {
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(workers, daemonThreads());
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int w = 0; w < workers; w++) {
                running.add(pool.submit(() -> {
                    // Each worker takes the next query not yet taken: no thread idles while another has a queue.
                    for (int i = next.getAndIncrement(); i < cases.size(); i = next.getAndIncrement()) {
                        results[i] = evaluate(retriever, cases.get(i));
                        meter.advance();
                    }
                }));
            }
            for (Future<?> worker : running) {
                awaitRethrowing(worker, next, cases.size());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Waits for one worker; if it failed, stops the others and throws its exception as it was thrown. */
    private static void awaitRethrowing(Future<?> worker, AtomicInteger next, int cases) {
        try {
            worker.get();
        } catch (ExecutionException e) {
            next.set(cases);
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while evaluating queries", e);
        }
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger number = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "rag-eval-query-" + number.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    private CaseResult evaluate(Retriever retriever, GoldenCase golden) {
        return score(golden, new RankedResult(retriever.retrieve(golden.query(), k), golden.relevantDocIds(), k));
    }

    static CaseResult score(GoldenCase golden, RankedResult result) {
        return new CaseResult(golden.query(), result.retrieved(), golden.relevantDocIds(),
                SummaryMetric.MEAN_PRECISION.perQuery().score(result),
                SummaryMetric.MEAN_RECALL.perQuery().score(result),
                SummaryMetric.MRR.perQuery().score(result),
                SummaryMetric.HIT_RATE.perQuery().score(result) > 0);
    }
}
