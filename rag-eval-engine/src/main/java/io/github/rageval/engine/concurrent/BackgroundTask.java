package io.github.rageval.engine.concurrent;

/**
 * One piece of work run beside the caller's: on a daemon thread ({@link #start}), or, when the machine has no
 * processor to spare, at once in the caller's thread ({@link #runNow}), where it gives the same result. The caller
 * {@linkplain #join() joins} it where it needs the result; closing it (in a try-with-resources around the caller's
 * own work) cancels and awaits work not joined, so that no thread outlives the call and a failure of the caller's
 * own work is the one that propagates.
 *
 * @param <T> the work's result
 * @param <E> the checked exception the work may throw, thrown at the join as it was thrown
 */
public final class BackgroundTask<T, E extends Exception> implements AutoCloseable {
    /** The work, told whether it is still wanted. */
    @FunctionalInterface
    public interface Work<T, E extends Exception> {
        T run(Cancellation cancellation) throws E;
    }

    /** Whether the work's result is still wanted; the work checks it as it goes (once per document read). */
    public static final class Cancellation {
        private volatile boolean requested;

        /** Ends the work, through an exception of its own, once its result is no longer wanted. */
        public void check() {
            if (requested) {
                throw new Cancelled();
            }
        }
    }

    /** Unwinds cancelled work; it never leaves this class, since close() awaits the thread and drops its outcome. */
    private static final class Cancelled extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Cancelled() {
            super("cancelled", null, false, false);
        }
    }

    private final Thread thread;
    private final Cancellation cancellation;
    private T result;
    private Throwable failure;
    private boolean joined;

    private BackgroundTask(T result) {
        this.thread = null;
        this.cancellation = null;
        this.result = result;
    }

    private BackgroundTask(String name, Work<T, E> work) {
        this.cancellation = new Cancellation();
        this.thread = new Thread(() -> {
            try {
                result = work.run(cancellation);
            } catch (Throwable e) {
                // Kept for the join, which rethrows it in the caller's thread: nothing is lost to the thread's end.
                failure = e;
            }
        }, name);
        thread.setDaemon(true);
        thread.start();
    }

    /** Work already done: its result, joined at once. */
    public static <T, E extends Exception> BackgroundTask<T, E> done(T result) {
        return new BackgroundTask<>(result);
    }

    /**
     * Starts the work on a daemon thread of its own.
     *
     * @param name the thread's name, as a thread dump shows it
     */
    public static <T, E extends Exception> BackgroundTask<T, E> start(String name, Work<T, E> work) {
        return new BackgroundTask<>(name, work);
    }

    /**
     * Runs the work now, in the caller's thread: for a machine with no processor to spare.
     *
     * @throws E when the work fails
     */
    public static <T, E extends Exception> BackgroundTask<T, E> runNow(Work<T, E> work) throws E {
        // A cancellation of its own, never requested: the work is over before anyone could.
        return done(work.run(new Cancellation()));
    }

    /** Whether the work runs on a thread of its own (false: it ran in the caller's thread, or was done). */
    public boolean inBackground() {
        return thread != null;
    }

    /**
     * Waits for the work's end.
     *
     * @return the work's result
     * @throws E the work's checked failure, as thrown; its unchecked failures are thrown as they were too
     */
    @SuppressWarnings("unchecked")
    public T join() throws E {
        awaitEnd();
        joined = true;
        if (failure instanceof RuntimeException unchecked) {
            throw unchecked;
        }
        if (failure instanceof Error error) {
            throw error;
        }
        if (failure != null) {
            // Work<T, E> throws nothing checked but E.
            throw (E) failure;
        }
        return result;
    }

    /**
     * Work not joined is cancelled and awaited; its outcome is dropped, since the caller's own work failed. The thread
     * is also interrupted, so that work waiting (on a queue, on interruptible I/O) ends too.
     */
    @Override
    public void close() {
        if (!joined && thread != null) {
            cancellation.requested = true;
            thread.interrupt();
            awaitEnd();
        }
    }

    /** Waits for the thread even when interrupted, so it never outlives the call; the interrupt is kept. */
    private void awaitEnd() {
        if (thread == null) {
            return;
        }
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
