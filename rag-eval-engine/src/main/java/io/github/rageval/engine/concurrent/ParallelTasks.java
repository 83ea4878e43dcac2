package io.github.rageval.engine.concurrent;

import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;

/**
 * Runs task 0 .. n-1 on a number of threads, each worker taking the next task not yet taken, so no thread idles
 * while another has a queue. One thread runs them all in the caller's thread, in order.
 *
 * <p>A failure stops the workers from taking more tasks; the call waits until every task already started has ended
 * (no thread of it runs on after it returns or throws: a task may be writing into a folder the caller then deletes),
 * and throws, as it was thrown, the failure of the lowest-numbered task that failed. Tasks are taken in number order,
 * so every task below a failed one was run: that is the failure a run in the caller's thread would have thrown,
 * whichever thread failed first.
 */
public final class ParallelTasks {
    private ParallelTasks() {
    }

    /**
     * The threads for work that only computes (scoring a run file's queries, the tie and judgment ranges, writing the
     * reports): one per available processor. The {@code threads} setting is not read there: it sets how many queries
     * a retriever is asked at once (a cluster's load, a retriever that is not thread-safe), and it is unread beside a
     * run file; computing what was retrieved asks nothing of a retriever.
     */
    public static int processors() {
        return Runtime.getRuntime().availableProcessors();
    }

    /** As {@link #run(int, int, ProgressMeter, IntConsumer)}, telling no one of the progress. */
    public static void run(int tasks, int threads, IntConsumer task) {
        run(tasks, threads, ProgressMeter.start("tasks", tasks, ProgressListener.NONE), task);
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
        Failures failures = new Failures();
        List<Thread> threadsStarted = new CopyOnWriteArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(workers, daemonThreads(threadsStarted));
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int w = 0; w < workers; w++) {
                running.add(pool.submit(() -> {
                    for (int i = next.getAndIncrement(); i < tasks; i = next.getAndIncrement()) {
                        try {
                            task.accept(i);
                            meter.advance();
                        } catch (Throwable failure) {
                            failures.add(i, failure);
                            next.set(tasks);
                            return;
                        }
                    }
                }));
            }
            for (Future<?> worker : running) {
                awaitEnd(worker);
            }
        } catch (InterruptedException e) {
            next.set(tasks);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the query threads", e);
        } finally {
            // Every task has ended (or, interrupted, is told to): the idle workers end too before the call does.
            pool.shutdownNow();
            join(threadsStarted);
        }
        failures.rethrowLowest();
    }

    /**
     * Each task's result, in task order, computed on up to {@code threads} threads (no progress is told).
     *
     * @param threads at least 1; see {@link #processors()}
     */
    public static <T> List<T> results(int tasks, int threads, IntFunction<T> task) {
        Object[] results = new Object[tasks];
        run(tasks, threads, i -> results[i] = task.apply(i));
        @SuppressWarnings("unchecked")
        List<T> list = (List<T>) Arrays.asList(results);
        return list;
    }

    /** A task that may fail on input or output, as writing a file may. */
    @FunctionalInterface
    public interface IoTask {
        void run() throws IOException;
    }

    /**
     * Runs the tasks on up to {@code threads} threads, as {@link #run}: an {@link IOException} is thrown as the task
     * threw it.
     */
    public static void runAll(List<IoTask> tasks, int threads) throws IOException {
        try {
            run(tasks.size(), threads, i -> {
                try {
                    tasks.get(i).run();
                } catch (IOException e) {
                    throw new IoFailure(e);
                }
            });
        } catch (IoFailure failure) {
            throw failure.io;
        }
    }

    /** Carries a task's {@link IOException} through {@link #run}; no task can throw one of these itself. */
    private static final class IoFailure extends RuntimeException {
        private final IOException io;

        IoFailure(IOException io) {
            super(io);
            this.io = io;
        }
    }

    /** The failures of the tasks, kept only for the lowest-numbered one. */
    private static final class Failures {
        private int task = Integer.MAX_VALUE;
        private Throwable failure;

        synchronized void add(int taskNumber, Throwable thrown) {
            if (taskNumber < task) {
                task = taskNumber;
                failure = thrown;
            }
        }

        synchronized void rethrowLowest() {
            if (failure instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (failure instanceof Error error) {
                throw error;
            }
            if (failure != null) {
                // A checked exception thrown sneakily by a task: no IntConsumer declares one.
                throw new IllegalStateException(failure);
            }
        }
    }

    /** Waits for a worker, which catches its tasks' failures itself, to end. */
    private static void awaitEnd(Future<?> worker) throws InterruptedException {
        try {
            worker.get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("a query thread failed outside its tasks", e.getCause());
        }
    }

    /**
     * Waits until the worker threads have ended (not only the pool: a terminated pool's last thread may still be on
     * its way out), an interrupt of the caller kept for after.
     */
    private static void join(List<Thread> threads) {
        boolean interrupted = Thread.interrupted();
        for (Thread thread : threads) {
            while (thread.isAlive()) {
                try {
                    thread.join();
                } catch (InterruptedException again) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** @param started told every thread made, so that the call can wait for each to end */
    private static ThreadFactory daemonThreads(List<Thread> started) {
        AtomicInteger number = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "rag-eval-query-" + number.incrementAndGet());
            thread.setDaemon(true);
            started.add(thread);
            return thread;
        };
    }
}
