package io.github.rageval.engine.concurrent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.InputException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Work beside the caller's: where it runs, how its result and failures come back, and that no thread outlives it. */
class BackgroundTaskTest {
    @Test
    void runNowRunsTheWorkAtOnceInTheCallersThread() throws Exception {
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        try (BackgroundTask<String, InputException> task = BackgroundTask.runNow(cancellation -> {
            ranOn.set(Thread.currentThread());
            return "done";
        })) {
            assertThat(ranOn.get()).isSameAs(Thread.currentThread());
            assertThat(task.inBackground()).isFalse();
            assertThat(task.join()).isEqualTo("done");
        }
    }

    @Test
    void closingWorkDoneInTheCallersThreadCancelsNoWorkAfterIt() throws Exception {
        // Closed unjoined, as when the evaluation after it fails: the next work run in the caller's thread still runs.
        BackgroundTask.runNow(cancellation -> "done").close();
        try (BackgroundTask<String, InputException> next = BackgroundTask.runNow(cancellation -> {
            cancellation.check();
            return "also done";
        })) {
            assertThat(next.join()).isEqualTo("also done");
        }
    }

    @Test
    void runNowThrowsTheWorksFailureAtOnce() {
        InputException failure = new InputException("corpus.json, line 3: duplicate doc_id");
        assertThatThrownBy(() -> BackgroundTask.runNow(cancellation -> {
            throw failure;
        })).isSameAs(failure);
    }

    @Test
    void startRunsTheWorkOnADaemonThreadJoinedForItsResult() throws Exception {
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        try (BackgroundTask<String, InputException> task = BackgroundTask.start("rag-eval-test", cancellation -> {
            ranOn.set(Thread.currentThread());
            return "done";
        })) {
            assertThat(task.inBackground()).isTrue();
            assertThat(task.join()).isEqualTo("done");
            assertThat(ranOn.get()).isNotSameAs(Thread.currentThread());
            assertThat(ranOn.get().isDaemon()).isTrue();
            assertThat(ranOn.get().getName()).isEqualTo("rag-eval-test");
            assertThat(ranOn.get().isAlive()).isFalse();
        }
    }

    @Test
    void theWorksFailuresAreThrownAtTheJoinAsThrown() throws Exception {
        InputException checked = new InputException("corpus.json, line 3: duplicate doc_id");
        IllegalStateException unchecked = new IllegalStateException("a bug");
        OutOfMemoryError error = new OutOfMemoryError("Java heap space");
        try (BackgroundTask<String, InputException> task = BackgroundTask.start("t", cancellation -> {
            throw checked;
        })) {
            assertThatThrownBy(task::join).isSameAs(checked);
        }
        try (BackgroundTask<String, InputException> task = BackgroundTask.start("t", cancellation -> {
            throw unchecked;
        })) {
            assertThatThrownBy(task::join).isSameAs(unchecked);
        }
        try (BackgroundTask<String, InputException> task = BackgroundTask.start("t", cancellation -> {
            throw error;
        })) {
            assertThatThrownBy(task::join).isSameAs(error);
        }
    }

    @Test
    void closingWorkNotJoinedCancelsItAndWaitsForItsThread() throws Exception {
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        BackgroundTask<String, InputException> task = untilCancelled(ranOn);
        task.close();
        assertThat(ranOn.get().isAlive()).isFalse();
    }

    @Test
    void closingKeepsWaitingWhenTheCallerIsInterruptedAndKeepsTheInterrupt() throws Exception {
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        BackgroundTask<String, InputException> task = untilCancelled(ranOn);
        Thread.currentThread().interrupt();
        try {
            task.close();
            assertThat(ranOn.get().isAlive()).isFalse();
        } finally {
            assertThat(Thread.interrupted()).isTrue();
        }
    }

    /** Work that would run for ever unless cancelled, started and running: a test using it ends only through that. */
    private static BackgroundTask<String, InputException> untilCancelled(AtomicReference<Thread> ranOn)
            throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        BackgroundTask<String, InputException> task = BackgroundTask.start("t", cancellation -> {
            ranOn.set(Thread.currentThread());
            started.countDown();
            while (true) {
                cancellation.check();
                Thread.onSpinWait();
            }
        });
        started.await();
        return task;
    }

    @Test
    void closingDropsTheOutcomeOfWorkNotJoined() throws Exception {
        BackgroundTask<String, InputException> task = BackgroundTask.start("t", cancellation -> {
            throw new InputException("not the error the caller sees");
        });
        // No exception: the caller's own failure, which made it close without joining, is the one thrown.
        task.close();
    }
}
