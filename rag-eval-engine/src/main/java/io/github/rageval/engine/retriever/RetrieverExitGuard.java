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
 * {@code close}) runs {@link #during} this guard, and a created retriever is {@link #open} until it is closed (a
 * thread of its own, a client library's watchdog, may exit between calls): while at least one is, a shutdown hook is
 * registered, and it is removed when none is, so that a normal end of the run never meets it. When the JVM shuts
 * down then and some thread is inside {@code Runtime.exit} (that is, {@code System.exit} was called: not a signal
 * such as Ctrl-C, which ends the JVM with its own failing status) from code other than rag-eval's own (the command
 * line's exit after a failure, while other queries still run, is no retriever's), the hook prints one paragraph naming
 * the retriever, the call and the query, with the top frames of the code that exited, and halts with status
 * {@value #STATUS}. Other shutdown hooks may not all finish then; the run was over anyway.
 *
 * <p>A front end holds the guard {@link #untilVerdict() until the verdict}: a retriever closed inside that scope stays
 * counted until the scope ends, so that an exit from a thread of the retriever's own after it was closed (while the
 * statistics are computed or the reports written, say) fails the run too. What stays out of reach: {@code
 * Runtime.halt} (it runs no hooks), and an exit after the verdict.
 */
public final class RetrieverExitGuard {
    /** The status a run ends with when a retriever exits: the command line's status for any retriever error. */
    static final int STATUS = 2;
    /** The one hook, registered while retrievers are open; a thread object may be registered again once removed. */
    static final Thread HOOK = new Thread(RetrieverExitGuard::onShutdown, "rag-eval retriever exit guard");

    /** Where a caller of {@code System.exit} is rag-eval itself, which decides its own exit status. */
    private static final List<String> OWN_PACKAGES = List.of("io.github.rageval.cli.", "io.github.rageval.maven.",
            "io.github.rageval.engine.");

    private static final Map<Long, Running> RUNNING = new LinkedHashMap<>();
    /** Retrievers closed while a scope until the verdict is open: counted until it ends. */
    private static final List<Long> CLOSED_BEFORE_VERDICT = new java.util.ArrayList<>();
    private static int verdictScopes;
    private static long nextToken;
    private static boolean armed;

    private RetrieverExitGuard() {
    }

    /**
     * One call into a retriever, running now.
     *
     * @param retriever its name, as messages give it
     * @param call the call and its subject: {@code retrieve for query 'q1'}
     * @param thread the thread making the call; null for a retriever open between calls
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

    /**
     * Arms the guard for a retriever's life, from its creation: between calls too.
     *
     * @return the token {@link #closed} takes when the retriever is closed
     */
    static long open(String retriever) {
        return enter(new Running(retriever, "between calls", null));
    }

    /**
     * The retriever {@link #open} returned this token for is closed: no longer counted, unless a scope until the verdict
     * is open, which counts it until it ends.
     */
    static synchronized void closed(long token) {
        Running open = RUNNING.get(token);
        if (verdictScopes > 0 && open != null) {
            RUNNING.put(token, new Running(open.retriever(), "after it was closed, before the gate's verdict", null));
            CLOSED_BEFORE_VERDICT.add(token);
        } else {
            leave(token);
        }
    }

    /**
     * Holds the guard from here until the returned scope is closed: the front end opens it before evaluating and
     * closes it once the verdict is out (the goal's failure or the command's exit status decided), so that retrievers
     * closed in between stay counted (see the class comment).
     */
    public static synchronized VerdictScope untilVerdict() {
        verdictScopes++;
        return new VerdictScope();
    }

    /** A scope until the verdict: ends once, however often it is closed. */
    public static final class VerdictScope implements AutoCloseable {
        private final java.util.concurrent.atomic.AtomicBoolean ended = new java.util.concurrent.atomic.AtomicBoolean();

        private VerdictScope() {
        }

        @Override
        public void close() {
            if (ended.compareAndSet(false, true)) {
                endVerdictScope();
            }
        }
    }

    private static synchronized void endVerdictScope() {
        verdictScopes--;
        if (verdictScopes == 0) {
            CLOSED_BEFORE_VERDICT.forEach(RetrieverExitGuard::leave);
            CLOSED_BEFORE_VERDICT.clear();
        }
    }

    /** Whether the hook is registered now: while, and only while, some retriever is open or some call runs. */
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
        if (armed && RUNNING.size() == 1 && RUNNING.containsKey(token)) {
            try {
                Runtime.getRuntime().removeShutdownHook(HOOK);
                armed = false;
            } catch (IllegalStateException shuttingDown) {
                // The hook is running: it stays, and decides with this retriever still counted, since the exit came
                // while it was open (the run goes on beside the hooks, and may close it before they look).
                return;
            }
        }
        RUNNING.remove(token);
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
            if (exit >= 0 && !byRagEval(entry.getValue(), exit) && (exiting == null || preferred)) {
                exiting = entry.getKey();
                below = Arrays.copyOfRange(entry.getValue(), exit + 1, entry.getValue().length);
            }
        }
        if (exiting == null) {
            return Optional.empty();
        }
        Thread caller = exiting;
        // The call on the exiting thread, else the oldest call running, else the oldest retriever open.
        Running call = running.stream().filter(r -> r.thread() == caller).findFirst()
                .or(() -> running.stream().filter(r -> r.thread() != null).findFirst()).orElse(running.get(0));
        String who = call.thread() == exiting
                ? "retriever " + call.retriever() + " called System.exit in " + call.call()
                : "System.exit was called on thread '" + exiting.getName() + "' while retriever " + call.retriever()
                        + (call.thread() == null ? " was open, between rag-eval's calls into it (a thread of its"
                        + " own?)" : " ran " + call.call());
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

    /**
     * Whether the code that called {@code System.exit} (or {@code Runtime.exit}), the frame below it, is rag-eval's
     * own: a front end ending the run with the status it decided, never a retriever.
     */
    private static boolean byRagEval(StackTraceElement[] stack, int exit) {
        for (int i = exit + 1; i < stack.length; i++) {
            String type = stack[i].getClassName();
            if (!type.equals("java.lang.System") && !type.equals("java.lang.Runtime")) {
                return OWN_PACKAGES.stream().anyMatch(type::startsWith);
            }
        }
        return false;
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
