package io.github.rageval.engine.stats;

import io.github.rageval.engine.concurrent.BackgroundTask;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Blocks of ints filled one after another and used one after another, in the same order either way: on the caller's
 * thread alone, or with a second thread filling the next block while the caller uses the current one. The bootstrap
 * draws its indexes so (the generator is sequential, so only one thread can draw) while it sums the block before,
 * which nearly halves its time on two processors and changes no number: each block holds the same draws and is used
 * in the same order.
 *
 * <p>The second thread is a daemon, fills at most {@value #BUFFERS} blocks ahead, and has ended when {@link #run}
 * returns or throws: a failure of the filler is thrown to the caller as it was thrown, and a failure of the user
 * stops the filler.
 */
final class BlocksFilledAhead {
    /** Blocks in flight: one used, one filled, one being filled, so neither side waits for the other's jitter. */
    static final int BUFFERS = 3;
    /** Put in place of a block when the filler failed. */
    private static final Object FAILED = new Object();

    /** Fills block number {@code block} (from 0, in order) into {@code into}. */
    interface Filler {
        void fill(int block, int[] into);
    }

    /** Uses block number {@code block} (from 0, in order). */
    interface User {
        void use(int block, int[] filled);
    }

    private BlocksFilledAhead() {
    }

    /**
     * Fills and uses {@code blocks} blocks of {@code length} ints in order.
     *
     * @param ahead whether a second thread fills the blocks (worth it only with a second processor)
     */
    static void run(int blocks, int length, Filler filler, User user, boolean ahead) {
        if (!ahead || blocks < 2) {
            int[] block = new int[length];
            for (int b = 0; b < blocks; b++) {
                filler.fill(b, block);
                user.use(b, block);
            }
            return;
        }
        BlockingQueue<int[]> free = new ArrayBlockingQueue<>(BUFFERS);
        for (int i = 0; i < BUFFERS; i++) {
            free.add(new int[length]);
        }
        // Filled blocks in order; after the filler's failure a marker in place of the next block wakes the user's side,
        // which then joins the filler for its failure.
        BlockingQueue<Object> filled = new ArrayBlockingQueue<>(BUFFERS + 1);
        try (BackgroundTask<Void, RuntimeException> filling = BackgroundTask.start("rag-eval bootstrap draws",
                cancellation -> fillAll(blocks, filler, free, filled))) {
            for (int b = 0; b < blocks; b++) {
                Object next = take(filled);
                if (next == FAILED) {
                    filling.join(); // throws the filler's failure as it was thrown
                    throw new IllegalStateException("the bootstrap's draws stopped without a failure");
                }
                int[] block = (int[]) next;
                user.use(b, block);
                free.add(block);
            }
            filling.join();
        }
    }

    private static Void fillAll(int blocks, Filler filler, BlockingQueue<int[]> free, BlockingQueue<Object> filled) {
        try {
            for (int b = 0; b < blocks; b++) {
                int[] block = free.take();
                filler.fill(b, block);
                filled.add(block);
            }
        } catch (InterruptedException stopped) {
            // The user's side has stopped (it failed) and waits for this thread to end.
        } catch (RuntimeException | Error failure) {
            // At most BUFFERS blocks are in the queue (there are no more), so there is room for the marker.
            filled.add(FAILED);
            throw failure;
        }
        return null;
    }

    private static Object take(BlockingQueue<Object> filled) {
        try {
            return filled.take();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the bootstrap's draws", interrupted);
        }
    }
}
