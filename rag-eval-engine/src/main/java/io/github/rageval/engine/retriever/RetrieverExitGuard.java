package io.github.rageval.engine.retriever;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Makes a retriever that ends the JVM fail the run instead of passing it. A {@code System.exit(0)} in a team's
 * {@code retrieve} used to end {@code mvn verify} (or the command line) with status 0: no report, no verdict, a green
 * build that checked nothing. On Java 17 and later nothing supported can stop the call (the SecurityManager that
 * could is deprecated for removal and disallowed by default since Java 18), but the shutdown it starts runs the JVM's
 * shutdown hooks, and a hook may end the JVM itself with {@link Runtime#halt} and a status of its own.
 *
 * <p>So every call into a retriever (its constructor, {@code threadSafe}, {@code index}, {@code retrieve},
 * {@code close}) runs {@link #during} this guard: while at least one call runs, a shutdown hook is registered, and it
 * is removed when none does, so that a normal end of the run never meets it. When the JVM shuts down while a call
 * runs and some thread is inside {@code Runtime.exit} (that is, {@code System.exit} was called: not a signal such as
 * Ctrl-C, which ends the JVM with its own failing status), the hook prints one paragraph naming the retriever, the
 * call and the query, with the top frames of the code that exited, and halts with status {@value #STATUS}. Other
 * shutdown hooks may not all finish then; the run was over anyway.
 *
 * <p>What stays out of reach: {@code Runtime.halt} (it runs no hooks), and an exit from a thread of the retriever's
 * own after rag-eval's call into it has returned.
 */
final class RetrieverExitGuard {
    /** The status a run ends with when a retriever exits: the command line's status for any retriever error. */
    static final int STATUS = 2;
    /** The one hook, registered while calls run; a thread object may be registered again once removed. */
    static final Thread HOOK = new Thread(RetrieverExitGuard::onShutdown, "rag-eval retriever exit guard");

    private static final Map<Long, Running> RUNNING = new LinkedHashMap<>();
    private static long nextToken;
    private static boolean armed;

    private RetrieverExitGuard() {
    }

    /**
     * One call into a retriever, running now.
     *
     * @param retriever its name, as messages give it
     * @param call the call and its subject: {@code retrieve for query 'q1'}
     * @param thread the thread making the call
     */
    record Running(String retriever, String call, Thread thread) {
    }

    /** A call into a retriever, with what it may throw. */
    @FunctionalInterface
    interface Call<T, E extends Exception> {
        T run() throws E;
    }

    /**
     * Runs one call into a retriever with the guard armed.
     *
     * @param retriever the retriever's name
     * @param call what is called: {@code index}, {@code retrieve for query 'q1'}
     */
    static <T, E extends Exception> T during(String retriever, String call, Call<T, E> action) throws E {
        long token = enter(new Running(retriever, call, Thread.currentThread()));
        try {
            return action.run();
        } finally {
            leave(token);
        }
    }

    /** Whether the hook is registered now: while, and only while, some call into a retriever runs. */
    static synchronized boolean armed() {
        return armed;
    }

    private static synchronized long enter(Running running) {
        long token = nextToken++;
        RUNNING.put(token, running);
        if (!armed) {
            try {
                Runtime.getRuntime().addShutdownHook(HOOK);
                armed = true;
            } catch (IllegalStateException shuttingDown) {
                // The JVM is already ending: the hook registered then, if any, reports; this call never returns.
            }
        }
        return token;
    }

    private static synchronized void leave(long token) {
        RUNNING.remove(token);
        if (armed && RUNNING.isEmpty()) {
            try {
                Runtime.getRuntime().removeShutdownHook(HOOK);
                armed = false;
            } catch (IllegalStateException shuttingDown) {
                // The hook is running: it stays, and decides.
            }
        }
    }

    private static void onShutdown() {
        List<Running> running;
        synchronized (RetrieverExitGuard.class) {
            running = List.copyOf(RUNNING.values());
        }
        Optional<String> message = message(running, Thread.getAllStackTraces());
        if (message.isPresent()) {
            System.err.println(message.get());
            System.err.flush();
            System.out.flush();
            Runtime.getRuntime().halt(STATUS);
        }
    }

    /**
     * What to say when the JVM shuts down during calls into retrievers: nothing unless some thread is inside
     * {@code Runtime.exit}.
     *
     * @param running the calls running, oldest first
     * @param stacks every thread's stack, as {@link Thread#getAllStackTraces()} gives them
     */
    static Optional<String> message(List<Running> running, Map<Thread, StackTraceElement[]> stacks) {
        if (running.isEmpty()) {
            return Optional.empty();
        }
        Thread exiting = null;
        StackTraceElement[] below = null;
        for (Map.Entry<Thread, StackTraceElement[]> entry : stacks.entrySet()) {
            int exit = exitFrame(entry.getValue());
            boolean preferred = running.stream().anyMatch(r -> r.thread() == entry.getKey());
            if (exit >= 0 && (exiting == null || preferred)) {
                exiting = entry.getKey();
                below = Arrays.copyOfRange(entry.getValue(), exit + 1, entry.getValue().length);
            }
        }
        if (exiting == null) {
            return Optional.empty();
        }
        Thread caller = exiting;
        Running call = running.stream().filter(r -> r.thread() == caller).findFirst().orElse(running.get(0));
        String who = call.thread() == exiting
                ? "retriever " + call.retriever() + " called System.exit in " + call.call()
                : "System.exit was called on thread '" + exiting.getName() + "' while retriever " + call.retriever()
                        + " ran " + call.call();
        StringBuilder message = new StringBuilder("rag-eval retriever error: ").append(who)
                .append(": the JVM was told to end before the evaluation finished, so nothing was gated, and the run"
                        + " ends with exit status ").append(STATUS).append(" instead of the status asked for. A"
                        + " retriever must return its results or throw an exception, never end the JVM: remove the"
                        + " System.exit (or Runtime.exit) call.");
        Throwable where = new Throwable();
        where.setStackTrace(below);
        RetrieverFailures.frames(where).forEach(frame -> message.append("\n  in ").append(frame));
        return Optional.of(message.toString());
    }

    /** The index of the {@code Runtime.exit} frame in a stack, or -1: {@code System.exit} goes through it. */
    private static int exitFrame(StackTraceElement[] stack) {
        for (int i = 0; i < stack.length; i++) {
            if (stack[i].getClassName().equals("java.lang.Runtime") && stack[i].getMethodName().equals("exit")) {
                return i;
            }
        }
        return -1;
    }
}
