package io.github.rageval.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Blocks filled ahead are used in order, as filled, and leave no thread behind, whatever fails. */
class BlocksFilledAheadTest {

    @Test
    void blocksAreUsedInOrderAsFilledOnOneThreadOrTwo() {
        for (boolean ahead : new boolean[] {true, false}) {
            List<String> used = new ArrayList<>();
            BlocksFilledAhead.run(50, 3, (b, into) -> Arrays.fill(into, b * 10),
                    (b, filled) -> used.add(b + ":" + Arrays.toString(filled)), ahead);
            List<String> expected = new ArrayList<>();
            for (int b = 0; b < 50; b++) {
                expected.add(b + ":" + Arrays.toString(new int[] {b * 10, b * 10, b * 10}));
            }
            assertThat(used).as("ahead " + ahead).isEqualTo(expected);
        }
    }

    @Test
    void theFillerRunsOnADaemonThreadThatHasEndedOnReturn() {
        AtomicReference<Thread> filling = new AtomicReference<>();
        BlocksFilledAhead.run(4, 1, (b, into) -> filling.set(Thread.currentThread()), (b, filled) -> { }, true);
        assertThat(filling.get()).isNotSameAs(Thread.currentThread());
        assertThat(filling.get().isDaemon()).isTrue();
        assertThat(filling.get().isAlive()).isFalse();
    }

    @Test
    void theFillersFailureIsThrownAsThrownAndItsThreadHasEnded() {
        for (Throwable failure : new Throwable[] {new IllegalStateException("no draw"), new OutOfMemoryError("x")}) {
            AtomicReference<Thread> filling = new AtomicReference<>();
            List<Integer> used = new ArrayList<>();
            assertThatThrownBy(() -> BlocksFilledAhead.run(10, 1, (b, into) -> {
                filling.set(Thread.currentThread());
                if (b == 3) {
                    sneakyThrow(failure);
                }
            }, (b, filled) -> used.add(b), true)).isSameAs(failure);
            // The blocks filled before the failure are used first, in order.
            assertThat(used).containsExactly(0, 1, 2);
            assertThat(filling.get().isAlive()).isFalse();
        }
    }

    @Test
    void theUsersFailureStopsTheFillerBeforeItIsThrown() {
        AtomicReference<Thread> filling = new AtomicReference<>();
        IllegalArgumentException failure = new IllegalArgumentException("bad sum");
        assertThatThrownBy(() -> BlocksFilledAhead.run(1000, 1, (b, into) -> filling.set(Thread.currentThread()),
                (b, filled) -> {
                    if (b == 2) {
                        throw failure;
                    }
                }, true)).isSameAs(failure);
        assertThat(filling.get().isAlive()).isFalse();
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> void sneakyThrow(Throwable thrown) throws T {
        throw (T) thrown;
    }
}
