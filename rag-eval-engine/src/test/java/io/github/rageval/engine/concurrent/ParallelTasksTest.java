package io.github.rageval.engine.concurrent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

class ParallelTasksTest {
    private static ProgressMeter meter() {
        return ProgressMeter.start("tasks", -1, ProgressListener.NONE);
    }

    @Test
    void noTaskIsStillRunningWhenAFailureIsThrown() {
        CountDownLatch slowStarted = new CountDownLatch(1);
        AtomicBoolean slowFinished = new AtomicBoolean();

        assertThatThrownBy(() -> ParallelTasks.run(2, 2, meter(), i -> {
            if (i == 0) {
                awaitQuietly(slowStarted);
                throw new IllegalStateException("task 0 failed");
            }
            slowStarted.countDown();
            // Deaf to the interrupt a pool's shutdown sends: a task that is busy writing a file does not stop.
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(300);
            while (System.nanoTime() < end) {
                LockSupport.parkNanos(end - System.nanoTime());
            }
            slowFinished.set(true);
        })).hasMessage("task 0 failed");

        assertThat(slowFinished).as("the other task ran to its end before the failure was thrown").isTrue();
    }

    @Test
    void noWorkerThreadIsAliveWhenTheCallReturns() {
        for (int call = 0; call < 200; call++) {
            Set<Thread> workers = ConcurrentHashMap.newKeySet();

            ParallelTasks.run(4, 2, meter(), i -> workers.add(Thread.currentThread()));

            assertThat(workers).as("call %d", call).isNotEmpty().noneMatch(Thread::isAlive);
        }
    }

    @Test
    void theFailureThrownIsTheLowestFailingTasksWhicheverFailedFirst() {
        // Every task from 37 on fails, 37 last: a sequential run would throw 37's, and so must every thread count.
        for (int round = 0; round < 10; round++) {
            for (int threads : new int[] {1, 2, 4}) {
                assertThatThrownBy(() -> ParallelTasks.run(100, threads, meter(), i -> {
                    if (i == 37) {
                        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
                    }
                    if (i >= 37) {
                        throw new IllegalArgumentException("task " + i);
                    }
                })).as("%d threads", threads).isInstanceOf(IllegalArgumentException.class).hasMessage("task 37");
            }
        }
    }

    @Test
    void anErrorIsThrownAsItWasThrown() {
        OutOfMemoryError error = new OutOfMemoryError("heap");

        assertThatThrownBy(() -> ParallelTasks.run(10, 2, meter(), i -> {
            if (i == 3) {
                throw error;
            }
        })).isSameAs(error);
    }

    @Test
    void resultsComeInTaskOrderOnDaemonThreads() {
        assertThat(ParallelTasks.results(500, 2, i -> {
            LockSupport.parkNanos((i * 7919L) % 50_000);
            return Thread.currentThread().isDaemon() ? "d" + i : "not a daemon: " + i;
        })).hasSize(500).allSatisfy(s -> assertThat(s).startsWith("d"))
                .containsExactlyElementsOf(ParallelTasks.results(500, 1, i -> "d" + i));
    }

    @Test
    void oneProcessorRunsTheTasksInTheCallersThreadInOrder() {
        Thread caller = Thread.currentThread();

        assertThat(ParallelTasks.results(5, 1, i -> Thread.currentThread() == caller ? i : -1))
                .containsExactly(0, 1, 2, 3, 4);
    }

    @Test
    void anIoFailureIsThrownAsItWasThrownTheLowestFailingTasksFirst() {
        IOException second = new IOException("task 1");
        IOException third = new IOException("task 2");
        AtomicBoolean firstRan = new AtomicBoolean();

        assertThatThrownBy(() -> ParallelTasks.runAll(List.of(() -> firstRan.set(true),
                () -> {
                    LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
                    throw second;
                },
                () -> {
                    throw third;
                }), 2)).isSameAs(second);
        assertThat(firstRan).isTrue();
    }

    @Test
    void theProcessorsAreAtLeastOne() {
        assertThat(ParallelTasks.processors()).isEqualTo(Runtime.getRuntime().availableProcessors())
                .isPositive();
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
