package io.github.rageval.engine.concurrent;

import io.github.rageval.engine.progress.ProgressMeter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Runs task 0 .. n-1 on a number of threads, each worker taking the next task not yet taken, so no thread idles
 * while another has a queue. One thread runs them all in the caller's thread. The first task to fail stops the
 * others and its exception is thrown as it was thrown.
 */
public final class ParallelTasks {
    private ParallelTasks() {
    }

    /** @param meter advanced once per finished task */
    public static void run(int tasks, int threads, ProgressMeter meter, IntConsumer task) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        int workers = Math.min(threads, tasks);
        if (workers <= 1) {
            for (int i = 0; i < tasks; i++) {
                task.accept(i);
                meter.advance();
            }
            return;
        }
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(workers, daemonThreads());
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int w = 0; w < workers; w++) {
                running.add(pool.submit(() -> {
                    for (int i = next.getAndIncrement(); i < tasks; i = next.getAndIncrement()) {
                        task.accept(i);
                        meter.advance();
                    }
                }));
            }
            for (Future<?> worker : running) {
                awaitRethrowing(worker, next, tasks);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static void awaitRethrowing(Future<?> worker, AtomicInteger next, int tasks) {
        try {
            worker.get();
        } catch (ExecutionException e) {
            next.set(tasks);
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the query threads", e);
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
}
